import nodemailer from 'nodemailer';

/** Where "Email me this link" sends a draft's resume link: the respondent's own address, never one from a request. */
export interface ResumeLinkDelivery {
  send(to: string, link: string, draftDays: number): Promise<void>;
}

/** Sends resume links by SMTP (E8_SMTP_URL, from E8_MAIL_FROM); there is no delivery without SMTP. */
export function smtpResumeLinkDelivery(options: { smtpUrl: string; mailFrom: string | undefined; productName: string }): ResumeLinkDelivery {
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    send: async (to, link, draftDays) => {
      await transport.sendMail({
        from: options.mailFrom ?? 'no-reply@localhost',
        to,
        subject: `Your saved ${options.productName} assessment`,
        text:
          `You saved an assessment to finish later. Open this link to carry on where you left off:\n${link}\n\n` +
          `The draft is kept for ${draftDays} days after its last save, then deleted. Whoever has this link can open and change your answers, so do not share it.\n\n` +
          'If you did not ask for this, you can ignore this email.',
      });
    },
  };
}
