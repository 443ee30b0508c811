import { describe, expect, it } from 'vitest';
import { listCountInWords } from './list-count-words';

describe('the list count in words', () => {
  it('says a grouped list has a row per series and that drafts are hidden by default', () => {
    expect(listCountInWords({ total: 12, grouped: true }, { status: 'completed' })).toBe(
      "12 rows: each organisation's re-assessments are grouped under its latest assessment. Drafts are hidden: choose \"Completed and drafts\" under Status to show them.",
    );
  });

  it('counts single assessments when not grouped, and says nothing of drafts once they are listed', () => {
    expect(listCountInWords({ total: 1 }, { status: undefined })).toBe('1 assessment.');
    expect(listCountInWords({ total: 3, grouped: true }, { status: 'draft' })).toBe("3 rows: each organisation's re-assessments are grouped under its latest assessment.");
  });

  it('leaves the count of a search to its own line, still saying drafts are hidden', () => {
    expect(listCountInWords({ total: 4 }, { search: 'Acme', status: 'completed' })).toBe('Drafts are hidden: choose "Completed and drafts" under Status to show them.');
  });
});
