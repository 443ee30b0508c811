import { describe, expect, it } from 'vitest';
import type { HistoryEvent } from './audit';
import type { ListedEvidenceFile } from './evidence-files';
import { HELD_BACK_DETAILS, heldBackInWords, holdBackUnsharedReview } from './own-data-review';

const ID = '0b7c8e4e-5a2b-4c1d-8e9f-0a1b2c3d4e5f';
const event = (action: HistoryEvent['action'], details: string, actor: string | null = 'casey'): HistoryEvent => ({ at: Date.UTC(2026, 10, 25), actor, action, assessmentId: ID, details });
const file = (fileName: string, addedBy: ListedEvidenceFile['addedBy']): ListedEvidenceFile => ({
  id: `6f1c3a52-8a3e-4d0b-9f43-3c1f2e9a7b1${addedBy === 'assessor' ? 1 : 0}`,
  requirementId: 'application-control-workstations',
  fileName,
  size: 70,
  mediaType: 'application/pdf',
  sha256: 'a'.repeat(64),
  addedBy,
});
const HOLDER = { companyName: 'Example Advisory', contactEmail: 'privacy@advisory.example' };

describe("the respondent's download while a review is not shared", () => {
  const events = [
    event('finding-saved', 'patch-applications-scan-online-services-daily: Ineffective'),
    event('assessor-evidence-added', 'E8MVT.pdf (application-control-workstations)'),
    event('evidence-read', 'Evidence file E8MVT.pdf (application-control-workstations)'),
    event('evidence-read', 'Evidence file Policy.pdf (application-control-workstations)'),
    event('export', 'assessment-report-pdf'),
    event('review-copy-made', `Detailed assessment ${ID} made from this quick check for review`),
    event('view', ''),
    event('export', 'Own data (JSON)', null),
  ];
  const files = [file('Policy.pdf', 'respondent'), file('E8MVT.pdf', 'assessor')];

  it("keeps each review event's time and action but none of its details, and leaves out the assessor's files", () => {
    const given = holdBackUnsharedReview({ events, evidenceFiles: files, reviewShared: false });
    expect(given.events.map((kept) => kept.details)).toEqual([
      HELD_BACK_DETAILS,
      HELD_BACK_DETAILS,
      HELD_BACK_DETAILS,
      'Evidence file Policy.pdf (application-control-workstations)',
      HELD_BACK_DETAILS,
      HELD_BACK_DETAILS,
      '',
      'Own data (JSON)',
    ]);
    expect(given.events.map((kept) => kept.action)).toEqual(events.map((original) => original.action));
    expect(given.evidenceFiles.map((kept) => kept.fileName)).toEqual(['Policy.pdf']);
    expect(JSON.stringify(given)).not.toMatch(/Ineffective|E8MVT|scan-online-services/);
    expect(heldBackInWords(given, HOLDER)).toBe(
      "Held back until Example Advisory shares its review of this assessment with you: the details of 5 audit events of a consultant's review (which requirements were found how, the assessor's file names, a copy made for review), and 1 evidence file the assessor added. Until then the review is the firm's unfinished work and may still change; once it is shared, its findings, its events and the assessor's files are in this file. To ask about it, contact privacy@advisory.example.",
    );
  });

  it('gives everything once the review is shared, and says nothing is held back', () => {
    const given = holdBackUnsharedReview({ events, evidenceFiles: files, reviewShared: true });
    expect(given.events).toEqual(events);
    expect(given.evidenceFiles).toEqual(files);
    expect(heldBackInWords(given, HOLDER)).toBeNull();
  });

  it('holds nothing back of an assessment without a review', () => {
    const given = holdBackUnsharedReview({ events: [event('view', '')], evidenceFiles: [file('Policy.pdf', 'respondent')], reviewShared: false });
    expect(heldBackInWords(given, HOLDER)).toBeNull();
  });
});
