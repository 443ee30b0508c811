import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { usernameSchema } from '../domain/auth-schemas';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../domain/calendar-day';
import { DEFAULT_DRAFT_DAYS, MAX_DRAFT_DAYS } from '../domain/constants';

/** pino's levels, quietest last: what LOG_LEVEL accepts. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const DRAFT_DAYS_MESSAGE = `E8_DRAFT_DAYS must be a whole number of days from 1 to ${MAX_DRAFT_DAYS} (default ${DEFAULT_DRAFT_DAYS})`;

const EVIDENCE_STORAGE_MESSAGE =
  'E8_EVIDENCE_STORAGE_GB must be a number of gigabytes above 0, such as 50 or 2.5 (default: on SQLite, the evidence kept and half the free space of E8_DATA_DIR at start-up; on PostgreSQL, 50)';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  E8_DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  E8_PUBLIC_URL: z.url().optional(),
  E8_SUPPORT_USERNAME: usernameSchema.optional(),
  E8_SUPPORT_PASSWORD: z.string().min(1).optional(),
  E8_SUPPORT_EMAIL: z.email().optional(),
  E8_SMTP_URL: z.string().regex(/^smtps?:\/\//, 'E8_SMTP_URL must be an smtp:// or smtps:// URL').optional(),
  E8_MAIL_FROM: z.string().min(3).optional(),
  E8_NOTIFY_EMAIL: z.email('E8_NOTIFY_EMAIL must be an email address, like team@example.com').optional(),
  E8_RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  E8_REQUIRE_MFA: z.enum(['on', 'off'], { error: 'E8_REQUIRE_MFA must be on or off (default off)' }).default('off'),
  E8_LOG_RESET_LINKS: z.enum(['on', 'off'], { error: 'E8_LOG_RESET_LINKS must be on or off (default off)' }).default('off'),
  E8_BRANDING_FILE: z.string().min(1).optional(),
  E8_EXPOSURE_FIGURES: z.enum(['on', 'off'], { error: 'E8_EXPOSURE_FIGURES must be on or off (default on)' }).default('on'),
  E8_CHECK_RESPONSES: z.enum(['on', 'off'], { error: 'E8_CHECK_RESPONSES must be on or off (default off)' }).optional(),
  E8_TIME_ZONE: z
    .string()
    .trim()
    .refine(isTimeZone, 'E8_TIME_ZONE must be a time zone name such as Australia/Sydney or Australia/Perth')
    .default(DEFAULT_TIME_ZONE),
  E8_TRUST_PROXY: z
    .string()
    .default('off')
    .transform((text, context) => {
      const trust = parseTrustProxy(text);
      if (trust === undefined) context.addIssue({ code: 'custom', message: TRUST_PROXY_MESSAGE });
      return trust ?? false;
    }),
  E8_RETENTION_MONTHS: z.coerce.number().int().min(1).max(1200).optional(),
  E8_DRAFT_DAYS: z
    .string()
    .trim()
    .regex(/^\d+$/, DRAFT_DAYS_MESSAGE)
    .transform(Number)
    .pipe(z.number().int().min(1, DRAFT_DAYS_MESSAGE).max(MAX_DRAFT_DAYS, DRAFT_DAYS_MESSAGE))
    .default(DEFAULT_DRAFT_DAYS),
  E8_EVIDENCE_STORAGE_GB: z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/, EVIDENCE_STORAGE_MESSAGE)
    .transform(Number)
    .pipe(z.number().positive(EVIDENCE_STORAGE_MESSAGE))
    .optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  NODE_ENV: z.string().optional(),
});

/** Whether every answer is also checked against its zod schema: E8_CHECK_RESPONSES, or by default only under tests (NODE_ENV=test). */
export function checksAnswers(env: { E8_CHECK_RESPONSES?: string | undefined; NODE_ENV?: string | undefined }): boolean {
  return (env.E8_CHECK_RESPONSES ?? (env.NODE_ENV === 'test' ? 'on' : 'off')) === 'on';
}

/** Every environment variable the server reads as a setting: the README's settings table names each one. */
export const SETTING_NAMES = Object.keys(envSchema.shape);

/** The reverse proxies whose X-Forwarded-For entries are trusted: none, or their addresses. */
export type TrustProxy = false | string[];

const TRUST_PROXY_MESSAGE =
  'use off, or the addresses of the proxies in front of the server separated by commas (an address, a CIDR range ' +
  'of /8 or narrower for IPv4 and /32 or narrower for IPv6, or loopback, linklocal, uniquelocal); "on", hop counts ' +
  'and ranges wide enough to hold clients are refused because they would let a client choose its own address';

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One proxy entry: a named range, or an address with an optional prefix no wider than /8 (IPv4) or /32 (IPv6). */
function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  if (rest.length > 0 || /^::ffff:/i.test(address)) return false;
  const family = net.isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  const bits = Number(prefix);
  return family === 4 ? bits >= 8 && bits <= 32 : bits >= 32 && bits <= 128;
}

/**
 * E8_TRUST_PROXY: "off", or a list of the proxies' addresses (or CIDR ranges, or the names
 * loopback, linklocal and uniquelocal). The client's address is then the first X-Forwarded-For
 * entry, counted from the nearest, that was not written by a trusted proxy, so entries a client
 * sends itself are never believed. Anything else, "on" included, is undefined.
 */
export function parseTrustProxy(text: string): TrustProxy | undefined {
  const value = text.trim();
  if (value === 'off') return false;
  const addresses = value.split(',').map((entry) => entry.trim());
  return addresses.every(isProxyAddress) ? addresses : undefined;
}

/** The server's settings, read once from the environment. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string | undefined;
  rateLimits: boolean;
  /** Whether every support account must have a second factor (E8_REQUIRE_MFA): one without is taken to enrolment at sign-in. */
  requireMfa: boolean;
  supportAccount: { username: string | undefined; password: string | undefined; email: string | undefined };
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  /**
   * Whether a reset link that cannot be mailed (no SMTP, or an account without an email address) is written to the
   * server log (E8_LOG_RESET_LINKS). Off by default: a live link in a log lets whoever reads the log take the account.
   */
  logResetLinks: boolean;
  /** Where a notice of each completed assessment is mailed (E8_NOTIFY_EMAIL); needs SMTP. */
  notifyEmail: string | undefined;
  brandingFile: string | undefined;
  /** Whether pages and reports show money figures: the exposure panel, exposure bands and time to detect (E8_EXPOSURE_FIGURES); on by default. */
  exposureFigures: boolean;
  /** The zone of every "today" (review dates, levels, reports, exports, the work queue) and of the audit log's days and clock (E8_TIME_ZONE); Sydney's by default. */
  timeZone: string;
  trustProxy: TrustProxy;
  /** Delete assessments older than this many months (APP 11); keep for ever when absent. */
  retentionMonths: number | undefined;
  /** Keep a saved draft this many days after its last save (E8_DRAFT_DAYS), then delete it. */
  draftDays: number;
  /** The most bytes of evidence files the installation keeps (E8_EVIDENCE_STORAGE_GB); when absent, main works one out from the disk. */
  evidenceStorageBytes: number | undefined;
  logLevel: LogLevel;
  /** Whether every answer is also checked against its zod schema (E8_CHECK_RESPONSES); by default only under tests (NODE_ENV=test). */
  checkAnswers: boolean;
}

/** Reads and checks the environment; throws with every bad variable named in one readable message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const value = parsed.data;
  if (value.E8_SMTP_URL && !value.E8_PUBLIC_URL) {
    throw new Error('Invalid environment:\n  E8_PUBLIC_URL: required when E8_SMTP_URL is set, because emailed reset links are built from it');
  }
  if (value.E8_NOTIFY_EMAIL && !value.E8_SMTP_URL) {
    throw new Error('Invalid environment:\n  E8_NOTIFY_EMAIL: needs E8_SMTP_URL (and E8_PUBLIC_URL), because the notice of each completed assessment is sent by mail');
  }
  return {
    port: value.PORT,
    host: value.HOST,
    dataDir: path.resolve(value.E8_DATA_DIR),
    databaseUrl: value.DATABASE_URL,
    publicUrl: value.E8_PUBLIC_URL,
    rateLimits: value.E8_RATE_LIMITS === 'on',
    requireMfa: value.E8_REQUIRE_MFA === 'on',
    supportAccount: { username: value.E8_SUPPORT_USERNAME, password: value.E8_SUPPORT_PASSWORD, email: value.E8_SUPPORT_EMAIL },
    smtpUrl: value.E8_SMTP_URL,
    mailFrom: value.E8_MAIL_FROM,
    logResetLinks: value.E8_LOG_RESET_LINKS === 'on',
    notifyEmail: value.E8_NOTIFY_EMAIL,
    brandingFile: value.E8_BRANDING_FILE,
    exposureFigures: value.E8_EXPOSURE_FIGURES === 'on',
    timeZone: value.E8_TIME_ZONE,
    trustProxy: value.E8_TRUST_PROXY,
    retentionMonths: value.E8_RETENTION_MONTHS,
    draftDays: value.E8_DRAFT_DAYS,
    evidenceStorageBytes: value.E8_EVIDENCE_STORAGE_GB === undefined ? undefined : Math.floor(value.E8_EVIDENCE_STORAGE_GB * 1024 ** 3),
    logLevel: value.LOG_LEVEL,
    checkAnswers: checksAnswers(value),
  };
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

/**
 * What an operator should hear about a working but risky configuration. Without E8_PUBLIC_URL the
 * Origin check compares a request's Origin with the request's own Host header, which is only safe
 * while the server is reached directly on this machine: production needs E8_PUBLIC_URL.
 */
export function configWarnings(config: Pick<Config, 'host' | 'publicUrl'>): string[] {
  if (config.publicUrl || LOOPBACK_HOSTS.has(config.host) || config.host.startsWith('127.')) return [];
  return [
    `E8_PUBLIC_URL is not set while the server listens on ${config.host}: set it to the address people use (for example https://assess.example.com), ` +
      'so that the Origin check, Secure cookies and reset links rely on it rather than on the Host header a client sends.',
  ];
}
