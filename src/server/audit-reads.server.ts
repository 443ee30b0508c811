import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { RepeatableAction } from '../domain/audit';
import { supportUsername } from './auth/require-support.server';
import { insertRepeatableAuditEvent } from './store/audit.server';
import type { Database } from './store/schema.server';

/** A read a signed-in support user made: what kind, its details in words, and the assessment it was about, if one. */
export interface SupportRead {
  action: Exclude<RepeatableAction, 'refused'>;
  details: string;
  assessmentId?: string;
}

/** Writes a signed-in support user's read to the audit log, by them and from their address, once a minute for the same read. */
export function recordRead(db: Kysely<Database>, request: FastifyRequest, at: number, read: SupportRead): Promise<void> {
  return insertRepeatableAuditEvent(db, { at, actor: supportUsername(request), action: read.action, assessmentId: read.assessmentId ?? null, details: read.details, address: request.ip });
}
