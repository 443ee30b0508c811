import type { FastifyInstance } from 'fastify';
import { sendError } from './errors.server';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a state-changing request whose Origin is not the app's own (403): a page on another
 * site cannot make a signed-in browser change anything. A request without Origin is not from
 * a browser page (browsers send it on every cross-site POST, PUT and DELETE) and passes.
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string | undefined): void {
  const configured = publicUrl ? new URL(publicUrl).origin : undefined;
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    const own = configured ?? `${request.protocol}://${request.headers.host ?? ''}`;
    if (origin !== own) {
      await sendError(reply, 403, 'forbidden_origin', 'This request did not come from this site, so it was refused');
    }
  });
}
