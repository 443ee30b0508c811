import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';
import { API_TOKEN_PREFIX, scopeInWords, type ApiTokenScope } from '../domain/api-tokens';
import { declaredResponses, errorResponses } from './contract.server';

/** A route that takes an API token, as the OpenAPI document describes it: read from the route's own declarations. */
export interface TokenRoute {
  method: string;
  url: string;
  scope: ApiTokenScope;
  params: z.ZodType | undefined;
  querystring: z.ZodType | undefined;
  /** The zod schemas of its answers by status ("200", "4xx"). */
  responses: Record<string, z.ZodType>;
  /** The media type of its 200 when that is a file, not JSON (the CSV). */
  answerMediaType: string | undefined;
}

type JsonSchema = Record<string, unknown>;

/** The version of the token API the document describes: raised when a token route changes in a way a tool would notice. */
export const TOKEN_API_VERSION = '1.0.0';

/** The name of the bearer security scheme in the document. */
export const BEARER_SCHEME = 'apiToken';

const zodOf = (value: unknown): z.ZodType | undefined => (value instanceof z.ZodType ? value : undefined);

/** A route as the OpenAPI document takes it, when it carries the token marker (`config.tokenScope`); undefined otherwise, and for Fastify's HEAD twins. */
export function tokenRouteOf(route: RouteOptions): TokenRoute | undefined {
  const scope = route.config?.tokenScope;
  if (scope === undefined) return undefined;
  const methods = [route.method].flat().map(String);
  if (methods.length !== 1 || methods[0] === 'HEAD') return undefined;
  const responses = Object.fromEntries(Object.entries(declaredResponses(route) ?? {}).flatMap(([status, schema]) => (schema instanceof z.ZodType ? [[status, schema] as const] : [])));
  return { method: methods[0] ?? 'GET', url: route.url, scope, params: zodOf(route.schema?.params), querystring: zodOf(route.schema?.querystring), responses, answerMediaType: route.config?.answerMediaType };
}

/** Collects the routes that take a token as they are added (Fastify's onRoute): call before any route is. */
export function collectTokenRoutes(app: FastifyInstance): () => readonly RouteOptions[] {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    if (route.config?.tokenScope !== undefined) routes.push(route);
  });
  return () => routes;
}

/** A zod schema's JSON Schema (2020-12, OpenAPI 3.1's dialect) for one side, without its `$schema`; undefined when it has none (a file stream). */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema | undefined {
  try {
    const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io, target: 'draft-2020-12' });
    return json;
  } catch {
    return undefined;
  }
}

/** The properties of an object's JSON Schema, and which are required. */
function propertiesOf(schema: JsonSchema | undefined): { properties: Record<string, JsonSchema>; required: Set<string> } {
  const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set(Array.isArray(schema?.required) ? (schema.required as string[]) : []);
  return { properties, required };
}

/** The OpenAPI path of a Fastify URL: `/api/assessments/:id` is `/api/assessments/{id}`. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
}

/** The parameters of a route: one per `:name` in its URL (typed by its declared params, else a string), then one per property of its query. */
function parametersOf(route: TokenRoute): JsonSchema[] {
  const params = propertiesOf(route.params && jsonSchemaOf(route.params, 'input'));
  const inPath = [...route.url.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map(([, name = '']) => ({ name, in: 'path', required: true, schema: params.properties[name] ?? { type: 'string' } }));
  const query = propertiesOf(route.querystring && jsonSchemaOf(route.querystring, 'input'));
  const inQuery = Object.entries(query.properties).map(([name, schema]) => ({ name, in: 'query', required: query.required.has(name), schema }));
  return [...inPath, ...inQuery];
}

/** An answer's status as OpenAPI writes it: "4xx" is "4XX". */
const statusKey = (status: string) => status.replace(/xx$/i, 'XX');

function describeStatus(status: string): string {
  if (status === '200') return 'The answer';
  if (/^4/.test(status)) return 'Refused, in words: 401 for a token that is unknown, expired or revoked; 403 for a scope that does not cover the route; 404 for an id that names nothing; 400 for a query that is not valid';
  return 'A failure on the server, in words';
}

/** The responses of a route: each declared status with its JSON Schema, or the route's media type for a file. */
function responsesOf(route: TokenRoute): JsonSchema {
  return Object.fromEntries(
    Object.entries(route.responses).map(([status, schema]) => {
      const json = jsonSchemaOf(schema, 'output');
      const content = json ? { 'application/json': { schema: json } } : { [route.answerMediaType ?? 'application/octet-stream']: { schema: { type: 'string' } } };
      return [statusKey(status), { description: describeStatus(status), content }];
    }),
  );
}

/**
 * The OpenAPI 3.1 document of the routes an API token may call, and of no other: each route's parameters and answers
 * are the JSON Schemas of the zod schemas it declares, so the document says what the server checks and sends. Every
 * operation needs the bearer token; the document itself holds no secret.
 */
export function openApiDocument(routes: readonly TokenRoute[], info: { title: string; version: string }): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of [...routes].sort((a, b) => a.url.localeCompare(b.url))) {
    const path = openApiPath(route.url);
    const operation = {
      operationId: `${route.method.toLowerCase()}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_match, next: string | undefined) => (next ?? '').toUpperCase())}`,
      summary: `${route.method} ${path}`,
      description: `Needs an API token of the ${route.scope} scope or wider. ${scopeInWords(route.scope)}.`,
      'x-token-scope': route.scope,
      parameters: parametersOf(route),
      responses: responsesOf(route),
    };
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      ...info,
      description: `The read-only API of the support portal, for reporting tools. An administrator makes a token in the portal's Accounts page; send it as \`Authorization: Bearer ${API_TOKEN_PREFIX}…\`. Tokens only read: every other route refuses one (403).`,
    },
    paths,
    components: { securitySchemes: { [BEARER_SCHEME]: { type: 'http', scheme: 'bearer', description: `An API token from the support portal; its secret starts with ${API_TOKEN_PREFIX}.` } } },
    security: [{ [BEARER_SCHEME]: [] }],
  };
}

/**
 * GET /api/openapi.json: public (it describes routes, holds no data and no secret), built once from the routes that
 * carry the token marker when first asked for, after every route has been added.
 */
export function openApiRoutes(app: FastifyInstance, tokenRoutes: () => readonly RouteOptions[], info: { title: string; version: string }): void {
  let document: JsonSchema | undefined;
  app.get('/api/openapi.json', { schema: { response: { 200: z.unknown(), ...errorResponses } } }, async (_request, reply) => {
    document ??= openApiDocument(tokenRoutes().flatMap((route) => tokenRouteOf(route) ?? []), info);
    return reply.header('cache-control', 'public, max-age=3600').send(document);
  });
}
