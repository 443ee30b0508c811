import { plainTextMailer } from '../mail/plain-text-mailer.server';

/** Where reset links go: by mail when SMTP is configured, otherwise into the server log. */
export interface ResetLinkDelivery {
  send(to: { username: string; email: string | undefined }, link: string): Promise<void>;
}

/** Builds the delivery from E8_SMTP_URL / E8_MAIL_FROM; without SMTP, the link is logged for the operator. */
export function resetLinkDelivery(options: {
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  /** The product's name in the subject line (from the branding). */
  productName?: string;
  log: (message: string) => void;
}): ResetLinkDelivery {
  if (!options.smtpUrl) {
    return {
      send: async (to, link) => options.log(`Password reset requested for "${to.username}". Reset link (valid 8 hours): ${link}`),
    };
  }
  const send = plainTextMailer({ smtpUrl: options.smtpUrl, mailFrom: options.mailFrom });
  return {
    send: async (to, link) => {
      if (!to.email) {
        options.log(`Password reset requested for "${to.username}", who has no email address. Reset link (valid 8 hours): ${link}`);
        return;
      }
      await send(
        to.email,
        `Reset your ${options.productName ?? 'Essential Eight Assessment Tool'} password`,
        `A password reset was requested for the support account "${to.username}".\n\nOpen this link within 8 hours to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this email: your password stays as it is.`,
      );
    },
  };
}
