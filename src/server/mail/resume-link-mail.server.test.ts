import { describe, expect, it } from 'vitest';
import { utcDateTimeInWords } from '../../domain/format';
import { resumeLinkMailText } from './resume-link-mail.server';

const LINK = 'https://e8.example.com/assessment/resume?id=00000000-0000-4000-8000-000000000001#key=abc';
const DETAILS = { draftDays: 30, organisationName: 'Acme Pty Ltd', requestedAt: Date.UTC(2026, 10, 23, 4, 10), site: 'https://e8.example.com' };

describe('the resume-link email', () => {
  it('says whom the draft is for, when and where it was asked for, how long it is kept, and to ignore it if unasked', () => {
    expect(resumeLinkMailText(LINK, DETAILS, 'E8 Check')).toBe(
      [
        'Someone asked for this email on https://e8.example.com (E8 Check) on 23 November 2026 at 04:10 UTC, for an assessment saved there for the organisation "Acme Pty Ltd".',
        `Open this link to carry on where you left off:\n${LINK}`,
        'This link is the only way back to the saved assessment. It is kept for 30 days after its last save, then deleted. Whoever has this link can open and change the answers, so do not share it.',
        'If you did not ask for this, you can ignore this email: nothing was shared with you. Do not answer questions at this link unless you started the assessment yourself, because whoever asked for this email can read the answers.',
      ].join('\n\n'),
    );
  });

  it('says when no organisation was named, and keeps a named one on one line', () => {
    expect(resumeLinkMailText(LINK, { ...DETAILS, organisationName: '' }, 'E8 Check')).toContain('for an assessment saved there with no organisation name entered yet.');
    const text = resumeLinkMailText(LINK, { ...DETAILS, organisationName: 'Acme\n\nClick https://evil.example now' }, 'E8 Check');
    expect(text).toContain('for the organisation "Acme Click https://evil.example now".');
    expect(text.split('\n\n')).toHaveLength(4);
  });

  it('gives the time in UTC whatever the server is set to, as the reader\'s zone is not known', () => {
    expect(utcDateTimeInWords(Date.UTC(2026, 0, 5, 23, 7))).toBe('5 January 2026 at 23:07 UTC');
  });
});
