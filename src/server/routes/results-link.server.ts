import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { RESPONDENT_ACTOR, RESPONDENT_ADDRESS } from '../../domain/audit';
import type { Branding } from '../../domain/branding';
import { waitInWords } from '../../domain/format';
import { resultsPath } from '../../domain/links';
import { resultsLinkEventDetails } from '../../domain/results-link';
import { emailedResultsLinkSchema, replacedAccessKeySchema } from '../../domain/results-link-schemas';
import { errorResponses } from '../contract.server';
import { retryAfterSeconds, sendError } from '../errors.server';
import { noFieldsBody } from '../invalid-input.server';
import type { ResultsLinkDelivery, ResultsLinkMailDetails } from '../mail/results-link-mail.server';
import { hashSecret, newSecret } from '../secrets.server';
import { replaceAccessKeyHash } from '../store/access-keys.server';
import { changeWithAudit } from '../store/audited-change.server';
import { recordResumeLinkMailWithin, type ResumeLinkMailClaim } from '../store/resume-link-mails.server';
import type { Database } from '../store/schema.server';
import { accessKeyOf, keyHeldAssessment, notFoundMessage, requireAccessKey, type AssessmentRouteOptions } from './assessments.server';
import { RESUME_LINK_MAIL_LIMITS } from './resume-link.server';

export interface ResultsLinkRouteOptions extends AssessmentRouteOptions {
  /** How results links are mailed; absent when SMTP is not configured (E8_SMTP_URL). */
  delivery: ResultsLinkDelivery | undefined;
  /** The origin results links point at: E8_PUBLIC_URL, never the request's Host header (which a caller controls). */
  linkBase: string;
  branding: Branding;
}

/** The results link of an assessment, as the results page reads it: the key in the fragment, which browsers never send to a server. */
export function resultsLink(linkBase: string, id: string, accessKey: string): string {
  return `${new URL(linkBase).origin}${resultsPath(id, accessKey)}`;
}

/** What a results-link email says besides the link, for one asked for now. */
export function resultsLinkMailDetails(options: Pick<ResultsLinkRouteOptions, 'linkBase' | 'branding'>, organisationName: string, askedBy: ResultsLinkMailDetails['askedBy'], requestedAt: number): ResultsLinkMailDetails {
  return { organisationName, askedBy, companyName: options.branding.companyName, requestedAt, site: new URL(options.linkBase).origin };
}

/** Said when the server has no mail set up (E8_SMTP_URL). */
export const NO_MAIL_MESSAGE = 'This server does not send email. Copy the link to these results instead.';

/** The 429 of a results-link email over the limits it shares with resume links, in words, with when to ask again. */
function mailLimitReached(reply: FastifyReply, claim: Extract<ResumeLinkMailClaim, { recorded: false }>, at: number): FastifyReply {
  const wait = claim.retryAt - at;
  const reached =
    claim.limit === 'draft'
      ? `The link to these results has already been emailed ${RESUME_LINK_MAIL_LIMITS.perDraft} times in the last 24 hours.`
      : `This email address has already been sent ${RESUME_LINK_MAIL_LIMITS.perRecipient} links in the last 24 hours, the most it is sent in a day.`;
  reply.header('retry-after', String(retryAfterSeconds(wait)));
  return sendError(reply, 429, 'mail_limit_reached', `${reached} You can ask again in ${waitInWords(wait)}, or copy the link instead.`);
}

/**
 * The respondent's results link, with the assessment's access key (in its header; no body, as nothing else is taken):
 * POST /api/assessments/:id/results-link mails a completed assessment's results link to the email address stored in
 * it, never one from the request, within the limits resume links have (they share their count: both mail whatever
 * address the key holder typed). POST /api/assessments/:id/access-key replaces the access key: the answer is the new
 * key, the old one opens nothing from that moment (in every browser holding it), and the audit log records that the
 * respondent replaced it, without either key.
 */
export function resultsLinkRoutes(app: FastifyInstance, db: Kysely<Database>, options: ResultsLinkRouteOptions): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = {
    onRequest: options.limit,
    // The key before the body, so a stranger learns nothing of what the route takes.
    preValidation: requireAccessKey(db, options, 'open'),
    config: { invalidInput: { message: 'This request takes no fields' } },
  };

  api.post('/api/assessments/:id/results-link', { ...route, schema: { body: noFieldsBody, response: { 200: emailedResultsLinkSchema, ...errorResponses } } }, async (request, reply) => {
    const { assessment } = keyHeldAssessment(request);
    if (!options.delivery) return sendError(reply, 409, 'mail_not_configured', NO_MAIL_MESSAGE);
    if (assessment.status !== 'completed') {
      return sendError(reply, 409, 'not_completed', 'This assessment is a saved draft that has not been submitted, so it has no results yet. Use its resume link to carry on.');
    }
    if (!assessment.respondentEmail) return sendError(reply, 409, 'no_email', 'These results have no email address to send the link to. Copy the link instead.');
    const at = options.now();
    const claim = await recordResumeLinkMailWithin(db, { assessmentId: assessment.id, recipient: assessment.respondentEmail, at }, RESUME_LINK_MAIL_LIMITS);
    if (!claim.recorded) return mailLimitReached(reply, claim, at);
    const link = resultsLink(options.linkBase, assessment.id, accessKeyOf(request) ?? '');
    try {
      // A failed send still counts, as a resume link's does: the limits are a ceiling on attempts to mail an address.
      await options.delivery.send(assessment.respondentEmail, link, resultsLinkMailDetails(options, assessment.organizationName, 'respondent', at));
    } catch (error) {
      request.log.error({ err: error }, 'results link: the email could not be sent');
      return sendError(reply, 502, 'mail_failed', 'The email could not be sent just now. Copy the link instead, or try again later.');
    }
    return { sentTo: assessment.respondentEmail };
  });

  api.post('/api/assessments/:id/access-key', { ...route, schema: { body: noFieldsBody, response: { 200: replacedAccessKeySchema, ...errorResponses } } }, async (request, reply) => {
    const stored = keyHeldAssessment(request);
    const id = stored.assessment.id;
    const accessKey = newSecret();
    const at = options.now();
    // Only over the key this request holds: a replace that landed in between wins, and this one is answered as a wrong key.
    const replaced = await changeWithAudit(db, async (trx) => {
      const done = await replaceAccessKeyHash(trx, id, stored.accessKeyHash, hashSecret(accessKey));
      const details = resultsLinkEventDetails('replace', null);
      return { result: done, audit: done ? { at, actor: RESPONDENT_ACTOR, action: 'results-link-replaced' as const, assessmentId: id, details, address: RESPONDENT_ADDRESS } : null };
    });
    if (!replaced) return sendError(reply, 404, 'not_found', notFoundMessage(options.draftDays));
    return { accessKey };
  });
}
