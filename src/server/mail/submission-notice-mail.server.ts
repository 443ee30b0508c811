import { plainTextMailer } from './plain-text-mailer.server';
import type { SubmissionNotice } from '../../domain/submission-notice';

/** Where the notice of each completed assessment goes: the team's address (E8_NOTIFY_EMAIL), never a respondent's. */
export interface SubmissionNoticeDelivery {
  send(notice: SubmissionNotice): Promise<void>;
}

/** Sends the notices by SMTP (E8_SMTP_URL, from E8_MAIL_FROM) to E8_NOTIFY_EMAIL, as plain text only. */
export function smtpSubmissionNoticeDelivery(options: { smtpUrl: string; mailFrom: string | undefined; to: string }): SubmissionNoticeDelivery {
  const send = plainTextMailer(options);
  return {
    send: async (notice) => {
      await send(options.to, notice.subject, notice.text);
    },
  };
}
