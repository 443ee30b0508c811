import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { paths } from './src/client/paths';
import { precompress } from './vite-plugins/precompress';
import { routePreloads } from './vite-plugins/route-preloads';

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
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
