import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { pingDatabase } from '../store/database.server';
import type { Database } from '../store/schema.server';
import { sendError } from '../errors.server';
import { errorResponses } from '../contract.server';

/** The answer of GET /api/health while the database answers. */
export const healthSchema = z.strictObject({ status: z.literal('ok') });

/** GET /api/health: 200 { status: "ok" } when the database answers, 503 otherwise. */
export function healthRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  app.withTypeProvider<ZodTypeProvider>().get('/api/health', { schema: { response: { 200: healthSchema, ...errorResponses } } }, async (request, reply) => {
    try {
      await pingDatabase(db);
      return { status: 'ok' as const };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database did not answer');
      return sendError(reply, 503, 'database_unavailable', 'The database is not answering');
    }
  });
}
