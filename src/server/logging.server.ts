import Fastify, { type FastifyBaseLogger } from 'fastify';
import { ACCESS_KEY_HEADER } from '../domain/constants';
import type { LogLevel } from './config.server';

/** Replaces the value of secret-bearing query parameters (reset tokens, access keys) in a URL. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|key|accessKey|access_key)=)[^&#]*/gi, '$1[redacted]');
}

/**
 * Structured JSON logs (pino) that never hold a password, a token, an access key or a session
 * cookie: requests are logged as method, URL with secrets removed and address only, and any of
 * those fields that reaches a log object is censored.
 */
export function loggerOptions(level: LogLevel) {
  return {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        `req.headers["${ACCESS_KEY_HEADER}"]`,
        'res.headers["set-cookie"]',
        'password',
        'token',
        'accessKey',
        '*.password',
        '*.token',
        '*.accessKey',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({ method: request.method, url: redactUrl(request.url), remoteAddress: request.ip }),
    },
  };
}

/**
 * The server's one logger, JSON lines on stdout from the first line of start-up to the last of shutdown: pino as
 * Fastify builds it from loggerOptions (Fastify's own pino, so the version is the one Fastify is tested with), made
 * before the app so that start-up and its refusals are logged alike, then handed to the app. Its level may be set
 * once LOG_LEVEL has been read.
 */
export function serverLogger(level: LogLevel): FastifyBaseLogger {
  return Fastify({ logger: loggerOptions(level) }).log;
}

/**
 * The lines that tell an operator the first support account's generated password, for stderr rather than the log:
 * a log is collected, kept and read by others, and a live password must not be in it. Framed and labelled, so a
 * person finds it among the start-up output and knows it will not be shown again.
 */
export function generatedPasswordNotice(username: string, password: string): string {
  const lines = [
    'FIRST START: the support account below was created with a random password.',
    'It is shown only this once, here on stderr, and is not written to the log.',
    '',
    `  username: ${username}`,
    `  password: ${password}`,
    '',
    `Sign in with it, then change it, or run: npm run support -- set-password ${username}`,
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = `+${'-'.repeat(width + 2)}+`;
  return [rule, ...lines.map((line) => `| ${line.padEnd(width)} |`), rule].join('\n') + '\n';
}
