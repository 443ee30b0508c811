import { describe, expect, it } from 'vitest';
import { assessmentListCsv, assessmentListCsvHeader, assessmentListCsvRows, csvExportInWords } from './list-csv';
import { toListItem, type AssessmentListItem } from './support-views';

function listItem(index: number): AssessmentListItem {
  return toListItem({
    id: `00000000-0000-4000-8000-00000000000${index}`,
    status: index % 2 ? 'completed' : 'draft',
    kind: 'quick',
    followUpStatus: 'new',
    reviewStatus: index === 3 ? 'in-review' : 'not-started',
    createdAt: Date.UTC(2026, 10, 20 + index),
    organizationName: index === 2 ? '=SUM(A1:A9)' : `Org ${index}, Pty Ltd`,
    respondentName: `Person ${index}`,
    respondentEmail: `p${index}@example.com`,
    currentLevelSum: 8 + index,
    currentLevelMin: 1,
    targetCount: 8,
    currentCount: 8,
  });
}

describe('the CSV export in pieces', () => {
  const items = [1, 2, 3, 4].map(listItem);
  const levels = new Map(items.map((item, index) => [item.id, { 'regular-backups': index % 4 }]));
  const details = new Map(items.map((item) => [item.id, { targetLevels: { 'patch-applications': 3 }, timeline: '3months' as const, priorities: [], constraints: 'None' }]));

  it('is the header, then the rows batch after batch, the same text as the whole file at once', () => {
    const streamed = assessmentListCsvHeader() + assessmentListCsvRows(items.slice(0, 3), levels, details) + assessmentListCsvRows(items.slice(3), levels, details);
    expect(streamed).toBe(assessmentListCsv(items, levels, details));
    expect(streamed.split('\r\n')).toHaveLength(6);
    expect(streamed).toContain("\r\n'=SUM(A1:A9),Person 2,");
    expect(streamed.split('\r\n').slice(1, 5).map((line) => line.split(',').at(-5))).toEqual(['Not started', 'Not started', 'In review', 'Not started']);
  });

  it("dates each row on its day in the deployment's zone: half past midnight in Sydney is still the day before in Perth", () => {
    const late = { ...listItem(1), createdAt: Date.parse('2026-03-01T13:30:00Z') };
    expect(assessmentListCsvRows([late], levels, details, 'Australia/Sydney')).toContain(',p1@example.com,2 March 2026,');
    expect(assessmentListCsvRows([late], levels, details, 'Australia/Perth')).toContain(',p1@example.com,1 March 2026,');
  });

  it('starts with the byte order mark and the header line alone, and adds nothing for an empty batch', () => {
    expect(assessmentListCsvHeader()).toMatch(/^\uFEFFOrganisation,Contact,Email,Date,[^\r\n]*,Constraints,[^\r\n]*,Overall level supported by evidence,Review,Owner,Next action,Next action date,Assessed level\r\n$/);
    expect(assessmentListCsvRows([])).toBe('');
    expect(assessmentListCsv([])).toBe(assessmentListCsvHeader());
  });
});

describe('csvExportInWords', () => {
  it('counts the assessments of a whole file', () => {
    expect(csvExportInWords(1200, 'complete')).toBe('CSV of 1200 assessments');
    expect(csvExportInWords(1, 'complete')).toBe('CSV of 1 assessment');
  });

  it('says a download was cut short, and whether the browser or the server ended it', () => {
    expect(csvExportInWords(500, 'stopped')).toBe('CSV cut short after 500 assessments: the download was stopped before the end');
    expect(csvExportInWords(0, 'failed')).toBe('CSV cut short after 0 assessments: an error on the server ended the download');
  });
});
