/**
 * Drops the one `ExperimentalWarning` node:sqlite prints when first loaded ("SQLite is an experimental feature"):
 * noise for someone running the service, and the API it warns about is pinned by the Node range the package
 * declares. Every other warning is still printed. Import it first, and load what uses node:sqlite afterwards with
 * `await import(…)`: a builtin in the static import graph loads while the graph links, before any module runs. The
 * bin has its own copy: it runs before tsx or dist is loaded.
 */
const emitWarning = process.emitWarning.bind(process);
process.emitWarning = (warning: string | Error, ...rest: unknown[]) => {
  const options = rest[0] as string | { type?: string } | undefined;
  const type = typeof options === 'string' ? options : options?.type;
  if (type === 'ExperimentalWarning' && String(warning).includes('SQLite')) return;
  (emitWarning as (...args: unknown[]) => void)(warning, ...rest);
};
