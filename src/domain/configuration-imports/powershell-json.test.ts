import { describe, expect, it } from 'vitest';
import { calendarDay, daysBetween, jsonItems, powerShellDay, propertyOf } from './powershell-json';

describe('reading what ConvertTo-Json writes', () => {
  it('finds a property whatever the case of its name', () => {
    expect(propertyOf({ HotFixId: 'KB1' }, 'HotFixID')).toBe('KB1');
    expect(propertyOf({ HotFixID: 'KB2' }, 'HotFixID')).toBe('KB2');
    expect(propertyOf({}, 'HotFixID')).toBeUndefined();
  });

  it('treats one object alone as a list of one, and nothing as an empty list', () => {
    expect(jsonItems({ a: 1 })).toEqual([{ a: 1 }]);
    expect(jsonItems([1, 2])).toEqual([1, 2]);
    expect(jsonItems(null)).toEqual([]);
  });

  it('gives the day of each way PowerShell writes a time', () => {
    expect(powerShellDay('/Date(1544572800000)/')).toBe('2018-12-12');
    expect(powerShellDay('\\/Date(1544572800000)\\/')).toBe('2018-12-12');
    expect(powerShellDay({ value: '/Date(1699966800000)/', DateTime: 'Wednesday, 15 November 2023 12:00:00 AM' })).toBe('2023-11-15');
    expect(powerShellDay({ value: '/Date(1544572800000)/', DateTime: 'Wednesday, December 12, 2018 12:00:00 AM' })).toBe('2018-12-12');
    expect(powerShellDay({ value: '/Date(1544572800000)/', DateTime: 'mercredi 12 décembre 2018 00:00:00' })).toBe('2018-12-12');
    expect(powerShellDay('2023-11-15T00:00:00+11:00')).toBe('2023-11-15');
    expect(powerShellDay('2023-02-30T00:00:00')).toBeUndefined();
    expect(powerShellDay('')).toBeUndefined();
    expect(powerShellDay(42)).toBeUndefined();
  });

  it('counts whole days between calendar days, and knows the days of each month', () => {
    expect(daysBetween('2023-11-15', '2023-12-01')).toBe(16);
    expect(daysBetween('2024-03-31', '2024-03-30')).toBe(-1);
    expect(calendarDay(2024, 2, 29)).toBe('2024-02-29');
    expect(calendarDay(2023, 2, 29)).toBeUndefined();
  });
});
