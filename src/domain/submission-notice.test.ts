import { describe, expect, it } from 'vitest';
import type { Assessment } from './assessment';
import { CONTROL_IDS } from './controls';
import { submissionNotice } from './submission-notice';

const assessment: Assessment = {
  id: '0b6f7a4e-6d0e-4a53-9f57-0e8f3c1d2a11',
  status: 'completed',
  kind: 'quick',
  createdAt: Date.UTC(2026, 10, 23, 3, 0),
  updatedAt: Date.UTC(2026, 10, 23, 4, 10),
  organizationName: 'Acme\r\nBcc: victim@example.com',
  respondentName: 'Jane Citizen',
  respondentEmail: 'jane@acme.example',
  targetAssessments: Object.fromEntries(CONTROL_IDS.map((id) => [id, 3])),
  assessments: Object.fromEntries(CONTROL_IDS.map((id, index) => [id, index === 2 ? 1 : 2])),
  requirementOutcomes: {},
  timeline: '12months',
  priorities: ['regular-backups'],
  constraints: 'Legacy finance system on Windows Server 2012',
  resumeStep: null,
};

describe('submissionNotice', () => {
  const notice = submissionNotice(assessment, 'https://e8.example/support/results/0b6f7a4e-6d0e-4a53-9f57-0e8f3c1d2a11', 'Essential Eight Assessment Tool', 'Australia/Sydney');

  it('names the organisation on one line, its indicative level from the ratings and the portal link', () => {
    expect(notice.subject).toBe('New assessment: Acme Bcc: victim@example.com (Maturity Level One)');
    expect(notice.text).toBe(
      [
        'A quick check was completed in Essential Eight Assessment Tool on 23 November 2026 at 04:10 UTC.',
        "Organisation: Acme Bcc: victim@example.com\nIndicative level from the respondent's ratings: Maturity Level One",
        'Open it in the support portal (you will be asked to sign in):\nhttps://e8.example/support/results/0b6f7a4e-6d0e-4a53-9f57-0e8f3c1d2a11',
        'This notice holds none of the answers or contact details: they are in the portal.',
      ].join('\n\n'),
    );
  });

  it('holds none of the answers or contact details', () => {
    for (const secret of ['Jane', 'jane@acme.example', 'Legacy finance', '12 months', 'Regular backups']) {
      expect(notice.text).not.toContain(secret);
      expect(notice.subject).not.toContain(secret);
    }
  });

  it('says when no organisation was given', () => {
    expect(submissionNotice({ ...assessment, organizationName: ' ' }, 'https://e8.example/x', 'Tool', 'Australia/Sydney').subject).toBe(
      'New assessment: An organisation with no name given (Maturity Level One)',
    );
  });
});
