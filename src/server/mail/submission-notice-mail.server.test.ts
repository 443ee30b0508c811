import { describe, expect, it } from 'vitest';
import { useSmtpCapture } from '../../../tests/support/smtp-capture';
import { smtpSubmissionNoticeDelivery } from './submission-notice-mail.server';

describe('submission notice delivery', () => {
  const { received, url } = useSmtpCapture();

  it('mails the notice as plain text to the team address, from the configured sender', async () => {
    const delivery = smtpSubmissionNoticeDelivery({ smtpUrl: url(), mailFrom: 'tool@example.com', to: 'team@example.com' });
    await delivery.send({ subject: 'New assessment: Acme (Maturity Level One)', text: 'Organisation: Acme\n\nhttps://e8.example/support/results/abc' });
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(['team@example.com']);
    expect(received[0]?.from).toBe('tool@example.com');
    expect(received[0]?.body).toContain('Subject: New assessment: Acme (Maturity Level One)');
    expect(received[0]?.body).toContain('Content-Type: text/plain');
    expect(received[0]?.body).toContain('https://e8.example/support/results/abc');
  });
});
