import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { pingDatabase } from '../store/database.server';
import type { Database } from '../store/schema.server';
import { sendError } from '../errors.server';

/** GET /api/health: 200 { status: "ok" } when the database answers, 503 otherwise. */
export function healthRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  app.get('/api/health', async (request, reply) => {
    try {
      await pingDatabase(db);
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database did not answer');
      return sendError(reply, 503, 'database_unavailable', 'The database is not answering');
    }
  });
}
