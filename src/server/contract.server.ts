import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifyReply, FastifySchemaCompiler, FastifySerializerCompiler, RouteOptions } from 'fastify';
import { z } from 'zod';
import type { InvalidInputAnswer } from './invalid-input.server';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route answers when its declared body, params or query does not parse (see `sendInvalidInput`). */
    invalidInput?: InvalidInputAnswer;
    /** What the route answers when its declared URL parameters do not parse (an id that can name nothing: 404); `invalidInput` when absent. */
    invalidParams?: InvalidInputAnswer;
    /** The zod schemas of the route's answers by status, as it declared them; its `schema.response` holds their JSON Schemas (`registerContract`). */
    declaredResponses?: Record<string, z.ZodType>;
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
 * The JSON Schema of a zod schema of an answer, as Fastify's compiled serializer (fast-json-stringify) takes it, or
 * undefined when zod's schema has none (a file stream's `z.instanceof`). The serializer writes only the properties the
 * schema names, so a field zod would strip or refuse is never sent.
 */
export function answerJsonSchema(schema: z.ZodType): Record<string, unknown> | undefined {
  try {
    const { $schema: _version, ...json } = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' });
    return json;
  } catch {
    return undefined;
  }
}

/** The zod schemas a route declared for its answers, by status ("200", "4xx"), whichever serializer sends them; undefined for none. */
export function declaredResponses(route: Pick<RouteOptions, 'schema' | 'config'> | undefined): Record<string, unknown> | undefined {
  const response: unknown = route?.config?.declaredResponses ?? route?.schema?.response;
  return typeof response === 'object' && response !== null ? { ...response } : undefined;
}

/**
 * Gives each route's answers to Fastify's compiled serializer: its zod response schemas become JSON Schemas (kept as
 * zod in `config.declaredResponses`). A route with a schema that has no JSON Schema keeps zod's serializer.
 */
function compileAnswers(route: RouteOptions): void {
  const response = route.schema?.response;
  if (!route.schema || typeof response !== 'object' || response === null) return;
  const zodSchemas = Object.entries(response).filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType);
  if (zodSchemas.length === 0) return;
  const json = zodSchemas.map(([status, schema]) => [status, answerJsonSchema(schema)] as const);
  if (json.some(([, schema]) => schema === undefined)) {
    route.serializerCompiler = zodSerializerCompiler;
    return;
  }
  route.config = { ...route.config, declaredResponses: Object.fromEntries(zodSchemas) };
  route.schema = { ...route.schema, response: Object.fromEntries(json) };
}

/** An answer its route's zod schema refuses, or one the compiled serializer wrote otherwise than zod would: a bug, answered 500. */
export class AnswerContractError extends Error {}

/** Writes an answer through its zod schema, for a route whose schemas have no JSON Schema: one the schema refuses is a 500. */
const zodSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url }) => (data: unknown) => {
  if (!(schema instanceof z.ZodType)) throw new AnswerContractError(`The answer of ${method} ${url} has no zod schema`);
  const checked = schema.safeEncode(data);
  if (!checked.success) throw new AnswerContractError(`The answer of ${method} ${url} does not match its schema: ${checked.error.message}`);
  return JSON.stringify(checked.data);
};

/** The schema Fastify serialises an answer of `status` with: its own, else its class ("4xx"), else the default. */
function schemaOfStatus(schemas: Record<string, z.ZodType>, status: number): z.ZodType | undefined {
  return schemas[String(status)] ?? schemas[`${String(status).charAt(0)}xx`] ?? schemas.default;
}

/**
 * Checks every answer with its zod schema as well (tests, or E8_CHECK_RESPONSES): one the schema refuses is a 500, as
 * zod's serializer answered, and the body the compiled serializer wrote must be the very JSON value zod's output gives.
 */
function checkAnswersWithZod(app: FastifyInstance): void {
  const zodBodies = new WeakMap<FastifyReply, string>();
  app.addHook('preSerialization', async (request, reply, payload) => {
    const schemas = request.routeOptions.config.declaredResponses;
    const schema = schemas && schemaOfStatus(schemas, reply.statusCode);
    if (!schema) return payload;
    const checked = schema.safeEncode(payload);
    if (!checked.success) throw new AnswerContractError(`The answer of ${request.method} ${request.routeOptions.url ?? ''} (${reply.statusCode}) does not match its schema: ${checked.error.message}`);
    zodBodies.set(reply, JSON.stringify(checked.data));
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const zodBody = zodBodies.get(reply);
    zodBodies.delete(reply);
    // The same JSON value: the compiled serializer writes required fields before optional ones, zod in the schema's order.
    if (zodBody !== undefined && (typeof payload !== 'string' || !isDeepStrictEqual(JSON.parse(payload), JSON.parse(zodBody)))) {
      throw new AnswerContractError(`The compiled serializer of ${request.method} ${request.routeOptions.url ?? ''} wrote ${String(payload)} where zod gives ${zodBody}`);
    }
    return payload;
  });
}

/**
 * Lets routes declare their contract with the domain's zod schemas: `schema: { body, params, querystring,
 * response }` on a route of `app.withTypeProvider<ZodTypeProvider>()`. Input is parsed before the handler
 * (after `preValidation` hooks, so a sign-in check placed there still answers first) and answered as
 * today's hand-written checks answered. Answers are written by Fastify's serializer compiled from each response
 * schema's JSON Schema, which writes only the fields the schema names; with `checkAnswers` (tests, E8_CHECK_RESPONSES)
 * each answer is also checked against its zod schema as it is serialised, so a body the schema refuses is a 500
 * rather than an answer the browser's parser would refuse, and a body the compiled serializer writes otherwise than
 * zod (another value, not another order of fields) is a 500 too (docs/decisions/117-answers-written-by-a-compiled-serializer.md).
 */
export function registerContract(app: FastifyInstance, { checkAnswers }: { checkAnswers: boolean }): void {
  app.setValidatorCompiler(zodValidatorCompiler);
  app.addHook('onRoute', compileAnswers);
  if (checkAnswers) checkAnswersWithZod(app);
}
