import type { FastifyInstance } from 'fastify';
import { sendError } from './errors.server';
import { isPrivateApiRequest } from './security-headers.server';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Fetch metadata values of a request the app's own pages make, or the user makes by typing a URL. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

/**
 * Refuses a state-changing request whose Origin is not the app's own (403): a page on another
 * site cannot make a signed-in browser change anything. A request without Origin is not from
 * a browser page (browsers send it on every cross-site POST, PUT and DELETE) and passes.
 *
 * Reads have side effects too (a server PDF render, audit entries for views and exports), and the
 * SameSite=Lax cookie rides on a top-level navigation from another site; so a private API read
 * that the browser marks as coming from another site (Sec-Fetch-Site: cross-site or same-site)
 * is refused as well. Only the app's own pages call the API; clients that send no fetch metadata
 * (scripts, monitoring) are not browsers carrying someone's cookie, and pass.
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string | undefined): void {
  const configured = publicUrl ? new URL(publicUrl).origin : undefined;
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) {
      const site = request.headers['sec-fetch-site'];
      if (typeof site === 'string' && !OWN_FETCH_SITES.has(site) && isPrivateApiRequest(request)) {
        await sendError(reply, 403, 'forbidden_origin', 'This request did not come from this site, so it was refused');
      }
      return;
    }
    const origin = request.headers.origin;
    if (origin === undefined) return;
    const own = configured ?? `${request.protocol}://${request.headers.host ?? ''}`;
    if (origin !== own) {
      await sendError(reply, 403, 'forbidden_origin', 'This request did not come from this site, so it was refused');
    }
  });
}
