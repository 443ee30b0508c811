import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { ACCESS_KEY_HEADER } from '../../domain/constants';
import { sendError } from '../errors.server';
import type { ResumeLinkDelivery } from '../mail/resume-link-mail.server';
import type { Database } from '../store/schema.server';
import { assessmentByAccessKey, type AssessmentRouteOptions } from './assessments.server';

export interface ResumeLinkRouteOptions extends AssessmentRouteOptions {
  /** How resume links are mailed; absent when SMTP is not configured (E8_SMTP_URL). */
  delivery: ResumeLinkDelivery | undefined;
  /** The origin resume links point at: E8_PUBLIC_URL, never the request's Host header (which a caller controls). */
  linkBase: string;
}

/** The resume link of a draft, as the client's resume page reads it: the key in the fragment, which browsers never send to a server. */
export function resumeLink(linkBase: string, id: string, accessKey: string): string {
  return `${new URL(linkBase).origin}/assessment/resume?id=${encodeURIComponent(id)}#key=${encodeURIComponent(accessKey)}`;
}

/**
 * GET /api/draft-settings tells the wizard how long drafts are kept and whether "Email me this link" can
 * work here. POST /api/assessments/:id/resume-link, with the draft's access key, mails its resume link to
 * the email address stored in the draft; it never takes an address from the request, so nobody can
 * have the server mail strangers.
 */
export function resumeLinkRoutes(app: FastifyInstance, db: Kysely<Database>, options: ResumeLinkRouteOptions): void {
  app.get('/api/draft-settings', async () => ({ draftDays: options.draftDays, emailAvailable: options.delivery !== undefined }));

  app.post('/api/assessments/:id/resume-link', { onRequest: options.limit }, async (request, reply) => {
    const stored = await assessmentByAccessKey(db, request, reply, options, 'open');
    if (!stored) return reply;
    const { assessment } = stored;
    if (!options.delivery) {
      return sendError(reply, 409, 'mail_not_configured', 'This server does not send email. Copy the link and keep it somewhere safe instead.');
    }
    if (assessment.status !== 'draft') {
      return sendError(reply, 409, 'not_a_draft', 'This assessment is already completed: there is nothing to resume. Its results stay at the link you have.');
    }
    if (!assessment.respondentEmail) {
      return sendError(reply, 409, 'no_email', 'This draft has no email address to send the link to. Enter yours under Organisation details and save again, or copy the link instead.');
    }
    const accessKey = String(request.headers[ACCESS_KEY_HEADER]);
    try {
      await options.delivery.send(assessment.respondentEmail, resumeLink(options.linkBase, assessment.id, accessKey), options.draftDays);
    } catch (error) {
      request.log.error({ err: error }, 'resume link: the email could not be sent');
      return sendError(reply, 502, 'mail_failed', 'The email could not be sent just now. Copy the link instead, or try again later.');
    }
    return { sentTo: assessment.respondentEmail };
  });
}
