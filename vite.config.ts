import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
// Relative imports name their file, as Vite asks of a config; TypeScript reads .js as the .ts beside it.
import { paths } from './src/client/paths.js';
import { precompress } from './vite-plugins/precompress.js';
import { routePreloads } from './vite-plugins/route-preloads.js';

// The client is built into dist/client and served by the Fastify process (src/server).
export default defineConfig({
  root: 'src/client',
  plugins: [
    react(),
    // The lazily loaded public pages (App.tsx), whose scripts the server preloads on their own URL.
    routePreloads({
      [paths.assessment]: 'wizard/AssessmentPage.tsx',
      [paths.resultsRoute]: 'results/ResultsPage.tsx',
      [paths.privacy]: 'pages/PrivacyPolicyPage.tsx',
    }),
    precompress(),
  ],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // The PDF renderer (@react-pdf/renderer, about 1.2 MB minified) is one chunk, loaded only when a
    // report is asked for; the first load is held to its own budget by tests/e2e/budgets.test.ts.
    chunkSizeWarningLimit: 1300,
    // precompress() spends seconds on brotli at its highest quality on purpose
    // (docs/decisions/012-precompressed-assets.md); a timing report on every build would only say so again.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
