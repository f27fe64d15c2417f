/**
 * Monaco hands every `error` event of its workers to its unexpected-error handler, which throws it
 * on the page, beyond any React boundary. A worker whose script could not be fetched (the backend
 * stopped before the editor first wanted its worker) fires a plain `Event`; this listener, added
 * before Monaco's own, stops that one and says in the console which worker is missing. Monaco then
 * goes without it: the Groovy language features come from the MCP tools, and the JSON editors load
 * their worker's script before they start (monaco.ts). An error thrown inside a running worker fires
 * an `ErrorEvent`, which still reaches Monaco.
 */
export function quietWorkerLoadFailure<W extends EventTarget>(worker: W, label: string): W {
  worker.addEventListener('error', (event) => {
    if (event instanceof ErrorEvent) return;
    event.stopImmediatePropagation();
    console.warn(
      `Monaco's ${label === 'json' ? 'JSON' : 'editor'} worker could not be loaded: is the backend (npm start) still running? ` +
        'The editors work on without it.',
    );
  });
  return worker;
}
