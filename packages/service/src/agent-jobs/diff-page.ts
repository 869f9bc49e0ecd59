import type { Job } from './types';
import { escapeHtml } from '../text/escape-html';

export interface BranchDiff {
  /** `git log --oneline base..branch`. */
  log: string;
  /** `git diff --stat`. */
  stat: string;
  /** The unified diff. */
  patch: string;
}

/** Line kinds of a unified diff, exposed as `data-line` so the page's CSS (and tests) read them without classes. */
function lineKind(line: string): string {
  if (line.startsWith('diff --git')) return 'file';
  if (line.startsWith('+++') || line.startsWith('---')) return 'file';
  if (line.startsWith('@@')) return 'hunk';
  if (line.startsWith('+')) return 'added';
  if (line.startsWith('-')) return 'removed';
  return 'context';
}

function renderPatch(patch: string): string {
  return patch
    .replace(/\n$/, '')
    .split('\n')
    .map((line) => `<span data-line="${lineKind(line)}">${escapeHtml(line)}</span>`)
    .join('\n');
}

const STYLES = `
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1f2328;background:#fff}
main{max-width:1100px;margin:0 auto;padding:24px}
h1{font-size:22px;margin:0 0 4px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:16px 0}
dt{color:#59636e}dd{margin:0}
pre{background:#f6f8fa;border:1px solid #d1d9e0;border-radius:6px;padding:12px;overflow:auto;font:13px/1.45 ui-monospace,monospace}
[data-line]{display:block}
[data-line=added]{background:#dafbe1}[data-line=removed]{background:#ffebe9}
[data-line=hunk]{color:#0969da}[data-line=file]{font-weight:600}
[data-status=failed]{color:#cf222e}[data-status=completed]{color:#1a7f37}
@media (prefers-color-scheme:dark){body{background:#0d1117;color:#e6edf3}pre{background:#161b22;border-color:#30363d}
[data-line=added]{background:#033a16}[data-line=removed]{background:#67060c}}`;

/**
 * The local stand-in for a pull request page: what the job changed, as a reviewer would want to see it. Every piece
 * of text (prompts, agent output, file contents) is escaped: a diff of docs is full of HTML.
 */
export function renderDiffPage(job: Job, diff: BranchDiff | { unavailable: string }): string {
  const prompts = job.prompts.map((prompt) => `<li>${escapeHtml(prompt)}</li>`).join('');
  const facts: Array<[string, string]> = [
    ['Status', `<span data-status="${escapeHtml(job.status)}">${escapeHtml(job.status)}</span>`],
    ['Branch', job.branch ? `<code>${escapeHtml(job.branch)}</code>` : 'none'],
    [
      'Base',
      `${escapeHtml(job.source.ref ?? 'detached HEAD')} <code>${escapeHtml((job.baseCommit ?? '').slice(0, 12))}</code>`,
    ],
    ['Repository', escapeHtml(job.source.repository)],
    ['Agent', escapeHtml(job.model)],
  ];
  if (job.error) facts.push(['Error', escapeHtml(job.error)]);

  const body =
    'unavailable' in diff
      ? `<p>${escapeHtml(diff.unavailable)}</p>`
      : diff.patch.trim() === ''
        ? '<p>This branch changes no files.</p>'
        : `<h2>Commits</h2><pre><code>${escapeHtml(diff.log)}</code></pre>
<h2>Files</h2><pre><code>${escapeHtml(diff.stat)}</code></pre>
<h2>Diff</h2><pre><code data-diff>${renderPatch(diff.patch)}</code></pre>
<p>Merge it locally with <code>git merge ${escapeHtml(job.branch ?? '')}</code>.</p>`;

  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Agent job ${escapeHtml(job.id)} · docs-assistant</title><style>${STYLES}</style></head>
<body><main>
<h1>Agent job ${escapeHtml(job.id)}</h1>
<ol aria-label="Instructions">${prompts}</ol>
<dl>${facts.map(([term, value]) => `<dt>${term}</dt><dd>${value}</dd>`).join('')}</dl>
${body}
</main></body></html>`;
}
