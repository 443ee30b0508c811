import type { FastifyReply, FastifyRequest } from 'fastify';

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
