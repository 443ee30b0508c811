import type { FastifyInstance } from 'fastify';
import { jsonShapeMessage, jsonShapeProblem } from './json-shape.server';

/** A refused body's error: the error handler sends its status, code and message as the API's JSON error. */
export class RefusedBodyError extends Error {
  readonly statusCode = 400;
  readonly code = 'body_too_complex';
}

/**
 * Parses JSON bodies as Fastify does (refusing `__proto__` and `constructor.prototype` keys), after
 * one cheap pass that refuses a body nested deeper, or with larger objects or lists, than any
 * request needs. Without it a body of 150,000 unknown keys held the event loop for seconds in the
 * schema and answered with megabytes of field errors, and deep nesting cost the parser as much.
 */
export function registerJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    const problem = jsonShapeProblem(text);
    if (problem) {
      done(new RefusedBodyError(jsonShapeMessage(problem)), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
