// Build of the browser playground (docs/ARCHITECTURE.md, "Style": a small shell lazy-loads the heavy app;
// Monaco is bundled locally and loaded lazily, its editor workers through `?worker` imports).
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    // Monaco is one large lazy chunk by design; the warning would only repeat that.
    chunkSizeWarningLimit: 5000,
  },
});
