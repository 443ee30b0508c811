import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { InvalidInputAnswer } from './invalid-input.server';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route answers when its declared body, params or query does not parse (see `sendInvalidInput`). */
    invalidInput?: InvalidInputAnswer;
    /** What the route answers when its declared URL parameters do not parse (an id that can name nothing: 404); `invalidInput` when absent. */
    invalidParams?: InvalidInputAnswer;
  }
}

/** The JSON error body of every failed API call, as a schema routes declare for their 4xx and 5xx answers. */
export const apiErrorSchema = z.strictObject({
  error: z.strictObject({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
});

/** The error answers every route declares beside its own: any 4xx or 5xx carries the API's JSON error. */
export const errorResponses = { '4xx': apiErrorSchema, '5xx': apiErrorSchema } as const;

/** A body, query or URL parameters that did not parse with the route's declared schema; the error handler answers it. */
export class InvalidInputError extends Error {
  readonly statusCode = 400;
  readonly code = 'FST_ERR_VALIDATION';
  /** The part that did not parse ('params', 'body', 'querystring', 'headers'), set by Fastify as it validates. */
  validationContext?: string;
  constructor(readonly issues: z.ZodError) {
    super('The request does not match the route\'s schema');
  }
}

/** What a route answers to input of one part that did not parse: its `invalidParams` for the URL parameters, else its `invalidInput`. */
export function invalidInputAnswer(error: InvalidInputError, config: { invalidInput?: InvalidInputAnswer | undefined; invalidParams?: InvalidInputAnswer | undefined }): InvalidInputAnswer | undefined {
  return (error.validationContext === 'params' ? config.invalidParams : undefined) ?? config.invalidInput;
}

/** Validates each declared part of a request with its zod schema, keeping the zod error for the answer's field messages. */
const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema }) => (data: unknown) => {
  const result = schema.safeParse(data);
  return result.success ? { value: result.data } : { error: new InvalidInputError(result.error) };
};

/**
 * Lets routes declare their contract with the domain's zod schemas: `schema: { body, params, querystring,
 * response }` on a route of `app.withTypeProvider<ZodTypeProvider>()`. Input is parsed before the handler
 * (after `preValidation` hooks, so a sign-in check placed there still answers first) and answered as
 * today's hand-written checks answered; every response is checked against the schema of its status as it is serialised, so a
 * body the schema refuses is a 500 rather than an answer the browser's parser would refuse.
 */
export function registerContract(app: FastifyInstance): void {
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}
