import { basename } from 'node:path';
import { cutWithEllipsis } from '../text/ellipsis';

/** Interpreters whose script, not the interpreter, names the agent (`node edit.mjs` is the `edit.mjs` agent). */
const INTERPRETERS = new Set(['node', 'tsx', 'bun', 'deno', 'python', 'python3', 'sh', 'bash', 'npx', 'pnpm', 'uvx']);

/** `model` of a job: the agent command's program name, or `local` when no command is configured. */
export function modelName(agentCommand: string | undefined): string {
  const words = agentCommand?.trim().split(/\s+/) ?? [];
  const first = words[0];
  if (!first) return 'local';
  const program = basename(first);
  const script = words.slice(1).find((word) => !word.startsWith('-'));
  return INTERPRETERS.has(program) && script ? basename(script) : program;
}

/** Git's convention: a short subject line, the whole instruction in the body. */
export function commitMessage(prompt: string, followUp: boolean): string[] {
  const firstLine = prompt.trim().split('\n')[0] ?? '';
  const subject = cutWithEllipsis(firstLine, 68);
  return ['-m', `${followUp ? 'docs-assistant (follow-up)' : 'docs-assistant'}: ${subject}`, '-m', prompt];
}
