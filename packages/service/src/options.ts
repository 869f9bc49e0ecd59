import type { LanguageModel } from 'ai';
import type { AgentJobs } from './agent-jobs/contract';
import type { RateLimits } from './auth/rate-limits';
import type { DocsIndex } from './retrieval/docs-index';
import type { Generator } from './retrieval/generator';
import type { LayoutName } from './retrieval/layout/docs-layout';
import type { ThreadLimits } from './threads/thread-store';

export interface LocalServiceOptions {
  /** The docs: a folder of markdown, or an index built already. */
  docs: string | DocsIndex;
  /**
   * Whose heading anchors source links reproduce (`vitepress`, `mkdocs`, `docusaurus`…); detected from the docs
   * folder's generator config (`.vitepress/config.ts`, `mkdocs.yml`…) when not given, GitHub's rule otherwise.
   */
  generator?: Generator;
  /**
   * How the docs folder (the site's root) keeps its languages and versions (`docusaurus`, `starlight`, `vitepress`,
   * `locale-folders`, `single`); detected from its config and folders when not given (retrieval/layout/).
   */
  layout?: LayoutName;
  /**
   * Re-index a docs file when it changes, is added or removed, without a restart (a docs folder only). Default false.
   */
  watch?: boolean;
  /** Where threads and agent jobs persist (`docs-assistant.db`, SQLite) and generated keys are kept. Default `.data`. */
  dataDir?: string;
  /** Accepted assistant keys (`mint_dsc_…`). With neither list given, a pair is generated (see `keys`). */
  assistantKeys?: string[];
  /** Accepted admin keys (`mint_…`, not `mint_dsc_…`). */
  adminKeys?: string[];
  /** Docs domains served; any domain when unset (the service serves one docs folder whatever it is called). */
  domains?: string[];
  /** Per-counter limits; the spec's defaults otherwise. Set them low in tests. */
  rateLimits?: Partial<RateLimits>;
  /** Agent jobs; by default the git-worktree runner configured by `repo` and `agentCommand`. */
  agentJobs?: AgentJobs;
  /** Git repository agent jobs edit. */
  repo?: string;
  /** Coding-agent command agent jobs run. */
  agentCommand?: string;
  /** Longest one agent run may take. */
  agentTimeoutMs?: number;
  /** A built site to serve at `/` (the demo). */
  staticDir?: string;
  /** Answer with this model instead of extractively; by default one from the environment, if configured. */
  model?: LanguageModel | null;
  /** Pause between streamed text pieces. Default 0. */
  chunkDelayMs?: number;
  /** Largest request body accepted. Default 1 MB. */
  maxBodyBytes?: number;
  /** How long threads are kept and how many messages each keeps (defaults: 180 days, 400 messages). */
  threadLimits?: Partial<ThreadLimits>;
  /** Where start-up warnings go (links skipped because they lead outside `docs` or `staticDir`). Default console.warn. */
  warn?: (line: string) => void;
  /** Serve `/mcp` without a key: for docs that are public anyway. Default false (the assistant key is required). */
  publicMcp?: boolean;
  /** The docs' name in llms.txt and MCP tools. Default: the site config's name, else the root page's title. */
  siteTitle?: string;
  /** The docs site's URL: llms.txt links and MCP result URLs become absolute. Root-relative otherwise. */
  siteUrl?: string;
  /** Clock for rate-limit windows (tests). */
  now?: () => number;
}
