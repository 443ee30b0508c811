import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../domain/constants';
import { DATABASES, useTestDatabase } from '../../../tests/support/databases';
import { deleteResumeLinkMailsUpTo, recipientHash, recordResumeLinkMailWithin } from './resume-link-mails.server';

const NOW = Date.UTC(2026, 10, 23, 4, 0);
const HOUR = 60 * 60 * 1000;
const LIMITS = { perDraft: 3, perRecipient: 5, windowMs: DAY_MS };
const DRAFT = '00000000-0000-4000-8000-00000000d001';
const draft = (n: number) => `00000000-0000-4000-8000-00000000d${String(n).padStart(3, '0')}`;

describe('the key an address is counted by', () => {
  it('is the same for any case and surrounding spaces, and is not the address', () => {
    const key = recipientHash('sam@example.com');
    expect(recipientHash('  Sam@EXAMPLE.com ')).toBe(key);
    expect(recipientHash('lee@example.com')).not.toBe(key);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe.each(DATABASES)('resume-link emails recorded on $name', ({ open }) => {
  const database = useTestDatabase(open);

  it('records up to the draft limit, then says when the oldest counted send leaves the window', async () => {
    const { db } = database;
    await database.empty('resume_link_mails');
    for (const at of [NOW, NOW + HOUR, NOW + 2 * HOUR]) {
      expect(await recordResumeLinkMailWithin(db, { assessmentId: DRAFT, recipient: 'sam@example.com', at }, LIMITS)).toEqual({ recorded: true });
    }
    expect(await recordResumeLinkMailWithin(db, { assessmentId: DRAFT, recipient: 'lee@example.com', at: NOW + 3 * HOUR }, LIMITS)).toEqual({
      recorded: false,
      limit: 'draft',
      retryAt: NOW + DAY_MS,
    });
    expect(await recordResumeLinkMailWithin(db, { assessmentId: DRAFT, recipient: 'sam@example.com', at: NOW + DAY_MS }, LIMITS)).toEqual({ recorded: true });
    const rows = await db.selectFrom('resume_link_mails').select(['assessment_id', 'recipient_hash']).execute();
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map((row) => row.recipient_hash))).toEqual(new Set([recipientHash('sam@example.com')]));
  });

  it('counts an address across drafts, and a deleted draft\'s sends still count', async () => {
    const { db } = database;
    await database.empty('resume_link_mails');
    for (let n = 1; n <= 5; n += 1) {
      expect(await recordResumeLinkMailWithin(db, { assessmentId: draft(n), recipient: n % 2 ? 'SAM@example.com' : 'sam@example.com', at: NOW + n }, LIMITS)).toEqual({ recorded: true });
    }
    expect(await recordResumeLinkMailWithin(db, { assessmentId: draft(6), recipient: ' Sam@Example.com', at: NOW + HOUR }, LIMITS)).toEqual({
      recorded: false,
      limit: 'recipient',
      retryAt: NOW + 1 + DAY_MS,
    });
  });

  it('lets exactly the limit through when many sends to one address arrive at once from different drafts', async () => {
    const { db } = database;
    await database.empty('resume_link_mails');
    const claims = await Promise.all(
      Array.from({ length: 10 }, (_, n) => recordResumeLinkMailWithin(db, { assessmentId: draft(n + 1), recipient: 'sam@example.com', at: NOW }, LIMITS)),
    );
    expect(claims.filter((claim) => claim.recorded)).toHaveLength(5);
    expect(await db.selectFrom('resume_link_mails').select('id').execute()).toHaveLength(5);
  });

  it('prunes sends at or before a moment, and says how many', async () => {
    const { db } = database;
    await database.empty('resume_link_mails');
    for (const at of [NOW - DAY_MS - 1, NOW - DAY_MS, NOW]) await recordResumeLinkMailWithin(db, { assessmentId: draft(at % 1000), recipient: `${at}@example.com`, at }, LIMITS);
    expect(await deleteResumeLinkMailsUpTo(db, NOW - DAY_MS)).toBe(2);
    expect((await db.selectFrom('resume_link_mails').select('sent_at').execute()).map((row) => Number(row.sent_at))).toEqual([NOW]);
  });
});
