import { describe, expect, it } from 'vitest';
import { followUpUpdateSchema, statusOnReassessment } from './follow-up';
import { followUpAfterSave } from './follow-up-save';
import { followUpChangeInWords, followUpChangesBetween, followUpChangesInWords, followUpTimeline } from './follow-up-timeline';

const before = { status: 'new', owner: null, nextActionOn: null } as const;

describe('the follow-up form and its body', () => {
  it('takes a status, an owner or nobody, and a real day or none; names the field it refuses, in words', () => {
    expect(followUpUpdateSchema.parse({ status: 'contacted', owner: ' casey ', nextActionOn: '2028-02-29' })).toEqual({ status: 'contacted', owner: 'casey', nextActionOn: '2028-02-29' });
    expect(followUpUpdateSchema.parse({ status: 'won', owner: null, nextActionOn: null })).toEqual({ status: 'won', owner: null, nextActionOn: null });
    expect(followUpUpdateSchema.parse({ status: 'won' })).toEqual({ status: 'won' });
    const refused = (body: object) => followUpUpdateSchema.safeParse(body).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(refused({ status: 'new', nextActionOn: '2027-02-29' })).toEqual([['nextActionOn', 'Next action date must be a real date like 2026-12-03']]);
    expect(refused({ status: 'new', nextActionOn: '3/12/2026' })).toEqual([['nextActionOn', 'Next action date must be a real date like 2026-12-03']]);
    expect(refused({ status: 'new', owner: '  ' })).toEqual([['owner', 'Choose an owner, or nobody']]);
    expect(refused({ status: 'new', owner: 'x'.repeat(101) })).toEqual([['owner', 'An owner is at most 100 characters']]);
  });
});

describe('a save of the follow-up', () => {
  it('keeps what it leaves out, clears what it sets to null, and takes an enabled owner as the account spells it', () => {
    const owned = { status: 'contacted', owner: 'casey', nextActionOn: '2026-12-03' } as const;
    expect(followUpAfterSave(owned, { status: 'won' }, undefined)).toEqual({ saved: { status: 'won', owner: 'casey', nextActionOn: '2026-12-03' } });
    expect(followUpAfterSave(owned, { status: 'won', owner: null, nextActionOn: null }, undefined)).toEqual({ saved: { status: 'won', owner: null, nextActionOn: null } });
    expect(followUpAfterSave(before, { status: 'new', owner: 'CASEY' }, { username: 'Casey', disabled: false })).toEqual({ saved: { status: 'new', owner: 'Casey', nextActionOn: null } });
  });

  it('refuses, in words, a new owner that is unknown or disabled, but keeps an owner disabled since', () => {
    expect(followUpAfterSave(before, { status: 'new', owner: 'nobody-here' }, undefined)).toEqual({ ownerRefused: 'There is no support account nobody-here: choose another owner, or nobody' });
    expect(followUpAfterSave(before, { status: 'new', owner: 'alex' }, { username: 'alex', disabled: true })).toEqual({ ownerRefused: "alex's account is disabled: choose another owner, or nobody" });
    const kept = { status: 'contacted', owner: 'alex', nextActionOn: null } as const;
    expect(followUpAfterSave(kept, { status: 'won', owner: 'alex' }, { username: 'alex', disabled: true })).toEqual({ saved: { ...kept, status: 'won' } });
  });
});

describe('follow-up changes in words', () => {
  it('lists what a save changed, in the order of the form, and nothing for a save of the same', () => {
    const after = { status: 'meeting-booked', owner: 'casey', nextActionOn: '2026-12-03' } as const;
    const changes = followUpChangesBetween(before, after);
    expect(changes).toEqual([
      { field: 'status', from: 'new', to: 'meeting-booked' },
      { field: 'owner', from: null, to: 'casey' },
      { field: 'next-action', from: null, to: '2026-12-03' },
    ]);
    expect(changes.map(followUpChangeInWords)).toEqual([
      'Status changed from New to Meeting booked',
      'Owner changed from nobody to casey',
      'Next action date changed from none to 3 December 2026',
    ]);
    expect(followUpChangeInWords({ field: 'next-action', from: '2026-12-03', to: null })).toBe('Next action date changed from 3 December 2026 to none');
    expect(followUpChangesInWords(changes.slice(0, 2))).toBe('Status changed from New to Meeting booked; Owner changed from nobody to casey');
    expect(followUpChangesBetween(after, after)).toEqual([]);
  });

  it('merges notes and changes into one timeline, newest first, a note above a change of the same moment', () => {
    const note = (id: string, createdAt: number) => ({ id, author: 'casey', createdAt, text: id });
    const change = (id: string, changedAt: number) => ({ id, changedBy: 'alex', changedAt, field: 'status' as const, from: 'new', to: 'contacted' });
    const timeline = followUpTimeline([note('n2', 30), note('n1', 10)], [change('c2', 30), change('c1', 20)]);
    expect(timeline.map((entry) => (entry.kind === 'note' ? entry.note.id : entry.change.id))).toEqual(['n2', 'c2', 'c1', 'n1']);
  });
});

describe("the next action's text", () => {
  it('is trimmed, at most 200 characters, without NUL, and null clears it', () => {
    expect(followUpUpdateSchema.parse({ status: 'contacted', nextActionText: '  Send the proposal for MFA uplift ' })).toEqual({ status: 'contacted', nextActionText: 'Send the proposal for MFA uplift' });
    expect(followUpUpdateSchema.parse({ status: 'contacted', nextActionText: null })).toEqual({ status: 'contacted', nextActionText: null });
    const refused = (body: object) => followUpUpdateSchema.safeParse(body).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(refused({ status: 'new', nextActionText: 'x'.repeat(201) })).toEqual([['nextActionText', 'A next action is at most 200 characters']]);
    expect(followUpUpdateSchema.safeParse({ status: 'new', nextActionText: 'x'.repeat(200) }).success).toBe(true);
    expect(refused({ status: 'new', nextActionText: '   ' })).toEqual([['nextActionText', 'Write the next action, or leave it empty for none']]);
    expect(refused({ status: 'new', nextActionText: 'Call\u0000back' })?.[0]?.[0]).toBe('nextActionText');
  });

  it('is kept when a save leaves it out, cleared by null, and its change is said in words', () => {
    const planned = { status: 'contacted', owner: 'casey', nextActionOn: '2026-12-03', nextActionText: 'Send the proposal for MFA uplift' } as const;
    expect(followUpAfterSave(planned, { status: 'proposal-sent' }, undefined)).toEqual({ saved: { ...planned, status: 'proposal-sent' } });
    const cleared = followUpAfterSave(planned, { status: 'contacted', nextActionText: null }, undefined);
    expect(cleared).toEqual({ saved: { status: 'contacted', owner: 'casey', nextActionOn: '2026-12-03' } });
    const changes = 'saved' in cleared ? followUpChangesBetween(planned, cleared.saved) : [];
    expect(changes).toEqual([{ field: 'next-action-text', from: 'Send the proposal for MFA uplift', to: null }]);
    expect(followUpChangeInWords({ field: 'next-action-text', from: null, to: 'Book the workshop' })).toBe('Next action changed from none to "Book the workshop"');
  });
});

describe('a re-assessment', () => {
  it('makes a follow-up past New "re-assessed", and leaves one still New as it is', () => {
    expect(statusOnReassessment('new')).toBe('new');
    for (const status of ['contacted', 'meeting-booked', 'proposal-sent', 'won', 'lost', 're-assessed'] as const) expect(statusOnReassessment(status)).toBe('re-assessed');
  });
});
