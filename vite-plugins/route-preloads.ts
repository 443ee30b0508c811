import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/** The file the server reads: for each route, the scripts its page needs beyond the entry. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** A chunk of style sheets only, which Vite drops from the output once it has pulled the CSS out: nothing to preload. */
const onlyStyles = (chunk: Rolldown.OutputChunk) => chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => /\.css($|\?)/.test(id));

/** A chunk and every chunk it imports statically, transitively (chunks of style sheets only left out). */
function withStaticImports(bundle: Rolldown.OutputBundle, fileName: string, into = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (into.has(fileName) || chunk?.type !== 'chunk' || onlyStyles(chunk)) return into;
  into.add(fileName);
  for (const imported of chunk.imports) withStaticImports(bundle, imported, into);
  return into;
}

/**
 * Pages past the landing page are lazy chunks, found only once the entry has run. For each route
 * named here (path → page module, relative to the client root) this writes the page's chunks to
 * route-preloads.json; the server lists them as <link rel="modulepreload"> in that route's HTML, so
 * they download alongside the entry instead of after it (docs/decisions/013-route-preloads.md).
 */
export function routePreloads(pageModules: Record<string, string>): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'e8-route-preloads',
    apply: 'build',
    configResolved: (config) => {
      root = config.root;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return this.error('route-preloads: the build has no entry chunk');
      // The entry's own imports are already in index.html.
      const loadedByEntry = withStaticImports(bundle, entry.fileName);
      const preloads: Record<string, string[]> = {};
      for (const [route, module] of Object.entries(pageModules)) {
        const page = chunks.find((chunk) => chunk.facadeModuleId === path.resolve(root, module));
        if (!page) return this.error(`route-preloads: no chunk for ${module} (route ${route}); was the page moved?`);
        preloads[route] = [...withStaticImports(bundle, page.fileName)].filter((file) => !loadedByEntry.has(file)).map((file) => base + file);
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads, null, 2) });
    },
  };
}
