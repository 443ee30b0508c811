import type { PlainTextNotice } from '../../domain/review/evidence-request-notice';
import { plainTextMailer } from './plain-text-mailer.server';

/** Where a notice of a request for evidence goes: the respondent's address saved in the assessment, never one from a request. */
export interface EvidenceRequestDelivery {
  send(to: string, notice: PlainTextNotice): Promise<void>;
}

/** Sends the notices by SMTP (E8_SMTP_URL, from E8_MAIL_FROM), as plain text only; there is no delivery without SMTP. */
export function smtpEvidenceRequestDelivery(options: { smtpUrl: string; mailFrom: string | undefined }): EvidenceRequestDelivery {
  const send = plainTextMailer(options);
  return { send: (to, notice) => send(to, notice.subject, notice.text) };
}
