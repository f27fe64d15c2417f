// The shell (docs/ARCHITECTURE.md, "Style": lazy-load Monaco and the worker behind a small shell). It starts
// the session worker at once, so the server boots while the app's chunk loads, and renders a
// placeholder until the app arrives. This is the composition root: the only place that knows both
// the worker and the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ChunkBoundary } from './app/ChunkBoundary';
import { retryableLazy } from './app/retryableLazy';
import { loadSaved } from './client/persistence/loadSaved';
import { TOKEN_META_NAME } from './contracts';

// A failed load says so with a Retry rather than leaving the page blank.
const app = retryableLazy(() => import('./app/App').then((module) => module.default));

const token = document.querySelector<HTMLMetaElement>(`meta[name="${TOKEN_META_NAME}"]`)?.content ?? '';
const engineUrl = new URL('api/engine', document.baseURI).href;
// After a backend restart the worker reads the new token from this page again.
const pageUrl = new URL('./', document.baseURI).href;
const sessionWorker = new Worker(new URL('./worker/session.worker.ts', import.meta.url), {
  type: 'module',
  name: 'groovymcp-session',
});

// Read while the app's chunk loads; the app does not wait for it (its rows go in ahead of the live
// ones when they arrive: docs/playground.md, "Saved across a reload").
const saved = loadSaved(globalThis.indexedDB);

const root = document.getElementById('root') as HTMLElement;
createRoot(root).render(
  <StrictMode>
    <ChunkBoundary
      what="The playground"
      fallback={
        <p className="boot" role="status">
          Loading the playground…
        </p>
      }
    >
      {(attempt) => {
        const App = app.forAttempt(attempt);
        return <App sessionWorker={sessionWorker} engine={{ engineUrl, token, pageUrl }} saved={saved} />;
      }}
    </ChunkBoundary>
  </StrictMode>,
);
