import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpSubmissionNoticeDelivery } from './submission-notice-mail.server';

describe('submission notice delivery', () => {
  const received: { from: string | undefined; to: string[]; body: string }[] = [];
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let body = '';
        stream.on('data', (chunk: Buffer) => (body += chunk.toString()));
        stream.on('end', () => {
          const from = session.envelope.mailFrom;
          received.push({ from: from ? from.address : undefined, to: session.envelope.rcptTo.map((address) => address.address), body });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const address = server.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('mails the notice as plain text to the team address, from the configured sender', async () => {
    const delivery = smtpSubmissionNoticeDelivery({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'tool@example.com', to: 'team@example.com' });
    await delivery.send({ subject: 'New assessment: Acme (Maturity Level One)', text: 'Organisation: Acme\n\nhttps://e8.example/support/results/abc' });
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(['team@example.com']);
    expect(received[0]?.from).toBe('tool@example.com');
    expect(received[0]?.body).toContain('Subject: New assessment: Acme (Maturity Level One)');
    expect(received[0]?.body).toContain('Content-Type: text/plain');
    expect(received[0]?.body).toContain('https://e8.example/support/results/abc');
  });
});
