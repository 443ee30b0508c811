import type { IncomingMessage } from 'node:http';
import type { FastifyReply } from 'fastify';

/** The JSON error body of every failed API call. */
export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

/** A wait as a `Retry-After` header counts it: whole seconds, rounded up, at least one. */
export function retryAfterSeconds(waitMs: number): number {
  return Math.max(1, Math.ceil(waitMs / 1000));
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

const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006', '53300', 'SQLITE_BUSY', 'SQLITE_CANTOPEN', 'SQLITE_IOERR']);

/**
 * Whether a request's client went away before its body had all arrived (a connection cut mid-upload): then an
 * error while reading it (ECONNRESET, "aborted") is the client's doing, neither the database's nor ours.
 */
export function isClientGone(request: IncomingMessage): boolean {
  return request.complete === false && (request.destroyed || request.socket.destroyed);
}

/** Whether an error means the database cannot be reached right now (as opposed to a bug): answered with 503. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  const message = error instanceof Error ? error.message : '';
  return (
    UNAVAILABLE_CODES.has(code) ||
    /Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED|Client has encountered a connection error/i.test(message)
  );
}
