import { describe, expect, it } from 'vitest';
import { quickAssessment } from '../../tests/support/assessments';
import { ownDataFileName } from './file-names';
import { ownDataExport, retentionInWords } from './own-data';

const HOLDER = { companyName: 'Example Advisory', contactEmail: 'privacy@advisory.example', retentionMonths: undefined, draftDays: 1 };

describe('retentionInWords', () => {
  it('says when no retention period is set, and counts one day and one month in the singular', () => {
    expect(retentionInWords(HOLDER).slice(0, 2)).toEqual([
      'Example Advisory has set no automatic retention period: a completed assessment is kept until you or Example Advisory delete it.',
      'A saved draft is deleted 1 day after its last save.',
    ]);
    expect(retentionInWords({ ...HOLDER, retentionMonths: 1 })[0]).toBe('An assessment is deleted 1 month after it was created.');
  });
});

describe('ownDataExport', () => {
  const assessment = quickAssessment({ organizationName: 'Acme Pty Ltd' });
  const input = {
    assessment,
    seriesId: assessment.id,
    followUpStatus: 'meeting-booked' as const,
    noteCount: 2,
    events: [
      { at: Date.UTC(2026, 10, 3), actor: null, action: 'export' as const, assessmentId: assessment.id, details: 'Own data (JSON)' },
      { at: Date.UTC(2026, 10, 2), actor: 'sam.oconnor', action: 'note' as const, assessmentId: assessment.id, details: '' },
      { at: Date.UTC(2026, 10, 1), actor: 'Administrator', action: 'view' as const, assessmentId: assessment.id, details: '' },
    ],
    evidenceFiles: [
      { id: '6f1c3a52-8a3e-4d0b-9f43-3c1f2e9a7b10', requirementId: 'application-control-workstations', fileName: 'scan.pdf', size: 70, mediaType: 'application/pdf' as const, sha256: 'a'.repeat(64), addedBy: 'respondent' as const },
    ],
    evidenceRequests: [
      {
        id: '0b6a2f4e-1c3d-4e5f-8a9b-0c1d2e3f4a5b',
        requirementIds: ['application-control-workstations'],
        wanted: 'The AppLocker policy as exported from Group Policy.',
        dueOn: '2026-12-10',
        state: 'accepted' as const,
        askedAt: Date.UTC(2026, 10, 1),
        askedBy: 'sam.oconnor',
        answer: 'Attached, from the domain controller.',
        answeredAt: Date.UTC(2026, 10, 2),
        uploadCount: 1,
        acceptedAt: Date.UTC(2026, 10, 3),
        acceptedBy: 'Administrator',
        withdrawnAt: null,
        withdrawnBy: null,
      },
    ],
    reviewShared: false,
    holder: HOLDER,
    at: Date.UTC(2026, 10, 3),
  };

  it('describes the evidence files without their content', () => {
    expect(ownDataExport(input).evidenceFiles).toEqual(input.evidenceFiles);
  });

  it('dates everything in ISO time, names the respondent and calls every staff member "a consultant", and says what the file is and who holds it', () => {
    const data = ownDataExport(input);
    expect(data.about.whatThisIs).toContain('What Example Advisory holds about the Essential Eight assessment of Acme Pty Ltd');
    expect(data.about.whatThisIs).toContain("The consultants' internal notes are counted here, not included.");
    expect(data.about).toMatchObject({ heldBy: 'Example Advisory', contact: 'privacy@advisory.example', downloadedAt: '2026-11-03T00:00:00.000Z' });
    expect(data.auditEvents).toEqual([
      { at: '2026-11-03T00:00:00.000Z', action: 'export', by: 'the respondent', details: 'Own data (JSON)' },
      { at: '2026-11-02T00:00:00.000Z', action: 'note', by: 'a consultant', details: '' },
      { at: '2026-11-01T00:00:00.000Z', action: 'view', by: 'a consultant', details: '' },
    ]);
    expect(data.assessment).toEqual(assessment);
    expect(JSON.stringify(data)).not.toMatch(/accessKey|hash|sam\.oconnor|Administrator/i);
  });

  it('gives the requests for evidence with their answers, unshared review or not, naming no consultant', () => {
    const [request] = ownDataExport(input).evidenceRequests;
    expect(request).toMatchObject({ wanted: 'The AppLocker policy as exported from Group Policy.', answer: 'Attached, from the domain controller.', state: 'accepted', acceptedAt: Date.UTC(2026, 10, 3) });
    expect(Object.keys(request ?? {})).not.toContain('askedBy');
    expect(Object.keys(request ?? {})).not.toContain('acceptedBy');
  });

  it('says how many internal notes are kept and whom to ask, without any note', () => {
    expect(ownDataExport(input).followUp).toEqual({
      status: 'meeting-booked',
      statusInWords: 'Meeting booked',
      internalNoteCount: 2,
      internalNotes:
        'Example Advisory keeps 2 internal notes about this assessment, written by its consultants for their own work. The notes are not in this file: to ask about them, or for any personal information in them, contact privacy@advisory.example.',
    });
    expect(ownDataExport({ ...input, noteCount: 0 }).followUp).toMatchObject({ internalNoteCount: 0, internalNotes: 'Example Advisory keeps no internal notes about this assessment.' });
  });
});

describe('ownDataFileName', () => {
  it('names the organisation with hyphens for spaces, without what file systems reject, and the day it is given', () => {
    expect(ownDataFileName('Acme  Widgets: "Pty" Ltd', '2026-11-23')).toBe('essential-eight-data-Acme-Widgets-Pty-Ltd-2026-11-23.json');
    expect(ownDataFileName('  ', '2026-01-02')).toBe('essential-eight-data-assessment-2026-01-02.json');
  });
});
