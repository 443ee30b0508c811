import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Branding } from '../domain/branding';
import { brandingScript } from './branding.server';

/** An HTML page compressed once, at start-up, in each encoding a browser may ask for. */
interface CompressedPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** What the build's route-preloads plugin (vite-plugins/route-preloads.ts) writes: hashed script paths per route. */
const routePreloadsSchema = z.record(z.string().startsWith('/'), z.array(z.string().regex(/^\/assets\/[\w.-]+\.js$/)));

function compressPage(html: string): CompressedPage {
  const identity = Buffer.from(html, 'utf8');
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    gzip: gzipSync(identity, { level: constants.Z_BEST_COMPRESSION }),
  };
}

/**
 * index.html as each URL gets it, built once at start-up: the branding inside (so the first render is
 * already in the consultancy's colours), the scripts of the URL's page preloaded when the build listed
 * them, and compressed at the highest levels (docs/decisions/012-precompressed-assets.md and
 * 013-route-preloads.md). Returns the page for a URL's path.
 */
export function indexPages(clientDir: string, branding: Branding): (pathname: string) => CompressedPage {
  const html = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const page = (scripts: string[]) => {
    const preloads = scripts.map((script) => `<link rel="modulepreload" crossorigin href="${script}">`).join('');
    return compressPage(html.replace('</head>', `${preloads}${brandingScript(branding)}</head>`));
  };
  const preloadsFile = path.join(clientDir, 'route-preloads.json');
  const routes = fs.existsSync(preloadsFile) ? routePreloadsSchema.parse(JSON.parse(fs.readFileSync(preloadsFile, 'utf8'))) : {};
  const pages = new Map(Object.entries(routes).map(([route, scripts]) => [route, page(scripts)]));
  const plain = page([]);
  return (pathname) => pages.get(pathname) ?? plain;
}

/** Brotli when the browser's Accept-Encoding allows it, else gzip, else none; "q=0" refuses one, "*" allows any. */
export function pageEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const quality = new Map<string, number>();
  for (const entry of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...parameters] = entry.split(';').map((part) => part.trim());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    if (name) quality.set(name, q === undefined ? 1 : Number(q.slice(2)));
  }
  const accepts = (name: string) => (quality.get(name) ?? quality.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}

/** Sends a page in the encoding the browser prefers; caches keep one copy per Accept-Encoding. */
export function sendCompressedPage(request: FastifyRequest, reply: FastifyReply, page: CompressedPage): FastifyReply {
  const encoding = pageEncoding(request.headers['accept-encoding']);
  reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding ? page[encoding] : page.identity);
}
