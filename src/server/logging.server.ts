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
