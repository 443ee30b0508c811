import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The public entry pages, each with the name of its page module (App.tsx loads each on demand); the landing page is in the entry. */
const ENTRY_PAGES = {
  '/': undefined,
  '/assessment': 'AssessmentPage',
  '/assessment/detailed': 'DetailedAssessmentPage',
  '/assessment/results': 'ResultsPage',
  '/assessment/mine': 'YourAssessmentsPage',
  '/login': 'LoginPage',
} as const;

/** The public entry pages: where a respondent or a consultant arrives from a link or a bookmark. */
export const ENTRY_ROUTES = Object.keys(ENTRY_PAGES) as EntryRoute[];
export type EntryRoute = keyof typeof ENTRY_PAGES;

/** A route's scripts before it is usable, and their gzipped size in bytes. */
export interface RouteWeight {
  route: EntryRoute;
  scripts: string[];
  gzipped: number;
}

/** A built script and every script it imports statically, transitively (`import("…")`, loaded later, is not followed). */
function withStaticImports(client: string, script: string, into = new Set<string>()): Set<string> {
  if (into.has(script)) return into;
  into.add(script);
  const code = fs.readFileSync(path.join(client, script), 'utf8');
  for (const match of code.matchAll(/\bfrom\s*["']\.\/([\w.-]+\.js)["']|\bimport\s*["']\.\/([\w.-]+\.js)["']/g)) {
    withStaticImports(client, path.posix.join(path.posix.dirname(script), match[1] ?? match[2]!), into);
  }
  return into;
}

/**
 * What the built client (dist/client) makes each entry route load before it is usable: the entry
 * script and its preloads in index.html, and the route's page module with every script it imports
 * statically, whether the server preloads them on the route's URL or the entry fetches them once it
 * runs. Scripts the page imports later, with `import()`, are not counted. Sizes are gzip at Node's
 * default level, per file.
 */
export function routeWeights(client = path.resolve('dist/client')): RouteWeight[] {
  const html = fs.readFileSync(path.join(client, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/([^"]+\.js)"/g)].map((match) => match[1]!);
  const entry = new Set<string>();
  for (const script of initial) withStaticImports(client, script, entry);
  const assets = fs.readdirSync(path.join(client, 'assets'));
  return ENTRY_ROUTES.map((route) => {
    const page = ENTRY_PAGES[route];
    const scripts = new Set(entry);
    if (page) {
      const chunk = assets.filter((file) => file.startsWith(`${page}-`) && file.endsWith('.js'));
      if (chunk.length !== 1) throw new Error(`Expected one built script for ${page} (route ${route}), found ${chunk.length}`);
      withStaticImports(client, `assets/${chunk[0]}`, scripts);
    }
    const gzipped = [...scripts].reduce((sum, script) => sum + gzipSync(fs.readFileSync(path.join(client, script))).length, 0);
    return { route, scripts: [...scripts].map((script) => `/${script}`), gzipped };
  });
}
