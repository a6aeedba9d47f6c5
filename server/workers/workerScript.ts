/**
 * A worker thread's script and the module it runs. Run from source (tsx, vitest), a
 * plain-JavaScript entry (typescriptWorker.mjs) registers the TypeScript loader in the new thread
 * and then imports the module, named by `workerData.entry`; bundled (scripts/serverBundle.ts),
 * the worker's own bundle sits beside the server's.
 */
export function workerScript(
  /** The starting module's import.meta.url: its worker module and bundle are named from it. */
  from: string,
  source: string,
  bundled: string,
): { script: URL; entry: string } {
  if (from.endsWith('.ts')) {
    return {
      script: new URL('./typescriptWorker.mjs', import.meta.url),
      entry: new URL(source, from).href,
    };
  }
  const file = new URL(bundled, from);
  return { script: file, entry: file.href };
}
