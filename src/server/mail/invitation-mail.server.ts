import { plainTextMailer } from './plain-text-mailer.server';
import { utcDateTimeInWords } from '../../domain/format';
import { roleInWords, type Role } from '../../domain/roles';

/** What an invitation email says besides the link: for whom, which role, who invited them, until when, on which site. */
export interface InvitationMailDetails {
  username: string;
  role: Role;
  invitedBy: string;
  expiresAt: number;
  /** The origin of E8_PUBLIC_URL, which the link also points at. */
  site: string;
}

/** Where an administrator's invitation goes when mail is configured: the address the administrator typed. */
export interface InvitationDelivery {
  send(to: string, link: string, details: InvitationMailDetails): Promise<void>;
}

/**
 * The plain-text body of an invitation email: who invited whom to which role on which site, the link
 * (the only way in: it sets the account's password once), when it stops working, and what to do if it
 * was not expected. The link's secret is in its fragment, which browsers never send to a server.
 */
export function invitationMailText(link: string, details: InvitationMailDetails, productName: string): string {
  return [
    `${details.invitedBy} invited you to join the support team of ${productName} on ${details.site} ` +
      `as ${roleInWords(details.role).toLowerCase()}, with the username "${details.username}".`,
    `Open this link to choose your password and create your account:\n${link}`,
    `The link works once, until ${utcDateTimeInWords(details.expiresAt)}. Whoever has it can create the account, so do not share it.`,
    'If you did not expect this, you can ignore this email, or tell the person who invited you.',
  ].join('\n\n');
}

/** Sends invitations by SMTP (E8_SMTP_URL, from E8_MAIL_FROM), as plain text only; without SMTP the link is shown to the administrator instead. */
export function smtpInvitationDelivery(options: { smtpUrl: string; mailFrom: string | undefined; productName: string }): InvitationDelivery {
  const send = plainTextMailer(options);
  return {
    send: (to, link, details) => send(to, `You are invited to ${options.productName}`, invitationMailText(link, details, options.productName)),
  };
}
