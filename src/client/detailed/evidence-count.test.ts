import { describe, expect, it } from 'vitest';
import { charactersLeftAnnouncement, charactersLeftText } from './evidence-count';

describe('charactersLeftText', () => {
  it('shows the exact count only near the limit', () => {
    expect(charactersLeftText(201)).toBe('');
    expect(charactersLeftText(200)).toBe('200 characters left');
    expect(charactersLeftText(50)).toBe('50 characters left');
  });
});

describe('charactersLeftAnnouncement', () => {
  it.each([
    [2000, ''],
    [201, ''],
    [200, '200 characters or fewer left'],
    [101, '200 characters or fewer left'],
    [100, '100 characters or fewer left'],
    [51, '100 characters or fewer left'],
    [50, '50 characters or fewer left'],
    [1, '50 characters or fewer left'],
    [0, 'No characters left'],
  ])('with %i left says "%s"', (left, said) => {
    expect(charactersLeftAnnouncement(left)).toBe(said);
  });

  it('stays the same while typing between thresholds, unlike the visible count', () => {
    const said = new Set([199, 180, 150, 120, 101].map(charactersLeftAnnouncement));
    expect(said.size).toBe(1);
  });
});
