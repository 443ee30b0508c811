import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { fieldMessages } from '../domain/field-messages';
import { sendError } from './errors.server';

/** What a route answers when its input does not parse. */
export interface InvalidInputAnswer {
  /** 400 by default; 404 for an id that cannot name anything, so ids cannot be probed. */
  status?: 400 | 404;
  /** `invalid_input` by default. */
  code?: string;
  /** The message in words, or one chosen from the field messages. */
  message: string | ((fields: Record<string, string>) => string);
}

/** The most fields a 400 names: enough to correct a form, never a body's worth of errors. */
export const MAX_LISTED_FIELDS = 20;

/**
 * The first `MAX_LISTED_FIELDS` field messages, and the message extended to say how many more
 * there are, so a body with thousands of errors gets an answer of a few hundred bytes.
 */
export function listedFields(fields: Record<string, string>, message: string): { fields: Record<string, string>; message: string } {
  const entries = Object.entries(fields);
  if (entries.length <= MAX_LISTED_FIELDS) return { fields, message };
  const more = entries.length - MAX_LISTED_FIELDS;
  return {
    fields: Object.fromEntries(entries.slice(0, MAX_LISTED_FIELDS)),
    message: `${message} (${more} more ${more === 1 ? 'field is' : 'fields are'} not listed)`,
  };
}

/** What a route that takes no body answers to one with fields. */
export const NO_FIELDS_MESSAGE = 'This request takes no fields';

/**
 * The declared body of a route that takes none: nothing, JSON null or an empty object; any field is refused by
 * name (with `NO_FIELDS_MESSAGE` as the route's `invalidInput`). Fastify validates a missing body as null.
 */
export const noFieldsBody = z.strictObject({}).nullish();

/** The answer to an id in the URL that is not a UUID: the same 404 as an id that names nothing. */
export const ASSESSMENT_NOT_FOUND: InvalidInputAnswer = { status: 404, code: 'not_found', message: 'Assessment not found' };

/** Sends the answer to input that did not parse: the status, code and message asked for, and (for a 400) each bad field's message. */
export function sendInvalidInput(reply: FastifyReply, error: z.ZodError, answer: InvalidInputAnswer): FastifyReply {
  const status = answer.status ?? 400;
  const fields = fieldMessages(error);
  const message = typeof answer.message === 'function' ? answer.message(fields) : answer.message;
  if (status !== 400) return sendError(reply, status, answer.code ?? 'invalid_input', message);
  const listed = listedFields(fields, message);
  return sendError(reply, status, answer.code ?? 'invalid_input', listed.message, listed.fields);
}
