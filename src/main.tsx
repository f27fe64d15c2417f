// The shell (docs/ARCHITECTURE.md, "Style": lazy-load Monaco and the worker behind a small shell). It starts
// the session worker at once, so the server boots while the app's chunk loads, and renders a
// placeholder until the app arrives. This is the composition root: the only place that knows both
// the worker and the app.
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { loadSaved } from './client/persistence/loadSaved';
import { TOKEN_META_NAME } from './contracts';

const App = lazy(() => import('./app/App'));

const token = document.querySelector<HTMLMetaElement>(`meta[name="${TOKEN_META_NAME}"]`)?.content ?? '';
const engineUrl = new URL('api/engine', document.baseURI).href;
const sessionWorker = new Worker(new URL('./worker/session.worker.ts', import.meta.url), {
  type: 'module',
  name: 'groovymcp-session',
});

// Read while the app's chunk loads, so that the saved traffic comes before any live row.
const saved = loadSaved(globalThis.indexedDB);

const root = document.getElementById('root') as HTMLElement;
createRoot(root).render(
  <StrictMode>
    <Suspense
      fallback={
        <p className="boot" role="status">
          Loading the playground…
        </p>
      }
    >
      <App sessionWorker={sessionWorker} engine={{ engineUrl, token }} saved={saved} />
    </Suspense>
  </StrictMode>,
);
