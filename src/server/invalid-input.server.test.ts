import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ASSESSMENT_NOT_FOUND, sendInvalidInput, type InvalidInputAnswer } from './invalid-input.server';

const nameSchema = z.object({ name: z.string().min(1, 'Name is required') });

/** One route that parses its body and echoes the parsed value, or sends the answer to input that did not parse. */
async function answerTo(body: unknown, schema: z.ZodType, answer: InvalidInputAnswer) {
  const app = Fastify();
  app.post('/', async (request, reply) => {
    const result = schema.safeParse(request.body);
    if (!result.success) return sendInvalidInput(reply, result.error, answer);
    return { parsed: result.data };
  });
  const response = await app.inject({ method: 'POST', url: '/', payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
  await app.close();
  return { status: response.statusCode, body: response.json() };
}

describe('the answer to input that does not parse', () => {
  it('returns the parsed value', async () => {
    expect(await answerTo({ name: 'Ada' }, nameSchema, { message: 'Bad' })).toEqual({ status: 200, body: { parsed: { name: 'Ada' } } });
  });

  it('answers 400 invalid_input with the message and each bad field', async () => {
    expect(await answerTo({ name: '' }, nameSchema, { message: 'Check the form' })).toEqual({
      status: 400,
      body: { error: { code: 'invalid_input', message: 'Check the form', fields: { name: 'Name is required' } } },
    });
  });

  it('takes a code, and a message chosen from the field messages', async () => {
    const answer: InvalidInputAnswer = { code: 'invalid_query', message: (fields) => fields.name ?? 'Check the form' };
    expect((await answerTo({ name: '' }, nameSchema, answer)).body.error).toMatchObject({ code: 'invalid_query', message: 'Name is required' });
  });

  it('answers an id that cannot name anything as not found, without field messages', async () => {
    expect(await answerTo({ id: 'not-a-uuid' }, z.object({ id: z.uuid() }), ASSESSMENT_NOT_FOUND)).toEqual({
      status: 404,
      body: { error: { code: 'not_found', message: 'Assessment not found' } },
    });
  });
});

describe('a body with many bad fields', () => {
  it('names the first 20 fields and says how many more there are', async () => {
    const schema = z.strictObject({ name: z.string() });
    const body = Object.fromEntries(Array.from({ length: 120 }, (_unused, index) => [`extra${index}`, 1]));
    const { status, body: answer } = await answerTo({ name: 'Ada', ...body }, schema, { message: 'Check the form' });
    expect(status).toBe(400);
    expect(Object.keys(answer.error.fields)).toHaveLength(20);
    expect(answer.error.fields.extra0).toBe('Unknown field "extra0"');
    expect(answer.error.message).toBe('Check the form (100 more fields are not listed)');
  });
});
