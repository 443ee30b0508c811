import type { FastifyInstance } from 'fastify';
import { CATALOGUE_VERSION, frameworkDocument } from '../../domain/framework/catalogue';

/** A day: the catalogue changes only with a release, which changes its version and so its ETag. */
const MAX_AGE_SECONDS = 86_400;

/** GET /api/framework: the public requirement catalogue of the maturity model, cacheable, with its version as ETag. */
export function frameworkRoutes(app: FastifyInstance): void {
  const etag = `"${CATALOGUE_VERSION}"`;
  app.get('/api/framework', async (request, reply) => {
    reply.header('cache-control', `public, max-age=${MAX_AGE_SECONDS}`).header('etag', etag);
    const held = (request.headers['if-none-match'] ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    if (held.includes(etag) || held.includes('*')) return reply.status(304).send();
    return frameworkDocument();
  });
}
