import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { assessmentIdParamsSchema } from '../../domain/assessment';
import { resultsLinkEventDetails } from '../../domain/results-link';
import { freshResultsLinkInputSchema, freshResultsLinkSchema } from '../../domain/results-link-schemas';
import { requireEnabledSupport, supportUsername } from '../auth/require-support.server';
import { errorResponses } from '../contract.server';
import { sendError } from '../errors.server';
import { ASSESSMENT_NOT_FOUND } from '../invalid-input.server';
import { hashSecret, newSecret } from '../secrets.server';
import { replaceAccessKeyHash } from '../store/access-keys.server';
import { findAssessmentById } from '../store/assessments.server';
import { changeWithAudit } from '../store/audited-change.server';
import type { Database } from '../store/schema.server';
import { resultsLink, resultsLinkMailDetails, type ResultsLinkRouteOptions } from './results-link.server';

/**
 * POST /api/support/assessments/:id/results-link `{ send: 'copy' | 'email' }` (a signed-in consultant or
 * administrator whose account is enabled): gives the respondent of a completed assessment a fresh results link.
 * Either way the access key is replaced first, so the respondent's current link and every browser holding the old
 * key stop opening the results: only the new link works, and only the consultant and the respondent ever see it.
 * `copy` answers `{ link }` for the consultant to pass on; `email` mails it to the address the respondent gave
 * (never one from the request) and answers `{ sentTo }`. The audit log records who, when, which assessment, copy
 * or email and the recipient, never the link or its key. Consultants' sends are not counted against the
 * respondent's mail limits: they are signed in, and each send is in the audit log.
 */
export function supportResultsLinkRoutes(app: FastifyInstance, db: Kysely<Database>, options: Pick<ResultsLinkRouteOptions, 'now' | 'delivery' | 'linkBase' | 'branding'>): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/support/assessments/:id/results-link',
    {
      preValidation: requireEnabledSupport(db, options.now),
      schema: { params: assessmentIdParamsSchema, body: freshResultsLinkInputSchema, response: { 200: freshResultsLinkSchema, ...errorResponses } },
      config: { invalidParams: ASSESSMENT_NOT_FOUND, invalidInput: { message: 'Say whether to copy the fresh link or email it' } },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { send } = request.body;
      const stored = await findAssessmentById(db, id);
      if (!stored) return sendError(reply, 404, 'not_found', 'Assessment not found');
      const { assessment } = stored;
      if (assessment.status !== 'completed') {
        return sendError(reply, 409, 'not_completed', 'This assessment is a draft the respondent has not submitted: it has no results to link to yet.');
      }
      const recipient = send === 'email' ? assessment.respondentEmail : null;
      if (send === 'email') {
        if (!options.delivery) return sendError(reply, 409, 'mail_not_configured', 'This server does not send email. Copy a fresh link instead and send it to the respondent yourself.');
        if (!recipient) return sendError(reply, 409, 'no_email', 'The respondent gave no email address. Copy a fresh link instead and send it to them yourself.');
      }
      const accessKey = newSecret();
      const at = options.now();
      const replaced = await changeWithAudit(db, async (trx) => {
        const done = await replaceAccessKeyHash(trx, id, null, hashSecret(accessKey));
        const action = send === 'copy' ? ('results-link-copied' as const) : ('results-link-emailed' as const);
        return { result: done, audit: done ? { at, actor: supportUsername(request), action, assessmentId: id, details: resultsLinkEventDetails(send, recipient), address: request.ip } : null };
      });
      // Deleted between the read and the replace.
      if (!replaced) return sendError(reply, 404, 'not_found', 'Assessment not found');
      const link = resultsLink(options.linkBase, id, accessKey);
      // A copy, or (checked above, said again for the types) an email with a delivery and an address.
      if (send === 'copy' || !options.delivery || !recipient) return { link };
      try {
        await options.delivery.send(recipient, link, resultsLinkMailDetails(options, assessment.organizationName, 'consultancy', at));
      } catch (error) {
        request.log.error({ err: error }, 'fresh results link: the email could not be sent');
        return sendError(
          reply,
          502,
          'mail_failed',
          "The respondent's link was replaced, so their old link no longer works, but the email could not be sent just now. Try again later, or copy a fresh link and send it yourself.",
        );
      }
      return { sentTo: recipient };
    },
  );
}
