import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The public entry pages: where a respondent or a consultant arrives from a link or a bookmark. */
export const ENTRY_ROUTES = ['/', '/assessment', '/assessment/detailed', '/assessment/results', '/assessment/mine', '/login'] as const;
export type EntryRoute = (typeof ENTRY_ROUTES)[number];

/** A route's scripts before it is usable, and their gzipped size in bytes. */
export interface RouteWeight {
  route: EntryRoute;
  scripts: string[];
  gzipped: number;
}

/**
 * What the built client (dist/client) makes each entry route load before it is usable: the entry
 * script and its modulepreloads in index.html, and the route's own page chunks that the server
 * preloads on its URL (route-preloads.json). Sizes are gzip at Node's default level, per file.
 */
export function routeWeights(client = path.resolve('dist/client')): RouteWeight[] {
  const html = fs.readFileSync(path.join(client, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)].map((match) => match[1]!);
  const preloads = JSON.parse(fs.readFileSync(path.join(client, 'route-preloads.json'), 'utf8')) as Record<string, string[]>;
  return ENTRY_ROUTES.map((route) => {
    const scripts = [...new Set([...initial, ...(route === '/' ? [] : (preloads[route] ?? []))])];
    const gzipped = scripts.reduce((sum, script) => sum + gzipSync(fs.readFileSync(path.join(client, script))).length, 0);
    return { route, scripts, gzipped };
  });
}
