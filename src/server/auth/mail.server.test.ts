import { describe, expect, it } from 'vitest';
import { useSmtpCapture } from '../../../tests/support/smtp-capture';
import { resetLinkDelivery } from './mail.server';

describe('reset link delivery', () => {
  const { received, url } = useSmtpCapture();

  it('mails the link to the user when SMTP is configured', async () => {
    const log: string[] = [];
    const delivery = resetLinkDelivery({ smtpUrl: url(), mailFrom: 'tool@example.com', logLinks: true, log: (line) => log.push(line) });
    await delivery.send({ username: 'support', email: 'ops@example.com' }, 'http://localhost:3000/reset-password?token=abc');
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['ops@example.com']);
    // The text part is quoted-printable: undo soft line breaks and the encoded "=".
    const text = received[0]!.body.replace(/=\r\n/g, '').replace(/=3D/g, '=');
    expect(text).toContain('http://localhost:3000/reset-password?token=abc');
    expect(received[0]!.body).toContain('Subject: Reset your Essential Eight Assessment Tool password');
    expect(log).toEqual([]);
  });

  it('writes nothing to the log by default when the link cannot be mailed: no SMTP, or a user without an email address', async () => {
    const log: string[] = [];
    const mailed = received.length;
    await resetLinkDelivery({ smtpUrl: undefined, mailFrom: undefined, logLinks: false, log: (line) => log.push(line) }).send(
      { username: 'support', email: undefined },
      'http://localhost:3000/reset-password?token=xyz',
    );
    await resetLinkDelivery({ smtpUrl: url(), mailFrom: undefined, logLinks: false, log: (line) => log.push(line) }).send(
      { username: 'nomail', email: undefined },
      'http://localhost:3000/reset-password?token=def',
    );
    expect(log).toEqual([]);
    expect(received).toHaveLength(mailed);
  });

  it('writes the link to the server log with E8_LOG_RESET_LINKS on, without SMTP or for a user without an email address', async () => {
    const log: string[] = [];
    await resetLinkDelivery({ smtpUrl: undefined, mailFrom: undefined, logLinks: true, log: (line) => log.push(line) }).send(
      { username: 'support', email: undefined },
      'http://localhost:3000/reset-password?token=xyz',
    );
    await resetLinkDelivery({ smtpUrl: url(), mailFrom: undefined, logLinks: true, log: (line) => log.push(line) }).send(
      { username: 'nomail', email: undefined },
      'http://localhost:3000/reset-password?token=def',
    );
    expect(log).toEqual([
      'Password reset requested for "support". Reset link (valid 8 hours): http://localhost:3000/reset-password?token=xyz',
      'Password reset requested for "nomail", who has no email address. Reset link (valid 8 hours): http://localhost:3000/reset-password?token=def',
    ]);
  });
});
