import { describe, expect, it } from 'vitest';
import { digestEntry, submissionDigest } from './submission-digest';
import { quickAssessment } from '../../tests/support/assessments';

describe('submissionDigest', () => {
  const entry = digestEntry(
    quickAssessment({ organizationName: 'Acme\r\nBcc: victim@example.com', respondentName: 'Jane Citizen', respondentEmail: 'jane@acme.example', updatedAt: Date.UTC(2026, 10, 23, 4, 10) }),
    'https://e8.example/support/results/a1',
    'Australia/Sydney',
  );

  it('lists each organisation on one line with its kind, overall level, time and portal link', () => {
    const digest = submissionDigest([entry, { ...entry, organisation: 'Bravo', detailLink: 'https://e8.example/support/results/b2' }], 0, 10, 'E8 Tool');
    expect(digest.subject).toBe('2 more assessments completed in E8 Tool');
    expect(digest.text).toBe(
      [
        'More than 10 assessments were completed within an hour in E8 Tool, so the others are listed here in one mail rather than one mail each.',
        'Open each in the support portal (you will be asked to sign in):',
        `1. Acme Bcc: victim@example.com (${entry.level}), a quick check completed on 23 November 2026 at 04:10 UTC\n   https://e8.example/support/results/a1\n` +
          `2. Bravo (${entry.level}), a quick check completed on 23 November 2026 at 04:10 UTC\n   https://e8.example/support/results/b2`,
        'This digest holds none of the answers or contact details: they are in the portal.',
      ].join('\n\n'),
    );
    for (const secret of ['Jane', 'jane@acme.example']) expect(digest.text).not.toContain(secret);
  });

  it('counts the assessments it does not list', () => {
    const digest = submissionDigest([entry], 41, 10, 'E8 Tool');
    expect(digest.subject).toBe('42 more assessments completed in E8 Tool');
    expect(digest.text).toContain('And 41 more assessments, not listed here: they are in the portal.');
  });
});
