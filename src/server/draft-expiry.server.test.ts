import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../domain/constants';
import { buildApp } from './app.server';
import { daysInWords } from '../domain/format';
import { draftCutoff, isExpiredDraft, scheduleDraftExpiry } from './draft-expiry.server';
import { deleteDraftsSavedBefore } from './store/assessments.server';
import { DATABASES, useTestDatabase } from '../../tests/support/databases';
import { completedAssessmentBody } from '../../tests/support/assessments';

const NOW = Date.UTC(2026, 10, 23, 2, 0);

describe('draft expiry', () => {
  it('keeps a draft for whole days after its last save, to the millisecond', () => {
    expect(draftCutoff(NOW, 30)).toBe(NOW - 30 * DAY_MS);
    expect(isExpiredDraft({ status: 'draft', updatedAt: NOW - 30 * DAY_MS }, NOW, 30)).toBe(false);
    expect(isExpiredDraft({ status: 'draft', updatedAt: NOW - 30 * DAY_MS - 1 }, NOW, 30)).toBe(true);
  });

  it('names the keeping time in words', () => {
    expect(daysInWords(1)).toBe('1 day');
    expect(daysInWords(30)).toBe('30 days');
  });

  it('never expires a completed assessment', () => {
    expect(isExpiredDraft({ status: 'completed', updatedAt: 0 }, NOW, 1)).toBe(false);
  });
});

describe.each(DATABASES)('the daily clean-up of drafts on $name', ({ open }) => {
  const database = useTestDatabase(open);

  /** Saves a draft and a completed assessment at each moment, through the API as the wizard would. */
  async function saveAt(moments: { at: number; name: string; status: 'draft' | 'completed' }[]): Promise<void> {
    let clock = 0;
    const app = await buildApp({ db: database.db, now: () => clock });
    for (const { at, name, status } of moments) {
      clock = at;
      const payload = status === 'draft' ? { status, organizationName: name, targetAssessments: { 'patch-applications': 2 }, resumeStep: 'target-2' } : completedAssessmentBody({ organizationName: name });
      const response = await app.inject({ method: 'POST', url: '/api/assessments', payload });
      expect(response.statusCode).toBe(201);
    }
    await app.close();
  }

  const names = async () => (await database.db.selectFrom('assessments').select('organisation_name').orderBy('organisation_name').execute()).map((row) => row.organisation_name);

  it('deletes only drafts last saved before the cutoff, with their levels; completed assessments of any age stay', async () => {
    await database.empty('assessment_controls', 'assessments');
    await saveAt([
      { at: NOW - 90 * DAY_MS, name: 'Old completed', status: 'completed' },
      { at: NOW - 31 * DAY_MS, name: 'Expired draft', status: 'draft' },
      { at: NOW - 29 * DAY_MS, name: 'Live draft', status: 'draft' },
    ]);
    expect(await deleteDraftsSavedBefore(database.db, draftCutoff(NOW, 30))).toBe(1);
    expect(await names()).toEqual(['Live draft', 'Old completed']);
    const orphans = await database.db.selectFrom('assessment_controls').select('assessment_id').where('assessment_id', 'not in', database.db.selectFrom('assessments').select('id')).execute();
    expect(orphans).toEqual([]);
    expect(await deleteDraftsSavedBefore(database.db, draftCutoff(NOW, 30))).toBe(0);
  });

  it('runs at start, with its log line, by the configured number of days', async () => {
    await database.empty('assessment_controls', 'assessments');
    await saveAt([
      { at: NOW - 8 * DAY_MS, name: 'Week-old draft', status: 'draft' },
      { at: NOW - 8 * DAY_MS, name: 'Week-old completed', status: 'completed' },
    ]);
    const lines: string[] = [];
    const stop = scheduleDraftExpiry(database.db, 7, (line) => lines.push(line), () => NOW);
    await expect.poll(() => lines.length).toBe(1);
    stop();
    expect(lines).toEqual(['Drafts: deleted 1 saved draft(s) not saved for 7 days']);
    expect(await names()).toEqual(['Week-old completed']);
  });
});
