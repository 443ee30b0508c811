import { plainTextMailer } from '../mail/plain-text-mailer.server';

/** Where reset links go: by mail when SMTP is configured, otherwise into the server log if the operator asked for that. */
export interface ResetLinkDelivery {
  send(to: { username: string; email: string | undefined }, link: string): Promise<void>;
}

/**
 * Builds the delivery from E8_SMTP_URL / E8_MAIL_FROM. A link that cannot be mailed (no SMTP, or an
 * account without an email address) is written to the log only when `logLinks` (E8_LOG_RESET_LINKS)
 * is on: a live link lets whoever reads the log, or wherever the log is shipped, take the account.
 * Otherwise it goes nowhere, and an operator sets a password with `npm run support -- set-password`.
 */
export function resetLinkDelivery(options: {
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  /** The product's name in the subject line (from the branding). */
  productName?: string;
  /** E8_LOG_RESET_LINKS: write links that cannot be mailed to the log. */
  logLinks: boolean;
  log: (message: string) => void;
}): ResetLinkDelivery {
  const logLink = async (to: { username: string }, why: string, link: string) => {
    if (options.logLinks) options.log(`Password reset requested for "${to.username}"${why}. Reset link (valid 8 hours): ${link}`);
  };
  if (!options.smtpUrl) return { send: (to, link) => logLink(to, '', link) };
  const send = plainTextMailer({ smtpUrl: options.smtpUrl, mailFrom: options.mailFrom });
  return {
    send: async (to, link) => {
      if (!to.email) return logLink(to, ', who has no email address', link);
      await send(
        to.email,
        `Reset your ${options.productName ?? 'Essential Eight Assessment Tool'} password`,
        `A password reset was requested for the support account "${to.username}".\n\nOpen this link within 8 hours to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this email: your password stays as it is.`,
      );
    },
  };
}
