import nodemailer from 'nodemailer';

/** Sends one plain-text email. */
export type SendPlainText = (to: string, subject: string, text: string) => Promise<void>;

/**
 * Sends plain-text mail by SMTP (E8_SMTP_URL) from E8_MAIL_FROM, or no-reply@localhost without it: every
 * email the server sends (reset links, resume links, invitations, new-submission notices) goes this way,
 * never as HTML.
 */
export function plainTextMailer(options: { smtpUrl: string; mailFrom: string | undefined }): SendPlainText {
  const transport = nodemailer.createTransport(options.smtpUrl);
  return async (to, subject, text) => {
    await transport.sendMail({ from: options.mailFrom ?? 'no-reply@localhost', to, subject, text });
  };
}
