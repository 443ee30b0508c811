import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CATALOGUE_VERSION, frameworkDocument } from '../../domain/framework/catalogue';
import { frameworkDocumentSchema } from '../../domain/framework/framework-document';
import { errorResponses, registerContract } from '../contract.server';

/** A day: the catalogue changes only with a release, which changes its version and so its ETag. */
const MAX_AGE_SECONDS = 86_400;

/**
 * GET /api/framework: the public requirement catalogue of the maturity model, cacheable, with its version as
 * ETag; 304 with no body when the browser already holds this version. The route needs nothing but itself, so it
 * sits in a scope with the contract's own compilers and answers by its schema wherever it is mounted.
 */
export function frameworkRoutes(app: FastifyInstance): void {
  const etag = `"${CATALOGUE_VERSION}"`;
  void app.register(async (scope) => {
    // The app's own checks of answers (under tests) reach this scope as well.
    registerContract(scope, { checkAnswers: false });
    scope
      .withTypeProvider<ZodTypeProvider>()
      .get('/api/framework', { schema: { response: { 200: frameworkDocumentSchema, 304: z.undefined(), ...errorResponses } } }, async (request, reply) => {
        reply.header('cache-control', `public, max-age=${MAX_AGE_SECONDS}`).header('etag', etag);
        const held = (request.headers['if-none-match'] ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
        if (held.includes(etag) || held.includes('*')) return reply.status(304).send();
        return frameworkDocument();
      });
  });
}
