import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from './audit';
import {
  auditActionInWords,
  auditLogQueryFromSearch,
  auditLogQuerySchema,
  auditLogQueryString,
  auditTimeInWords,
  auditTimeRange,
  australianDayStart,
} from './audit-log';
import { dayOf, isTimeZone } from './calendar-day';

const HOUR = 60 * 60 * 1000;

describe('the audit log in words', () => {
  it('has words for every action, each different', () => {
    const words = AUDIT_ACTIONS.map((action) => auditActionInWords(action));
    for (const [index, text] of words.entries()) expect(text, AUDIT_ACTIONS[index]).toMatch(/^[A-Z][a-z].+[a-z]$/);
    expect(new Set(words).size).toBe(AUDIT_ACTIONS.length);
    expect(auditActionInWords('view')).toBe('Viewed');
    expect(auditActionInWords('role-changed')).toBe('Changed a role');
    expect(auditActionInWords('second-step-failed')).toBe('Failed second step');
  });

  it("writes an event's time on Sydney's clock with the zone named", () => {
    expect(auditTimeInWords(Date.UTC(2026, 10, 23, 12, 59, 30))).toBe('23 Nov 2026, 11:59:30 pm AEDT');
    expect(auditTimeInWords(Date.UTC(2026, 5, 30, 14, 0, 0))).toBe('1 July 2026, 12:00:00 am AEST');
  });
});

describe('the Australian days of the date filters', () => {
  it('starts a summer day at 13:00 UTC the day before and a winter day at 14:00 UTC', () => {
    expect(australianDayStart('2026-11-23')).toBe(Date.UTC(2026, 10, 22, 13));
    expect(australianDayStart('2026-07-01')).toBe(Date.UTC(2026, 5, 30, 14));
  });

  it('makes [start, end) of whole days, both named days included', () => {
    expect(auditTimeRange({ from: '2026-11-23', to: '2026-11-23' })).toEqual({ start: Date.UTC(2026, 10, 22, 13), end: Date.UTC(2026, 10, 23, 13) });
    expect(auditTimeRange({ from: '2026-11-01', to: '2026-11-30' })).toEqual({ start: Date.UTC(2026, 9, 31, 13), end: Date.UTC(2026, 10, 30, 13) });
    expect(auditTimeRange({ to: '2026-12-31' })).toEqual({ end: Date.UTC(2026, 11, 31, 13) });
    expect(auditTimeRange({ from: '2027-01-01' })).toEqual({ start: Date.UTC(2026, 11, 31, 13) });
    expect(auditTimeRange({})).toEqual({});
  });

  it('gives the days the clock changes their 23 and 25 hours', () => {
    // Daylight saving ends on 5 April 2026 (3 am becomes 2 am) and starts on 4 October 2026 (2 am becomes 3 am).
    const autumn = auditTimeRange({ from: '2026-04-05', to: '2026-04-05' });
    expect((autumn.end ?? 0) - (autumn.start ?? 0)).toBe(25 * HOUR);
    const spring = auditTimeRange({ from: '2026-10-04', to: '2026-10-04' });
    expect((spring.end ?? 0) - (spring.start ?? 0)).toBe(23 * HOUR);
  });

  it("gives Perth's days when asked for its zone: midnight at 16:00 UTC all year, 24 hours every day", () => {
    expect(australianDayStart('2026-11-23', 'Australia/Perth')).toBe(Date.UTC(2026, 10, 22, 16));
    expect(australianDayStart('2026-07-01', 'Australia/Perth')).toBe(Date.UTC(2026, 5, 30, 16));
    // Sydney changes its clock on 4 October 2026; Perth does not.
    const spring = auditTimeRange({ from: '2026-10-04', to: '2026-10-04' }, 'Australia/Perth');
    expect((spring.end ?? 0) - (spring.start ?? 0)).toBe(24 * HOUR);
    expect(dayOf(Date.UTC(2026, 10, 23, 15, 59), 'Australia/Perth')).toBe('2026-11-23');
    expect(dayOf(Date.UTC(2026, 10, 23, 16, 0), 'Australia/Perth')).toBe('2026-11-24');
    expect(auditTimeInWords(Date.UTC(2026, 10, 23, 15, 59, 30), 'Australia/Perth')).toBe('23 Nov 2026, 11:59:30 pm AWST');
  });

  it('knows a time zone name from anything else', () => {
    expect(isTimeZone('Australia/Perth')).toBe(true);
    expect(isTimeZone('Australia/Sydney')).toBe(true);
    expect(isTimeZone('Australia/Nowhere')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('puts 23:59 in its own day and 00:00 in the next', () => {
    const { start, end } = auditTimeRange({ from: '2026-11-23', to: '2026-11-23' });
    const lastMinute = Date.UTC(2026, 10, 23, 12, 59);
    const nextMidnight = Date.UTC(2026, 10, 23, 13, 0);
    expect(lastMinute >= (start ?? 0) && lastMinute < (end ?? 0)).toBe(true);
    expect(nextMidnight).toBe(end);
    expect(dayOf(lastMinute, 'Australia/Sydney')).toBe('2026-11-23');
    expect(dayOf(nextMidnight, 'Australia/Sydney')).toBe('2026-11-24');
    expect(dayOf(start ?? 0, 'Australia/Sydney')).toBe('2026-11-23');
  });
});

describe('the audit log filter query', () => {
  it('defaults to page 1 and no filter, and coerces the page', () => {
    expect(auditLogQuerySchema.parse({})).toEqual({ page: 1 });
    expect(auditLogQuerySchema.parse({ page: '3', actor: ' Casey ', action: 'view', from: '2026-11-01', to: '2026-11-30' })).toEqual({
      page: 3,
      actor: 'Casey',
      action: 'view',
      from: '2026-11-01',
      to: '2026-11-30',
    });
  });

  it('refuses a bad page, an unknown action, a date that is not a day, and a to date before the from date, field by field', () => {
    const refused = (query: Record<string, string>) => {
      const result = auditLogQuerySchema.safeParse(query);
      return result.success ? [] : result.error.issues.map((issue) => String(issue.path[0]));
    };
    expect(refused({ page: '0' })).toEqual(['page']);
    expect(refused({ page: 'two' })).toEqual(['page']);
    expect(refused({ action: 'dance' })).toEqual(['action']);
    expect(refused({ from: '23/11/2026' })).toEqual(['from']);
    expect(refused({ to: '2026-02-30' })).toEqual(['to']);
    expect(refused({ from: '2026-11-24', to: '2026-11-23' })).toEqual(['to']);
    expect(refused({ actor: 'x'.repeat(101) })).toEqual(['actor']);
    expect(refused({ assessment: 'Acme Pty Ltd' })).toEqual(['assessment']);
  });

  it("takes an assessment's reference as pasted, with spaces or capitals, and keeps it in the address", () => {
    const reference = '0f8e6c2a-1b3d-4e5f-8a9b-0c1d2e3f4a5b';
    expect(auditLogQuerySchema.parse({ assessment: ` ${reference.toUpperCase()} ` })).toEqual({ page: 1, assessment: reference });
    expect(auditLogQueryString({ page: 1, action: 'view', assessment: reference })).toBe(`action=view&assessment=${reference}`);
    expect(auditLogQueryFromSearch({ assessment: 'not-a-reference', action: 'view' })).toEqual({ page: 1, action: 'view' });
  });

  it('reads a page address, dropping what it refuses, and writes it back without defaults', () => {
    expect(auditLogQueryFromSearch({ page: '2', action: 'sign-in' })).toEqual({ page: 2, action: 'sign-in' });
    expect(auditLogQueryFromSearch({ page: '-1', action: 'nonsense', actor: 'Casey' })).toEqual({ page: 1, actor: 'Casey' });
    expect(auditLogQueryFromSearch({ from: '2026-11-24', to: '2026-11-23' })).toEqual({ page: 1, from: '2026-11-24' });
    expect(auditLogQueryString({ page: 1, action: 'sign-in' })).toBe('action=sign-in');
    expect(auditLogQueryString({ page: 2, actor: 'Casey Jones', from: '2026-11-01', to: '2026-11-30' })).toBe('page=2&actor=Casey+Jones&from=2026-11-01&to=2026-11-30');
  });
});
