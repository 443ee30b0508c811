import { describe, expect, it } from 'vitest';
import { buildApp } from './app.server';
import { retentionCutoff, scheduleRetention } from './retention.server';
import { countAssessments } from './store/assessments.server';
import { DATABASES, useTestDatabase } from '../../tests/support/databases';
import { completedAssessmentBody } from '../../tests/support/assessments';

describe('retention cutoff', () => {
  it('goes back whole calendar months', () => {
    expect(new Date(retentionCutoff(Date.UTC(2026, 10, 22), 24)).toISOString()).toBe('2024-11-22T00:00:00.000Z');
  });
});

describe.each(DATABASES)('retention on $name', ({ open }) => {
  const database = useTestDatabase(open);

  it('deletes assessments older than the setting, with their levels, and keeps the rest', async () => {
    let clock = Date.UTC(2023, 0, 1);
    const app = await buildApp({ db: database.db, now: () => clock });
    await app.inject({ method: 'POST', url: '/api/assessments', payload: completedAssessmentBody({ organizationName: 'Old' }) });
    clock = Date.UTC(2026, 9, 1);
    await app.inject({ method: 'POST', url: '/api/assessments', payload: completedAssessmentBody({ organizationName: 'Recent' }) });
    await app.close();
    const lines: string[] = [];
    const stop = scheduleRetention(database.db, 12, (line) => lines.push(line), () => Date.UTC(2026, 10, 22));
    await expect.poll(() => lines.length).toBe(1);
    stop();
    expect(lines[0]).toBe('Retention: deleted 1 assessment(s) older than 12 months');
    expect(await countAssessments(database.db)).toBe(1);
    const names = await database.db.selectFrom('assessments').select('organisation_name').execute();
    expect(names).toEqual([{ organisation_name: 'Recent' }]);
    const orphans = await database.db.selectFrom('assessment_controls').select('assessment_id').where('assessment_id', 'not in', database.db.selectFrom('assessments').select('id')).execute();
    expect(orphans).toEqual([]);
  });
});
