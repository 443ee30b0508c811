import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The Content-Security-Policy of every response. Scripts only from this site ('wasm-unsafe-eval'
 * lets the PDF library's WebAssembly layout engine compile, nothing else); style attributes are
 * allowed because React sets widths inline; images from this site and data/blob URLs (the logo and
 * generated files); no plugins, no framing, forms and base URLs only to this site.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' blob: data:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** API paths whose answers hold nothing personal or secret, so caches may keep them. */
const PUBLIC_API_PATHS: ReadonlySet<string> = new Set(['/api/health', '/api/framework', '/api/openapi.json']);

/** The path a request URL names, percent-escapes decoded as the router decodes them ("/%61pi" is "/api"). */
function decodedPath(url: string): string {
  const path = url.split('?', 1)[0] ?? url;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Whether a request is for the private API: under /api and not one of the public answers. Judged
 * by the route the router matched (so an escaped spelling of a path cannot slip past), or, for a
 * request no route matched, by its decoded path.
 */
export function isPrivateApiRequest(request: FastifyRequest): boolean {
  const path = request.routeOptions.url ?? decodedPath(request.url);
  return (path === '/api' || path.startsWith('/api/')) && !PUBLIC_API_PATHS.has(path);
}

/**
 * Security headers on every response; HSTS too when the public URL is https. Every private API
 * answer (an assessment, the access key of a save, lists, the dashboard, history, exports, the
 * session) says `Cache-Control: no-store`, so no browser or proxy cache keeps a copy.
 */
export function registerSecurityHeaders(app: FastifyInstance, publicUrl: string | undefined): void {
  const https = publicUrl?.startsWith('https://') ?? false;
  app.addHook('onSend', async (request, reply) => {
    if (isPrivateApiRequest(request)) reply.header('cache-control', 'no-store');
    reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
    if (https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
