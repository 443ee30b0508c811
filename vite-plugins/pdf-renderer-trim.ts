import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/** @react-pdf/reconciler picks one of three reconcilers by React's version when it runs; 19.2 and later use this one. */
const RECONCILER_FOR_REACT_19_2 = '@react-pdf/reconciler/lib/reconciler-33.js';
const NO_WOFF2 = '\0e8-no-woff2';

function reactIsAtLeast19_2(): boolean {
  const { version } = require('react/package.json') as { version: string };
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return major >= 20 || (major === 19 && minor >= 2);
}

/**
 * Leaves out of the browser's PDF renderer chunk code the summary can never run, so a phone downloads
 * and parses less (docs/decisions/037-summary-pdf-prefetch.md): the two reconcilers
 * @react-pdf/reconciler keeps for React 18 and React 19.0–19.1 (the installed React is checked
 * at build time), and the brotli decoder fontkit needs only to read WOFF2 fonts, which the PDFs never
 * register (they use the PDF's built-in Helvetica). The server's bundle is not built by Vite and keeps both.
 */
export function pdfRendererTrim(): Plugin {
  return {
    name: 'e8-pdf-renderer-trim',
    enforce: 'pre',
    buildStart() {
      if (!reactIsAtLeast19_2()) this.error(`pdfRendererTrim expects React 19.2 or later; ${RECONCILER_FOR_REACT_19_2} would not match it`);
    },
    async resolveId(source, importer) {
      if (source === '@react-pdf/reconciler') return this.resolve(RECONCILER_FOR_REACT_19_2, importer, { skipSelf: true });
      if (source === 'brotli/decompress.js' && importer?.includes('/node_modules/fontkit/')) return NO_WOFF2;
      return null;
    },
    load(id) {
      if (id !== NO_WOFF2) return null;
      return 'export default function decompress() { throw new Error("WOFF2 fonts cannot be read in the browser: register a TTF or OTF font instead"); }';
    },
  };
}
