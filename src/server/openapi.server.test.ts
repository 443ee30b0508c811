import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Ajv2020 } from 'ajv/dist/2020';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.server';
import { openApiPath } from './openapi.server';
import { useTestDatabase } from '../../tests/support/databases';

/**
 * The official OpenAPI 3.1 schema (docs/openapi/README.md), as ajv can use it: ajv 8 resolves `$dynamicRef` to the
 * wrong place (a known, open bug of ajv's), so each `"$dynamicRef": "#meta"` is read as a plain `$ref` to the one
 * schema that declares that anchor, `#/$defs/schema`, which is what it resolves to in a document of the base dialect.
 */
const OPENAPI_31_SCHEMA = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, '../../docs/openapi/openapi-3.1-schema.json'), 'utf8').replaceAll('"$dynamicRef": "#meta"', '"$ref": "#/$defs/schema"'),
) as Record<string, unknown>;

type Json = Record<string, unknown>;

describe('the OpenAPI document of the token routes', () => {
  const database = useTestDatabase();
  let app: FastifyInstance;
  let document: Json;

  beforeAll(async () => {
    app = await buildApp({ db: database.db });
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    document = response.json<Json>();
  });
  afterAll(() => app.close());

  it('is a valid OpenAPI 3.1 document by the official schema', () => {
    expect(JSON.stringify(OPENAPI_31_SCHEMA)).not.toContain('$dynamicRef');
    // The official schema is written for any 2020-12 validator, not for ajv's strict mode (it leaves out `type` beside
    // `properties`, and has properties that match its own patternProperties), so strict mode is off for it.
    const ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: false, logger: false });
    const validate = ajv.compile(OPENAPI_31_SCHEMA);
    expect(validate(document), JSON.stringify(validate.errors, null, 2)).toBe(true);
    expect(document.openapi).toBe('3.1.0');
    // The schema does refuse a broken document: a path's operation whose parameter says not where it goes.
    const paths = document.paths as Record<string, Record<string, { parameters: Json[] }>>;
    const [first] = Object.entries(paths);
    if (!first) throw new Error('The document has no paths');
    const [route, item] = first;
    const broken = { ...document, paths: { ...paths, [route]: { get: { ...item.get, parameters: [{ name: 'page' }] } } } };
    expect(validate(broken)).toBe(false);
  });

  it('has every parameter and answer schema in it a valid JSON Schema 2020-12', () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    const schemas: unknown[] = [];
    for (const item of Object.values(document.paths as Record<string, Record<string, Json>>)) {
      for (const operation of Object.values(item)) {
        for (const parameter of operation.parameters as Json[]) schemas.push(parameter.schema);
        for (const answer of Object.values(operation.responses as Record<string, { content: Record<string, { schema: unknown }> }>)) {
          for (const media of Object.values(answer.content)) schemas.push(media.schema);
        }
      }
    }
    expect(schemas.length).toBeGreaterThan(10);
    for (const schema of schemas) expect(ajv.validateSchema(schema as object), JSON.stringify(ajv.errors)).toBe(true);
  });

  it('describes exactly the routes a token may call, each a GET behind the bearer scheme', () => {
    const operations = Object.entries(document.paths as Record<string, Record<string, Json>>).flatMap(([route, item]) =>
      Object.entries(item).map(([method, operation]) => `${method.toUpperCase()} ${route} (${String(operation['x-token-scope'])})`),
    );
    expect(operations.sort()).toEqual(
      [
        `GET ${openApiPath('/api/assessments')} (read)`,
        `GET ${openApiPath('/api/dashboard')} (read)`,
        `GET ${openApiPath('/api/assessments/export.csv')} (export)`,
        `GET ${openApiPath('/api/assessments/:id')} (export)`,
        `GET ${openApiPath('/api/support/assessments/:id/export.oscal.json')} (export)`,
      ].sort(),
    );
    expect(document.security).toEqual([{ apiToken: [] }]);
    expect(document.components).toEqual({ securitySchemes: { apiToken: expect.objectContaining({ type: 'http', scheme: 'bearer' }) } });
  });

  it('types the list query, the path id, the JSON answers and the CSV from the routes\' own schemas', () => {
    const paths = document.paths as Record<string, Record<string, { parameters: Json[]; responses: Record<string, { content: Record<string, { schema: Json }> }> }>>;
    const list = paths['/api/assessments']?.get;
    expect(list?.parameters.map((parameter) => parameter.name)).toEqual(expect.arrayContaining(['page', 'limit', 'search', 'status', 'sort', 'direction']));
    expect(list?.parameters.find((parameter) => parameter.name === 'status')).toMatchObject({ in: 'query', required: false, schema: { enum: ['draft', 'completed'] } });
    expect(list?.responses['200']?.content['application/json']?.schema).toMatchObject({ type: 'object', properties: { items: { type: 'array' }, total: expect.any(Object) } });
    expect(list?.responses['4XX']?.content['application/json']?.schema).toMatchObject({ properties: { error: { type: 'object' } } });
    expect(paths['/api/assessments/{id}']?.get?.parameters).toEqual([{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }]);
    expect(paths['/api/assessments/export.csv']?.get?.responses['200']?.content).toEqual({ 'text/csv': { schema: { type: 'string' } } });
  });

  it('holds no secret and may be cached: it is public', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.body).not.toMatch(/e8t_[A-Za-z0-9_-]{20,}/);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });
});
