// What to tell the user about a part whose code failed to load or that threw (docs/playground.md,
// "Quality a user notices"): the browser's message and a hint at the likely cause. Shared by
// ChunkBoundary and the lazily loaded editors (useLazyMonaco.ts).

/**
 * Browsers word a failed `import()` differently; all of them name the module. A script fetched ahead
 * of its worker (src/editor/monaco.ts, loadJsonSupport) fails as a fetch.
 */
const CHUNK_FAILURE =
  /dynamically imported module|module script failed|error loading dynamically imported|failed to fetch/i;

export function explainFailure(error: unknown): { message: string; hint: string } {
  const message = error instanceof Error ? error.message : String(error);
  const hint = CHUNK_FAILURE.test(message)
    ? 'Its code could not be loaded: is the backend (npm start) still running? Retry loads it again.'
    : 'Retry shows it again.';
  return { message, hint };
}
