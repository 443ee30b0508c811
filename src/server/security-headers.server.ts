import type { FastifyInstance } from 'fastify';

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

/** Security headers on every response; HSTS too when the public URL is https. */
export function registerSecurityHeaders(app: FastifyInstance, publicUrl: string | undefined): void {
  const https = publicUrl?.startsWith('https://') ?? false;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
    if (https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
