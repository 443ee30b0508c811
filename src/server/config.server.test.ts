import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configWarnings, loadConfig } from './config.server';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      publicUrl: undefined,
      rateLimits: true,
      requireMfa: false,
      supportAccount: { username: undefined, password: undefined, email: undefined },
      smtpUrl: undefined,
      mailFrom: undefined,
      logResetLinks: false,
      notifyEmail: undefined,
      brandingFile: undefined,
      exposureFigures: true,
      timeZone: 'Australia/Sydney',
      trustProxy: false,
      retentionMonths: undefined,
      draftDays: 30,
      evidenceStorageBytes: undefined,
      logLevel: 'info',
      checkAnswers: false,
    });
  });

  it('checks every answer against its zod schema under tests or with E8_CHECK_RESPONSES=on, and refuses another value', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).checkAnswers).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).checkAnswers).toBe(true);
    expect(loadConfig({ E8_CHECK_RESPONSES: 'on' }).checkAnswers).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', E8_CHECK_RESPONSES: 'off' }).checkAnswers).toBe(false);
    expect(() => loadConfig({ E8_CHECK_RESPONSES: 'yes' })).toThrow(/E8_CHECK_RESPONSES must be on or off \(default off\)/);
  });

  it('reads E8_EVIDENCE_STORAGE_GB as gigabytes above 0, and names the setting when it is not', () => {
    expect(loadConfig({ E8_EVIDENCE_STORAGE_GB: '50' }).evidenceStorageBytes).toBe(50 * 1024 ** 3);
    expect(loadConfig({ E8_EVIDENCE_STORAGE_GB: ' 2.5 ' }).evidenceStorageBytes).toBe(2.5 * 1024 ** 3);
    for (const bad of ['0', '-1', 'lots', '1e3', '50GB', '']) {
      expect(() => loadConfig({ E8_EVIDENCE_STORAGE_GB: bad }), bad).toThrow(/\n {2}E8_EVIDENCE_STORAGE_GB: E8_EVIDENCE_STORAGE_GB must be a number of gigabytes above 0/);
    }
  });

  it('reads E8_DRAFT_DAYS as whole days from 1 to 3650, and names the setting when it is not', () => {
    expect(loadConfig({ E8_DRAFT_DAYS: '7' }).draftDays).toBe(7);
    expect(loadConfig({ E8_DRAFT_DAYS: ' 3650 ' }).draftDays).toBe(3650);
    expect(loadConfig({ E8_DRAFT_DAYS: '1' }).draftDays).toBe(1);
    for (const bad of ['0', '3651', '-5', '2.5', 'thirty', '', '1e3', '0x10']) {
      expect(() => loadConfig({ E8_DRAFT_DAYS: bad }), bad).toThrow(/\n {2}E8_DRAFT_DAYS: E8_DRAFT_DAYS must be a whole number of days from 1 to 3650 \(default 30\)/);
    }
  });

  it('reads E8_REQUIRE_MFA as on or off, and names the setting when it is anything else', () => {
    expect(loadConfig({ E8_REQUIRE_MFA: 'on' }).requireMfa).toBe(true);
    expect(loadConfig({ E8_REQUIRE_MFA: 'off' }).requireMfa).toBe(false);
    for (const bad of ['yes', 'true', 'ON', '1', '']) {
      expect(() => loadConfig({ E8_REQUIRE_MFA: bad }), bad).toThrow(/\n {2}E8_REQUIRE_MFA: E8_REQUIRE_MFA must be on or off \(default off\)/);
    }
  });

  it('reads E8_TIME_ZONE as a time zone name, Sydney by default, and names the setting when it is not one', () => {
    expect(loadConfig({}).timeZone).toBe('Australia/Sydney');
    expect(loadConfig({ E8_TIME_ZONE: 'Australia/Perth' }).timeZone).toBe('Australia/Perth');
    expect(() => loadConfig({ E8_TIME_ZONE: 'Perth' })).toThrow('E8_TIME_ZONE: E8_TIME_ZONE must be a time zone name such as Australia/Sydney or Australia/Perth');
  });

  it('reads E8_LOG_RESET_LINKS as on or off, and names the setting when it is anything else', () => {
    expect(loadConfig({ E8_LOG_RESET_LINKS: 'on' }).logResetLinks).toBe(true);
    expect(loadConfig({ E8_LOG_RESET_LINKS: 'off' }).logResetLinks).toBe(false);
    for (const bad of ['yes', 'true', 'ON', '1', '']) {
      expect(() => loadConfig({ E8_LOG_RESET_LINKS: bad }), bad).toThrow(/\n {2}E8_LOG_RESET_LINKS: E8_LOG_RESET_LINKS must be on or off \(default off\)/);
    }
  });

  it('reads E8_EXPOSURE_FIGURES as on (the default) or off, and names the setting when it is anything else', () => {
    expect(loadConfig({}).exposureFigures).toBe(true);
    expect(loadConfig({ E8_EXPOSURE_FIGURES: 'on' }).exposureFigures).toBe(true);
    expect(loadConfig({ E8_EXPOSURE_FIGURES: 'off' }).exposureFigures).toBe(false);
    for (const bad of ['no', 'false', 'OFF', '0', '']) {
      expect(() => loadConfig({ E8_EXPOSURE_FIGURES: bad }), bad).toThrow(/\n {2}E8_EXPOSURE_FIGURES: E8_EXPOSURE_FIGURES must be on or off \(default on\)/);
    }
  });

  it('switches to PostgreSQL for a postgres URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/e8' }).databaseUrl).toBe('postgres://u@db:5432/e8');
  });

  it('needs E8_PUBLIC_URL when mail is configured, because reset links are built from it', () => {
    expect(() => loadConfig({ E8_SMTP_URL: 'smtp://mail:25' })).toThrow(/E8_PUBLIC_URL: required when E8_SMTP_URL is set/);
    expect(loadConfig({ E8_SMTP_URL: 'smtp://mail:25', E8_PUBLIC_URL: 'https://e8.example.com' }).smtpUrl).toBe('smtp://mail:25');
  });

  it('takes E8_NOTIFY_EMAIL only as an address, and only with mail configured', () => {
    const mail = { E8_SMTP_URL: 'smtp://mail:25', E8_PUBLIC_URL: 'https://e8.example.com' };
    expect(loadConfig({ ...mail, E8_NOTIFY_EMAIL: 'team@e8.example.com' }).notifyEmail).toBe('team@e8.example.com');
    expect(() => loadConfig({ E8_NOTIFY_EMAIL: 'team@e8.example.com' })).toThrow(/E8_NOTIFY_EMAIL: needs E8_SMTP_URL/);
    expect(() => loadConfig({ ...mail, E8_NOTIFY_EMAIL: 'the team' })).toThrow(/E8_NOTIFY_EMAIL: E8_NOTIFY_EMAIL must be an email address/);
  });

  it('takes a pino level from LOG_LEVEL and names the setting when it is not one', () => {
    expect(loadConfig({ LOG_LEVEL: 'warn' }).logLevel).toBe('warn');
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/\n {2}LOG_LEVEL: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/);
  });

  it('checks E8_SUPPORT_USERNAME by the username rule', () => {
    expect(loadConfig({ E8_SUPPORT_USERNAME: '  admin ' }).supportAccount.username).toBe('admin');
    expect(() => loadConfig({ E8_SUPPORT_USERNAME: 'x'.repeat(101) })).toThrow(/E8_SUPPORT_USERNAME: Username at most 100 characters/);
  });

  it('names every bad variable in one readable message', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(
      /Invalid environment:\n {2}PORT: .*\n {2}DATABASE_URL: DATABASE_URL must be a postgres:\/\/ URL/,
    );
  });

  it('trusts the listed proxy addresses only, never every X-Forwarded-For entry', () => {
    expect(loadConfig({ E8_TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ E8_TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ E8_TRUST_PROXY: '10.0.0.5, 192.168.0.0/16,::1' }).trustProxy).toEqual(['10.0.0.5', '192.168.0.0/16', '::1']);
    expect(loadConfig({ E8_TRUST_PROXY: '10.0.0.0/8, fd00::/32' }).trustProxy).toEqual(['10.0.0.0/8', 'fd00::/32']);
    // Ranges wide enough to hold any client, and entries the proxy matcher could not read, are refused too.
    for (const bad of ['on', 'true', '1', 'nginx', '10.0.0.5,', '', '0.0.0.0/1,128.0.0.0/1', '::/1', '::ffff:0.0.0.0/96', '10.0.0.0/0', '999.1.1.1', ':', '10.0.0.1/33']) {
      expect(() => loadConfig({ E8_TRUST_PROXY: bad }), bad).toThrow(/E8_TRUST_PROXY: use off, or the addresses of the proxies/);
    }
  });

  it('warns when the server listens beyond this machine without E8_PUBLIC_URL', () => {
    expect(configWarnings(loadConfig({}))).toEqual([]);
    expect(configWarnings(loadConfig({ HOST: '0.0.0.0', E8_PUBLIC_URL: 'https://e8.example.com' }))).toEqual([]);
    expect(configWarnings(loadConfig({ HOST: '0.0.0.0' }))).toEqual([expect.stringMatching(/^E8_PUBLIC_URL is not set while the server listens on 0\.0\.0\.0/)]);
  });
});
