import { processTerm } from './terms';

/**
 * Words readers use for what docs call something else. General documentation vocabulary only — nothing tuned to
 * one product — so the same list serves any docs folder. Expansions rank below the reader's own words.
 */
const GROUPS = [
  'config configure configuration option setting',
  'error exception failure',
  'auth authentication login credential',
  'install installation setup',
  'delete remove',
  'log logging logger',
  'request req',
  'response res',
  'route endpoint',
  'plugin extension addon',
  'test testing',
  'typescript ts typing',
  'database db',
  'env environment',
  'shutdown close stop',
  'start launch',
  'performance speed fast benchmark throughput',
  'upgrade migrate migration',
  'deploy deployment hosting',
  'header headers',
  'example sample',
  'cancel abort disconnect hang hung',
  'validate check verify',
  'hook middleware interceptor',
  'tls ssl https certificate',
  'serverless lambda',
  'container docker',
  // Several packages in one repository: npm, Yarn, pnpm, Bun, Cargo, uv and Go (go.work) all call it workspaces.
  'monorepo workspace',
];

const EXPANSIONS = new Map<string, Set<string>>();
for (const group of GROUPS) {
  const terms = group.split(' ').flatMap((word) => processTerm(word) ?? []);
  for (const term of terms) {
    const set = EXPANSIONS.get(term) ?? new Set<string>();
    for (const other of terms) if (other !== term) set.add(other);
    EXPANSIONS.set(term, set);
  }
}

export function synonymsOf(term: string): string[] {
  return [...(EXPANSIONS.get(term) ?? [])];
}
