import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { hasAnyAnswer } from '../../domain/assessment';
import { waitInWords } from '../../domain/format';
import { resumePath } from '../../domain/links';
import { draftSettingsSchema } from '../../domain/draft-settings';
import { emailedResumeLinkSchema } from '../../domain/emailed-resume-link';
import { ACCESS_KEY_HEADER, DAY_MS } from '../../domain/constants';
import { retryAfterSeconds, sendError } from '../errors.server';
import { errorResponses } from '../contract.server';
import { noFieldsBody } from '../invalid-input.server';
import type { ResumeLinkDelivery } from '../mail/resume-link-mail.server';
import { recordResumeLinkMailWithin, type ResumeLinkMailLimits } from '../store/resume-link-mails.server';
import type { Database } from '../store/schema.server';
import { keyHeldAssessment, requireAccessKey, type AssessmentRouteOptions } from './assessments.server';

export interface ResumeLinkRouteOptions extends AssessmentRouteOptions {
  /** How resume links are mailed; absent when SMTP is not configured (E8_SMTP_URL). */
  delivery: ResumeLinkDelivery | undefined;
  /** The origin resume links point at: E8_PUBLIC_URL, never the request's Host header (which a caller controls). */
  linkBase: string;
}

/** The resume link of a draft, as the client's resume page reads it: the key in the fragment, which browsers never send to a server. */
export function resumeLink(linkBase: string, id: string, accessKey: string): string {
  return `${new URL(linkBase).origin}${resumePath(id, accessKey)}`;
}

/**
 * The stored address is whatever the key holder typed, so the server could be made to mail strangers a
 * link to a draft someone else holds the key to. A respondent needs one email, perhaps a second; three
 * per draft and five per address in a day leave room for that and make the server useless for mailing
 * anyone repeatedly. Copy link is never limited.
 */
export const RESUME_LINK_MAIL_LIMITS: ResumeLinkMailLimits = { perDraft: 3, perRecipient: 5, windowMs: DAY_MS };

/**
 * GET /api/draft-settings tells the wizard how long drafts are kept and whether "Email me this link" can
 * work here. POST /api/assessments/:id/resume-link, with the draft's access key, mails its resume link to
 * the email address stored in the draft; it never takes an address from the request, so nobody can
 * have the server mail an address other than the draft's. Because that address is the key holder's
 * own text, sends are limited per draft and per address (RESUME_LINK_MAIL_LIMITS), a draft with no
 * answer is refused, and the email tells a recipient who did not ask for it to ignore it.
 */
export function resumeLinkRoutes(app: FastifyInstance, db: Kysely<Database>, options: ResumeLinkRouteOptions): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/api/draft-settings', { schema: { response: { 200: draftSettingsSchema, ...errorResponses } } }, async () => ({
    draftDays: options.draftDays,
    emailAvailable: options.delivery !== undefined,
  }));

  const route = {
    onRequest: options.limit,
    // The key before the body, so a stranger learns nothing of what the route takes.
    preValidation: requireAccessKey(db, options, 'open'),
    // The address comes from the draft alone; a body that names one is refused, not quietly ignored.
    schema: { body: noFieldsBody, response: { 200: emailedResumeLinkSchema, ...errorResponses } },
    config: { invalidInput: { message: 'This request takes no fields: the link goes to the address saved in the draft' } },
  };
  api.post('/api/assessments/:id/resume-link', route, async (request, reply) => {
    const { assessment } = keyHeldAssessment(request);
    if (!options.delivery) {
      return sendError(reply, 409, 'mail_not_configured', 'This server does not send email. Copy the link and keep it somewhere safe instead.');
    }
    if (assessment.status !== 'draft') {
      return sendError(reply, 409, 'not_a_draft', 'This assessment is already completed: there is nothing to resume. Its results stay at the link you have.');
    }
    if (!assessment.respondentEmail) {
      return sendError(reply, 409, 'no_email', 'This draft has no email address to send the link to. Enter yours under Organisation details and save again, or copy the link instead.');
    }
    if (!hasAnyAnswer(assessment)) {
      return sendError(reply, 409, 'no_answers', 'Answer at least one question before asking for the link by email.');
    }
    const at = options.now();
    const claim = await recordResumeLinkMailWithin(db, { assessmentId: assessment.id, recipient: assessment.respondentEmail, at }, RESUME_LINK_MAIL_LIMITS);
    if (!claim.recorded) {
      const wait = claim.retryAt - at;
      const reached =
        claim.limit === 'draft'
          ? `This draft's link has already been emailed ${RESUME_LINK_MAIL_LIMITS.perDraft} times in the last 24 hours.`
          : `This email address has already been sent ${RESUME_LINK_MAIL_LIMITS.perRecipient} resume links in the last 24 hours, the most it is sent in a day.`;
      reply.header('retry-after', String(retryAfterSeconds(wait)));
      return sendError(reply, 429, 'mail_limit_reached', `${reached} You can ask again in ${waitInWords(wait)}, or use Copy link instead.`);
    }
    const accessKey = String(request.headers[ACCESS_KEY_HEADER]);
    const details = { draftDays: options.draftDays, organisationName: assessment.organizationName, requestedAt: at, site: new URL(options.linkBase).origin };
    try {
      // A failed send still counts: the server cannot tell whether a failed SMTP conversation delivered
      // the email, and the limits are a ceiling on attempts to mail an address.
      await options.delivery.send(assessment.respondentEmail, resumeLink(options.linkBase, assessment.id, accessKey), details);
    } catch (error) {
      request.log.error({ err: error }, 'resume link: the email could not be sent');
      return sendError(reply, 502, 'mail_failed', 'The email could not be sent just now. Copy the link instead, or try again later.');
    }
    return { sentTo: assessment.respondentEmail };
  });
}
