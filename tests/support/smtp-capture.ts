import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';

/** One message the capturing server received: the envelope's sender and recipients, and the raw message. */
export interface CapturedMail {
  from: string | undefined;
  to: string[];
  body: string;
}

/**
 * An SMTP server on a free local port for the tests of one file, started before them and stopped after:
 * `received` collects every message, and `url()` is the `smtp://` address to send to.
 */
export function useSmtpCapture(): { received: CapturedMail[]; url: () => string } {
  const received: CapturedMail[] = [];
  let server: SMTPServer | undefined;
  let port = 0;

  beforeAll(async () => {
    const started = new SMTPServer({
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
    await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', () => resolve()));
    const address = started.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
    server = started;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });

  return { received, url: () => `smtp://127.0.0.1:${port}` };
}
