import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { frameworkDocumentSchema } from '../../domain/framework/framework-document';
import { frameworkRoutes } from './framework.server';

describe('GET /api/framework', () => {
  const app = Fastify();
  frameworkRoutes(app);

  it('serves the catalogue with its version, cacheable for a day', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/framework' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.version).toBe('e8mm-2023-11.r4');
    expect(body.model).toBe('Essential Eight Maturity Model (November 2023)');
    expect(body.requirements).toHaveLength(152);
    expect(body.requirements[0]).toEqual({ id: expect.stringMatching(/^patch-applications-/), strategy: 'patch-applications', levels: expect.any(Array), text: expect.any(String), ism: expect.any(Array), howToCheck: expect.any(Array) });
    for (const requirement of body.requirements) expect(requirement.howToCheck.length, requirement.id).toBeGreaterThan(0);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers.etag).toBe('"e8mm-2023-11.r4"');
  });

  it("names its source, ASD's Essential Eight Maturity Model of November 2023 under CC BY 4.0, and says the product is not ASD's", async () => {
    const body = (await app.inject({ method: 'GET', url: '/api/framework' })).json();
    expect(body.source).toEqual({
      title: 'Essential Eight Maturity Model',
      publisher: 'Australian Signals Directorate (ASD)',
      published: 'November 2023',
      licence: { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
      notice: 'This product is not an ASD publication, and ASD does not endorse it.',
      attribution: expect.stringContaining('Essential Eight Maturity Model (November 2023) by the Australian Signals Directorate (ASD)'),
    });
    expect(body.source.attribution).toContain('licensed under CC BY 4.0');
    expect(body.source.attribution).toContain('This product is not an ASD publication, and ASD does not endorse it.');
  });

  it('drops a browser\'s copy of the catalogue from before it named its source', async () => {
    const stale = await app.inject({ method: 'GET', url: '/api/framework', headers: { 'if-none-match': '"e8mm-2023-11.r1"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.json().source.licence.name).toBe('CC BY 4.0');
  });

  it("drops a browser's copy of the catalogue from before its texts were all in the product's own words", async () => {
    const stale = await app.inject({ method: 'GET', url: '/api/framework', headers: { 'if-none-match': '"e8mm-2023-11.r3"' } });
    expect(stale.statusCode).toBe(200);
  });

  it('sends the catalogue as its declared schema names it, every field of every requirement, and no other', async () => {
    const body = (await app.inject({ method: 'GET', url: '/api/framework' })).json();
    expect(frameworkDocumentSchema.safeParse(body).error).toBeUndefined();
    // Strict at each level, so a field added on one side only fails here rather than slipping out unnamed.
    expect(frameworkDocumentSchema.safeParse({ ...body, extra: true }).success).toBe(false);
    expect(frameworkDocumentSchema.safeParse({ ...body, requirements: [{ ...body.requirements[0], extra: true }] }).success).toBe(false);
  });

  it('answers 304 when the browser already holds this version', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/framework', headers: { 'if-none-match': '"e8mm-2023-11.r4"' } });
    expect(response.statusCode).toBe(304);
    expect(response.body).toBe('');
    const listed = await app.inject({ method: 'GET', url: '/api/framework', headers: { 'if-none-match': '"older", W/"e8mm-2023-11.r4"' } });
    expect(listed.statusCode).toBe(304);
    expect((await app.inject({ method: 'GET', url: '/api/framework', headers: { 'if-none-match': '"older"' } })).statusCode).toBe(200);
  });
});
