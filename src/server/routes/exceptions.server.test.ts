import { describe, expect, it } from 'vitest';
import { MAX_EVIDENCE_LENGTH, MAX_JUSTIFICATION_LENGTH, MAX_NAME_LENGTH } from '../../domain/constants';
import { REQUIREMENTS } from '../../domain/framework/catalogue';
import type { RequirementAnswers } from '../../domain/framework/outcomes';
import { refreshLapsedLevels } from '../lapsed-reviews.server';
import { assessmentsPastReview, countAssessments, findAssessmentById } from '../store/assessments.server';
import { DATABASES } from '../../../tests/support/databases';
import { useTestApp } from '../../../tests/support/test-app';
import { allControls, completedAssessmentBody } from '../../../tests/support/assessments';

const backupRequirement = REQUIREMENTS.find((requirement) => requirement.strategy === 'regular-backups' && requirement.levels.includes(1))?.id ?? '';
const otherBackupRequirement = REQUIREMENTS.find((requirement) => requirement.strategy === 'regular-backups' && requirement.levels.includes(1) && requirement.id !== backupRequirement)?.id ?? '';
const justificationField = `requirementOutcomes.${backupRequirement}.justification`;
const reviewByField = `requirementOutcomes.${backupRequirement}.reviewBy`;

/** 25 November 2026, 09:00 UTC: the server's clock in these tests unless a test moves it. */
const SAVED_AT = Date.UTC(2026, 10, 25, 9);
const DAY_MS = 24 * 60 * 60 * 1000;

function allEffective(overrides: RequirementAnswers = {}): RequirementAnswers {
  return { ...Object.fromEntries(REQUIREMENTS.map((requirement) => [requirement.id, { outcome: 'effective', evidence: '' }])), ...overrides };
}

function detailedBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const { assessments: _ratings, ...details } = completedAssessmentBody();
  return { ...details, kind: 'detailed', requirementOutcomes: allEffective(), ...overrides };
}

const alternateControl = (reviewBy: string) => ({ outcome: 'alternate-control', evidence: '', justification: 'Copies are kept by the provider.', reviewBy, approvedBy: 'Head of IT' });

describe.each(DATABASES)('justified exceptions and review dates on $name', ({ open }) => {
  const suite = useTestApp(open, { start: SAVED_AT, empty: ['assessment_controls', 'assessments'] });
  const { database } = suite;

  const post = (payload: unknown) => suite.app.inject({ method: 'POST', url: '/api/assessments', payload: payload as object });
  const read = (id: string, accessKey: string) => suite.app.inject({ method: 'GET', url: `/api/assessments/${id}`, headers: { 'x-access-key': accessKey } });

  it.each([
    ['not applicable without a justification', { outcome: 'not-applicable', evidence: '' }, justificationField, 'Write a justification for Not applicable: why the requirement does not apply'],
    [
      'an alternate control without a justification',
      { outcome: 'alternate-control', evidence: '', reviewBy: '2027-05-31' },
      justificationField,
      'Write a justification for Alternate control: what the alternate control is and how it meets the objective',
    ],
    [
      'an alternate control without a review date',
      { outcome: 'alternate-control', evidence: '', justification: 'Isolated network.' },
      reviewByField,
      'Choose a review date for the alternate control, no later than 25 November 2027',
    ],
    [
      'a review date more than twelve months after the day of the save',
      alternateControl('2027-11-26'),
      reviewByField,
      'The review date must be no later than 25 November 2027: an alternate control is reviewed at least every 12 months',
    ],
    ['a review date that is not a real date', alternateControl('2027-02-29'), reviewByField, 'The review date must be a real date written YYYY-MM-DD, like 2027-06-30'],
    [
      'a justification over 2,000 characters',
      { outcome: 'not-applicable', evidence: '', justification: 'x'.repeat(MAX_JUSTIFICATION_LENGTH + 1) },
      justificationField,
      'The justification must be at most 2,000 characters',
    ],
    [
      'a name of who accepted the residual risk over 200 characters',
      { ...alternateControl('2027-05-31'), approvedBy: 'x'.repeat(MAX_NAME_LENGTH + 1) },
      `requirementOutcomes.${backupRequirement}.approvedBy`,
      'Who accepted the residual risk must be at most 200 characters',
    ],
  ])('refuses %s in a completed assessment with 400 naming the field, storing nothing', async (_name, answer, field, message) => {
    const response = await post(detailedBody({ requirementOutcomes: allEffective({ [backupRequirement]: answer as never }) }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ [field]: message });
    expect(await countAssessments(database.db)).toBe(0);
  });

  it('takes the day from the server clock: a review date twelve months on is accepted, a day later is not', async () => {
    expect((await post(detailedBody({ requirementOutcomes: allEffective({ [backupRequirement]: alternateControl('2027-11-25') as never }) }))).statusCode).toBe(201);
    suite.clock = SAVED_AT - DAY_MS;
    const response = await post(detailedBody({ requirementOutcomes: allEffective({ [backupRequirement]: alternateControl('2027-11-25') as never }) }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ [reviewByField]: 'The review date must be no later than 24 November 2027: an alternate control is reviewed at least every 12 months' });
  });

  it('accepts a draft that lacks a justification and a review date, and keeps what it has', async () => {
    const requirementOutcomes = { [backupRequirement]: { outcome: 'alternate-control', evidence: '' }, [REQUIREMENTS[0]!.id]: { outcome: 'not-applicable', evidence: '' } };
    const response = await post({ status: 'draft', kind: 'detailed', requirementOutcomes, resumeStep: 'strategy-2' });
    expect(response.statusCode).toBe(201);
    expect(response.json().requirementOutcomes[backupRequirement]).toEqual({ outcome: 'alternate-control', evidence: '' });
  });

  it('still checks the shape of what a draft holds', async () => {
    const response = await post({ status: 'draft', kind: 'detailed', requirementOutcomes: { [backupRequirement]: { outcome: 'alternate-control', evidence: '', reviewBy: '31/12/2026' } } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ [reviewByField]: 'The review date must be a real date written YYYY-MM-DD, like 2027-06-30' });
    expect(await countAssessments(database.db)).toBe(0);
  });

  it('keeps the justification, review date and approver, and the largest valid answers fit', async () => {
    const long = 'é'.repeat(MAX_EVIDENCE_LENGTH);
    const answers = Object.fromEntries(
      REQUIREMENTS.map((requirement) => [requirement.id, { outcome: 'alternate-control', evidence: long, justification: long, reviewBy: '2027-11-25', approvedBy: 'ü'.repeat(MAX_NAME_LENGTH) }]),
    );
    const created = await post(detailedBody({ requirementOutcomes: answers }));
    expect(created.statusCode).toBe(201);
    const saved = created.json();
    const assessment = (await read(saved.id, saved.accessKey)).json();
    expect(assessment.requirementOutcomes[backupRequirement]).toEqual(answers[backupRequirement]);
    expect(assessment.assessments).toEqual(allControls(3));
  });

  it('accepts an alternate control with no one named as accepting its residual risk, and counts it: a warning, never a refusal', async () => {
    const { approvedBy: _none, ...unaccepted } = alternateControl('2027-05-31');
    const created = await post(detailedBody({ requirementOutcomes: allEffective({ [backupRequirement]: { ...unaccepted, approvedBy: '   ' } as never }) }));
    expect(created.statusCode).toBe(201);
    const saved = created.json();
    expect(saved.assessments['regular-backups']).toBe(3);
    // A name of spaces only is trimmed away by the schema: stored as given, it is no name.
    expect((await read(saved.id, saved.accessKey)).json().requirementOutcomes[backupRequirement]).toEqual({ ...unaccepted, approvedBy: '' });
  });

  it('lowers the level once an alternate control passes its review date: on every read at once, in the stored levels at the daily refresh', async () => {
    const created = await post(detailedBody({ requirementOutcomes: allEffective({ [backupRequirement]: alternateControl('2026-12-01') as never }) }));
    expect(created.statusCode).toBe(201);
    const saved = created.json();
    expect(saved.assessments['regular-backups']).toBe(3);

    // The days are Sydney's (E8_TIME_ZONE's default): 23:59 on 1 December there is 12:59 UTC.
    suite.clock = Date.UTC(2026, 11, 1, 12, 59);
    expect((await read(saved.id, saved.accessKey)).json().assessments['regular-backups']).toBe(3);
    expect(await refreshLapsedLevels(database.db, suite.clock, 'Australia/Sydney')).toBe(0);

    suite.clock = Date.UTC(2026, 11, 1, 13);
    expect((await read(saved.id, saved.accessKey)).json().assessments).toEqual({ ...allControls(3), 'regular-backups': 0 });
    expect((await findAssessmentById(database.db, saved.id))?.assessment.assessments['regular-backups']).toBe(3);
    expect(await refreshLapsedLevels(database.db, suite.clock, 'Australia/Sydney')).toBe(1);
    const stored = (await findAssessmentById(database.db, saved.id))?.assessment;
    expect(stored?.assessments['regular-backups']).toBe(0);
    // Not a save by the respondent: the last-saved time stays.
    expect(stored?.updatedAt).toBe(saved.updatedAt);
    expect(await refreshLapsedLevels(database.db, suite.clock, 'Australia/Sydney')).toBe(0);
  });

  it('reads for the refresh only the completed detailed assessments whose alternate control passed its review date since their levels were worked out', async () => {
    const withControl = (await post(detailedBody({ requirementOutcomes: allEffective({ [backupRequirement]: alternateControl('2027-01-31') as never }) }))).json();
    const later = (await post(detailedBody({ requirementOutcomes: allEffective({ [backupRequirement]: alternateControl('2027-06-30') as never }) }))).json();
    await post(detailedBody());
    await post(completedAssessmentBody());
    await post({ status: 'draft', kind: 'detailed', requirementOutcomes: { [backupRequirement]: { outcome: 'alternate-control', evidence: '', reviewBy: '2027-01-31' } } });
    const pastReview = async (today: string) => (await assessmentsPastReview(database.db, today, -1, 100)).assessments.map((assessment) => assessment.id);
    expect(await pastReview('2027-01-31')).toEqual([]);
    expect(await pastReview('2027-02-01')).toEqual([withControl.id]);
    expect(await pastReview('2027-07-01')).toEqual([withControl.id, later.id]);
    // Once worked out again, an assessment is read again only when a later review date passes.
    suite.clock = Date.UTC(2027, 1, 1);
    expect(await refreshLapsedLevels(database.db, suite.clock, 'Australia/Sydney')).toBe(1);
    expect(await pastReview('2027-02-01')).toEqual([]);
    expect(await pastReview('2027-07-01')).toEqual([later.id]);
  });

  it('works out again every assessment past its review date, a batch at a time, and each of its later review dates as it passes', async () => {
    const dates = ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05'];
    const saved = [];
    for (const reviewBy of dates) {
      const answers = allEffective({ [backupRequirement]: alternateControl(reviewBy) as never, [otherBackupRequirement]: alternateControl('2027-03-01') as never });
      saved.push((await post(detailedBody({ requirementOutcomes: answers }))).json());
    }
    suite.clock = Date.UTC(2026, 11, 10);
    // Batches of two: five assessments in three batches, none left out.
    expect(await refreshLapsedLevels(database.db, suite.clock, 'Australia/Sydney', 2)).toBe(5);
    for (const { id } of saved) expect((await findAssessmentById(database.db, id))?.assessment.assessments['regular-backups']).toBe(0);
    expect(await refreshLapsedLevels(database.db, suite.clock, 'Australia/Sydney', 2)).toBe(0);
    // The second alternate control's date passes: read and written again, though the level is 0 already.
    suite.clock = Date.UTC(2027, 2, 2);
    expect((await assessmentsPastReview(database.db, '2027-03-02', -1, 100)).assessments).toHaveLength(5);
    expect(await refreshLapsedLevels(database.db, suite.clock, 'Australia/Sydney', 2)).toBe(0);
    expect((await assessmentsPastReview(database.db, '2027-03-02', -1, 100)).assessments).toHaveLength(0);
  });
});
