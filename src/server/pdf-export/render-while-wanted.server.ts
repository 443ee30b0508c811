import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../errors.server';
import type { RenderFailure } from './render-failure.server';

/**
 * Runs a render for a request and gives it up (aborts its signal) when the client goes away before the
 * answer is sent: a render nobody waits for any more leaves the renderer's queue, or its worker stops.
 */
export async function renderWhileWanted<T>(request: FastifyRequest, reply: FastifyReply, render: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const gone = new AbortController();
  const onClose = () => {
    if (!reply.raw.writableFinished) gone.abort();
  };
  reply.raw.once('close', onClose);
  // Gone already while the assessment was read: the close came before the listener.
  if (request.raw.destroyed) gone.abort();
  try {
    return await render(gone.signal);
  } finally {
    reply.raw.off('close', onClose);
  }
}

/**
 * Answers a render that failed: a refusal the renderer chose (503 busy, with Retry-After; time or memory)
 * is logged as a warning, anything else as an error, and the client gets the failure's status, code and words.
 * `what` names the route in the log ("export", "own report").
 */
export function sendRenderFailure(request: FastifyRequest, reply: FastifyReply, failure: RenderFailure, error: unknown, what: string): FastifyReply {
  if (failure.status === 503) request.log.warn({ code: failure.code }, `${what}: the detailed PDF was not rendered: ${failure.message}`);
  else request.log.error({ err: error }, `${what}: the detailed PDF could not be rendered`);
  if (failure.code === 'report_busy') void reply.header('retry-after', '60');
  return sendError(reply, failure.status, failure.code, failure.message);
}
