import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
// Relative imports name their file with its extension, as Vite's config loader asks.
import { paths } from './src/client/paths.ts';
import { pdfRendererTrim } from './vite-plugins/pdf-renderer-trim.ts';
import { holdsSharedState } from './vite-plugins/holds-shared-state.ts';
import { precompress } from './vite-plugins/precompress.ts';
import { routePreloads } from './vite-plugins/route-preloads.ts';

// The client is built into dist/client and served by the Fastify process (src/server).
export default defineConfig({
  root: 'src/client',
  // Warnings only when `npm start` or a command-line script builds first (scripts/build-when-changed.ts).
  ...(process.env.E8_BUILD_QUIET === '1' ? { logLevel: 'warn' as const } : {}),
  plugins: [
    react(),
    pdfRendererTrim(),
    // The lazily loaded public pages (App.tsx), whose scripts the server preloads on their own URL.
    routePreloads({
      [paths.mine]: 'mine/YourAssessmentsPage.tsx',
      [paths.assessment]: 'wizard/AssessmentPage.tsx',
      [paths.detailedAssessment]: 'detailed/DetailedAssessmentPage.tsx',
      [paths.resultsRoute]: 'results/ResultsPage.tsx',
      [paths.privacy]: 'pages/PrivacyPolicyPage.tsx',
    }),
    precompress(),
  ],
  // The summary PDF worker (src/client/results/summary-pdf-worker.ts) is a bundle of its own, trimmed like the page's renderer chunk.
  worker: { plugins: () => [pdfRendererTrim()] },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // The PDF renderer (@react-pdf/renderer, about 1.2 MB minified) is one chunk, and docx with its page
    // layout (about 1.3 MB, docs/decisions/065-word-contents-and-requirement-register.md) another, each loaded
    // only when a report is asked for; the first load is held to its own budget by tests/e2e/budgets.test.ts.
    chunkSizeWarningLimit: 1400,
    // precompress() spends seconds on brotli at its highest quality on purpose
    // (docs/decisions/012-precompressed-assets.md); a timing report on every build would only say so again.
    rolldownOptions: {
      checks: { bundlerTimings: false },
      output: {
        // Two pairs of modules that the pages always load together, each as one script rather than two, as the
        // bundler would otherwise split them (each script costs its own request and compression): zod with the
        // text checks every schema builds on, and the strategies' ids with the kinds of assessment
        // (docs/decisions/080-answers-parsed-on-arrival.md).
        codeSplitting: {
          groups: [
            { name: 'schemas', test: /node_modules[\\/]zod[\\/]|src[\\/]domain[\\/]text\.ts$/ },
            { name: 'controls', test: /src[\\/]domain[\\/](controls|assessment-kinds)\.ts$/ },
          ],
          // A small chunk the bundler would share between pages is copied into each page's own chunk instead, so a
          // page loads a few scripts rather than dozens (each a request a phone's slow network waits on), except
          // a module that holds state its importers share, which must exist once (docs/decisions/083-fewer-scripts-per-page.md).
          experimentalInlineCommonChunks: { maxSize: 16 * 1024, exclude: holdsSharedState },
        },
      },
    },
  },
  // `npx vite`: the client with hot reload; the API comes from `npm run dev` on the same PORT.
  server: {
    proxy: {
      // The client's own modules in src/client/api/ (/api/http.ts) are Vite's to serve, not the server's.
      '^/api/(?![\\w-]+\\.tsx?(\\?|$))': {
        target: `http://127.0.0.1:${process.env.PORT ?? 3000}`,
        // The Host the browser sent stays, so the server's same-origin check passes as it does behind a proxy.
        changeOrigin: false,
      },
    },
  },
});
