import { Readable } from 'node:stream';
import { z } from 'zod';

/**
 * The answer of a route that sends a file read as it goes out (a CSV, a ZIP, an evidence file): a stream,
 * whose own content type the route sets. Fastify does not run the serialiser on a stream (decision 057),
 * so in the route's contract this says what the answer is rather than checks it.
 */
export const streamedFile = z.instanceof(Readable);

/**
 * The answer of a route that sends a file made whole before it goes out (the server's PDF): its bytes.
 * Fastify does not run the serialiser on a Buffer either, so this too documents rather than checks.
 */
export const renderedFile = z.instanceof(Buffer);
