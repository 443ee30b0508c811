import { describe, expect, it } from 'vitest';
import { CONTROL_IDS } from '../../domain/controls';
import { REQUIREMENTS } from '../../domain/framework/catalogue';
import type { Requirement } from '../../domain/framework/requirement';
import { firstLevel } from '../../domain/framework/requirement';
import { otherLevelsNote, requirementsByFirstLevel } from './requirement-groups';

const requirement = (id: string, levels: Requirement['levels']): Requirement => ({ id, strategy: 'regular-backups', levels, text: id, ism: [] });

describe('requirementsByFirstLevel', () => {
  it('lists each requirement once, under the lowest level it applies at, levels in order', () => {
    const catalogue = [requirement('b', [2, 3]), requirement('a', [1, 2, 3]), requirement('c', [3]), requirement('d', [1, 2])];
    expect(requirementsByFirstLevel('regular-backups', catalogue).map((group) => [group.level, group.requirements.map((entry) => entry.id)])).toEqual([
      [1, ['a', 'd']],
      [2, ['b']],
      [3, ['c']],
    ]);
  });

  it('leaves out levels without a requirement and other strategies', () => {
    expect(requirementsByFirstLevel('regular-backups', [requirement('c', [3])]).map((group) => group.level)).toEqual([3]);
    expect(requirementsByFirstLevel('patch-applications', [requirement('c', [3])])).toEqual([]);
  });

  it('covers the whole catalogue once across the eight strategies', () => {
    const listed = CONTROL_IDS.flatMap((id) => requirementsByFirstLevel(id).flatMap((group) => group.requirements.map((entry) => entry.id)));
    expect(listed.toSorted()).toEqual(REQUIREMENTS.map((entry) => entry.id).toSorted());
  });
});

describe('otherLevelsNote', () => {
  it.each([
    [[1, 2, 3], 'Also applies at Maturity Level Two and Three'],
    [[2, 3], 'Also applies at Maturity Level Three'],
    [[1, 2], 'Also applies at Maturity Level Two; replaced at Maturity Level Three by a stricter requirement'],
    [[2], 'Replaced at Maturity Level Three by a stricter requirement'],
    [[3], undefined],
  ] as const)('says where else %j applies', (levels, note) => {
    expect(otherLevelsNote(requirement('x', levels))).toBe(note);
  });

  it('finds the first level of a requirement', () => {
    expect(firstLevel(requirement('x', [2, 3]))).toBe(2);
  });
});
