import type { FastifyReply } from 'fastify';

/** The JSON error body of every failed API call (DESIGN §3). */
export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

/** Sends a JSON error with a status, a code and a message in words. */
export function sendError(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
): FastifyReply {
  const body: ApiErrorBody = { error: fields ? { code, message, fields } : { code, message } };
  return reply.status(status).type('application/json').send(body);
}
