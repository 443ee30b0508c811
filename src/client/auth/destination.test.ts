import { describe, expect, it } from 'vitest';
import { destination } from './destination';

describe('destination after signing in', () => {
  it('returns to a path on this site', () => {
    expect(destination({ from: '/support/results?page=2' })).toBe('/support/results?page=2');
  });

  it.each([
    ['a protocol-relative URL', { from: '//evil.example' }],
    ['a backslash host', { from: '/\\evil.example' }],
    ['an absolute URL', { from: 'https://evil.example' }],
    ['a path with a backslash', { from: '/support\\x' }],
    ['a number', { from: 42 }],
    ['no from', {}],
    ['no state', null],
    ['a string state', '/support/results'],
  ])('falls back to /support for %s', (_case, state) => {
    expect(destination(state)).toBe('/support');
  });
});
