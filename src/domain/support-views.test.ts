import { describe, expect, it } from 'vitest';
import { workQueueOf } from './work-queue';
import { PAGE_SIZE } from './constants';
import { CONTROL_IDS } from './controls';
import { controlTitle } from './control-titles';
import { assessmentListCsv } from './list-csv';
import { buildDashboard, firstRecentDay, firstSubmissionWeek, listQueryFromSearch, movementInWords, reassessedInWords, reassessedOrganisations, toListItem, WEEK_MS, type AssessmentTotals } from './support-views';

const NEWEST_FIRST = { sort: 'date', direction: 'desc' } as const;

describe('listQueryFromSearch', () => {
  it('reads page, search and status from the address', () => {
    expect(listQueryFromSearch({ page: '3', search: '  Acme ', status: 'draft' })).toEqual({ page: 3, limit: PAGE_SIZE, ...NEWEST_FIRST, search: 'Acme', status: 'draft' });
  });

  it('starts at page 1 with no search or status filter', () => {
    expect(listQueryFromSearch({})).toEqual({ page: 1, limit: PAGE_SIZE, ...NEWEST_FIRST });
  });

  it.each(['0', '-2', '1.5', 'two', ''])('falls back to page 1 for page=%j and keeps the rest', (page) => {
    expect(listQueryFromSearch({ page, search: 'Acme', status: 'completed' })).toEqual({ page: 1, limit: PAGE_SIZE, ...NEWEST_FIRST, search: 'Acme', status: 'completed' });
  });

  it.each(['', 'archived', 'DRAFT'])('drops the status filter for status=%j and keeps the page', (status) => {
    expect(listQueryFromSearch({ page: '2', status })).toEqual({ page: 2, limit: PAGE_SIZE, ...NEWEST_FIRST });
  });

  it('ignores parameters the list does not know', () => {
    expect(listQueryFromSearch({ page: '2', order: 'name' })).toEqual({ page: 2, limit: PAGE_SIZE, ...NEWEST_FIRST });
  });

  it('reads the sort, its direction and the follow-up filter, and falls back to newest first for a sort it does not know', () => {
    expect(listQueryFromSearch({ sort: 'organisation', direction: 'asc', followUp: 'won' })).toEqual({ page: 1, limit: PAGE_SIZE, sort: 'organisation', direction: 'asc', followUp: 'won' });
    expect(listQueryFromSearch({ sort: 'name', direction: 'up', followUp: 'maybe' })).toEqual({ page: 1, limit: PAGE_SIZE, ...NEWEST_FIRST });
  });
});

describe('firstRecentDay', () => {
  it('counts today and the 29 whole UTC days before it', () => {
    expect(firstRecentDay(Date.UTC(2026, 10, 22, 23, 59))).toBe(Date.UTC(2026, 9, 24));
    expect(firstRecentDay(Date.UTC(2026, 10, 23, 0, 0))).toBe(Date.UTC(2026, 9, 25));
  });
});

describe('firstSubmissionWeek', () => {
  it('starts on a Monday at midnight UTC, eleven weeks before the week that holds now', () => {
    const now = Date.UTC(2026, 10, 22, 12); // a Sunday
    const since = firstSubmissionWeek(now);
    expect(new Date(since).toISOString()).toBe('2026-08-31T00:00:00.000Z');
    expect(new Date(since).getUTCDay()).toBe(1);
    expect(firstSubmissionWeek(Date.UTC(2026, 10, 23))).toBe(since + WEEK_MS);
  });
});

describe('buildDashboard', () => {
  it('gives twelve weeks of submissions, oldest first, zero where none came, and drafts apart', () => {
    const since = firstSubmissionWeek(Date.UTC(2026, 10, 22));
    const movement = { improved: 2, held: 1, fell: 0 };
    const reviews = { inReview: 2, finishedLast30Days: 1, finished: 5, assessedBelow: 3 };
    const workQueue = workQueueOf({ byStatus: new Map([['new', 2]]), overdue: 1, assignedToMe: 0 }, { today: '2026-11-22', me: 'Support' });
    const storage = { keptBytes: 1024, capBytes: 2048, disk: null };
    const dashboard = buildDashboard({ total: 3, drafts: 4, last30Days: 1, weeks: { since, counts: new Map([[0, 2], [11, 1]]) }, figures: [], latest: [], movement, reviews, workQueue, storage });
    expect(dashboard.drafts).toBe(4);
    expect(dashboard.storage).toEqual(storage);
    expect(dashboard.workQueue).toEqual(workQueue);
    expect(dashboard.movement).toEqual(movement);
    expect(dashboard.reviews).toEqual(reviews);
    expect(dashboard.submissionsByWeek).toHaveLength(12);
    expect(dashboard.submissionsByWeek[0]).toEqual({ weekStart: since, count: 2 });
    expect(dashboard.submissionsByWeek.slice(1, 11).every((week) => week.count === 0)).toBe(true);
    expect(dashboard.submissionsByWeek[11]).toEqual({ weekStart: since + 11 * WEEK_MS, count: 1 });
  });
});

describe('how organisations moved, in words', () => {
  it('says each count and how many organisations have re-assessed', () => {
    const movement = { improved: 3, held: 5, fell: 1 };
    expect(movementInWords(movement)).toBe('3 improved, 5 held and 1 fell between their last two assessments');
    expect(reassessedOrganisations(movement)).toBe(9);
    expect(reassessedInWords(movement)).toBe('9 organisations have completed a re-assessment');
  });

  it('says one organisation in the singular and keeps the counts that are zero', () => {
    const movement = { improved: 0, held: 0, fell: 1 };
    expect(reassessedInWords(movement)).toBe('1 organisation has completed a re-assessment');
    expect(movementInWords(movement)).toBe('0 improved, 0 held and 1 fell between their last two assessments');
  });
});

describe('assessmentListCsv', () => {
  const totals = (): AssessmentTotals => ({
    id: '00000000-0000-4000-8000-000000000001',
    status: 'completed',
    kind: 'quick',
    followUpStatus: 'proposal-sent',
    reviewStatus: 'finished',
    createdAt: Date.UTC(2026, 10, 22),
    organizationName: 'Acme',
    respondentName: 'Ada',
    respondentEmail: 'ada@acme.example',
    currentLevelSum: 16,
    currentLevelMin: 2,
    targetCount: 8,
    currentCount: 8,
  });
  const item = toListItem(totals());

  it('appends target levels, the overall level, the follow-up status and the planning answers after the earlier columns', () => {
    const details = new Map([[item.id, { targetLevels: { 'regular-backups': 3 }, timeline: '6months' as const, priorities: ['regular-backups' as const], constraints: 'Budget' }]]);
    const [header, row] = assessmentListCsv([item], new Map([[item.id, { 'patch-applications': 2 }]]), details).slice(1).trim().split('\r\n');
    const columns = header!.split(',');
    expect(columns.slice(0, 9)).toEqual(['Organisation', 'Contact', 'Email', 'Date', 'Status', 'Average maturity', 'Overall level (0 to 3)', 'Id', 'Kind']);
    expect(columns.slice(25, 30)).toEqual(['Overall level', 'Follow-up status', 'Timeline', 'Priorities', 'Constraints']);
    expect(columns.slice(30, 39)).toEqual([...CONTROL_IDS.map((id) => `${controlTitle(id)} level supported by evidence`), 'Overall level supported by evidence']);
    expect(columns[17]).toBe('Patch applications target level');
    const cells = row!.split(',');
    expect(cells[9]).toBe('2');
    expect(cells[24]).toBe('3');
    expect(cells.slice(25, 30)).toEqual(['Maturity Level Two', 'Proposal sent', '6 months', 'Regular backups', 'Budget']);
    // A quick check grades no evidence: its evidence columns are blank. The review's status comes last.
    expect(cells.slice(30, 39)).toEqual(Array.from({ length: 9 }, () => ''));
    expect(columns.slice(39)).toEqual(['Review', 'Owner', 'Next action', 'Next action date', 'Assessed level']);
    // No owner, next action nor kept assessed level: blank.
    expect(cells.slice(39)).toEqual(['Finished', '', '', '', '']);
  });

  it('ends with the follow-up owner, the next action and its day, and the review\'s assessed level while it is finished or shared', () => {
    const followed = toListItem({ ...totals(), followUpStatus: 're-assessed', followUpOwner: 'casey', nextActionOn: '2026-12-03', nextActionText: 'Send the proposal for MFA uplift' });
    const details = new Map([[followed.id, { targetLevels: {}, timeline: null, priorities: [], constraints: '', assessedLevel: 1 as const }]]);
    const cells = assessmentListCsv([followed], new Map(), details).slice(1).trim().split('\r\n')[1]!.split(',');
    expect(cells[26]).toBe('Re-assessed');
    expect(cells.slice(39)).toEqual(['Finished', 'casey', 'Send the proposal for MFA uplift', '2026-12-03', 'Maturity Level One']);
    // Reopened (in review), a review's level is not the assessed one: blank, even if a level were given.
    const reopened = toListItem({ ...totals(), reviewStatus: 'in-review' });
    expect(assessmentListCsv([reopened], new Map(), details).trim().split('\r\n')[1]!.split(',').at(-1)).toBe('');
  });

  it('defuses a next action that starts like a formula', () => {
    const risky = toListItem({ ...totals(), nextActionOn: '2026-12-03', nextActionText: '=HYPERLINK("http://evil.example","Click")' });
    const csv = assessmentListCsv([risky]);
    expect(csv).toContain(',"\'=HYPERLINK(""http://evil.example"",""Click"")",2026-12-03,');
    expect(csv).not.toContain(',=HYPERLINK');
  });

  it('gives a detailed assessment its levels supported by evidence, per strategy and overall in words', () => {
    const detailed = toListItem({ ...totals(), kind: 'detailed', evidenceLevels: { ...Object.fromEntries(CONTROL_IDS.map((id) => [id, 2])), 'regular-backups': 1 } });
    expect(detailed.evidenceLevel).toBe(1);
    const details = new Map([[detailed.id, { targetLevels: {}, timeline: null, priorities: [], constraints: '', evidenceLevels: { 'patch-applications': 2, 'regular-backups': 1 } }]]);
    const cells = assessmentListCsv([detailed], new Map(), details).slice(1).trim().split('\r\n')[1]!.split(',');
    expect(cells.slice(30)).toEqual(['2', '', '', '', '', '', '', '1', 'Maturity Level One', 'Finished', '', '', '', '']);
    expect(toListItem({ ...totals(), kind: 'detailed', evidenceLevels: { 'regular-backups': 3 } }).evidenceLevel).toBe(0);
  });

  it('defuses a formula in the constraints and keeps their line breaks inside one quoted cell', () => {
    const details = new Map([[item.id, { targetLevels: {}, timeline: null, priorities: [], constraints: '=cmd|" /C calc"!A0\nsecond line' }]]);
    const csv = assessmentListCsv([item], new Map(), details);
    expect(csv).toContain(',Not stated,,"\'=cmd|"" /C calc""!A0\nsecond line",');
  });
});
