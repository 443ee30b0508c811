import { describe, expect, it } from 'vitest';
import { resultsLinkMailText, type ResultsLinkMailDetails } from './results-link-mail.server';

const LINK = 'https://e8.example.com/assessment/results?id=5e2e8097-8915-40af-910b-3c270d470e4a#key=abc';
const DETAILS: ResultsLinkMailDetails = {
  organisationName: 'Acme\n  Widgets',
  askedBy: 'respondent',
  companyName: 'Essential Eight Advisory',
  requestedAt: Date.UTC(2026, 10, 23, 4, 10),
  site: 'https://e8.example.com',
};

describe('the results-link email', () => {
  it('names the organisation on one line, the site and time, says what the link opens, to keep it private, and to ignore it if not asked for', () => {
    const text = resultsLinkMailText(LINK, DETAILS, 'Essential Eight Assessment Tool');
    expect(text).toContain('the organisation "Acme Widgets"');
    expect(text).toContain('https://e8.example.com (Essential Eight Assessment Tool)');
    expect(text).toContain(`the results, their reports and any review Essential Eight Advisory has shared, on any device:\n${LINK}`);
    expect(text).toContain('keep it private');
    expect(text).toContain('If you did not ask for this, you can ignore this email');
    // The link is the only way in, and appears once.
    expect(text.split(LINK)).toHaveLength(2);
  });

  it('says a fresh link from the consultancy replaces the one held before', () => {
    const text = resultsLinkMailText(LINK, { ...DETAILS, askedBy: 'consultancy' }, 'Essential Eight Assessment Tool');
    expect(text).toMatch(/^Essential Eight Advisory sent you a fresh link on https:\/\/e8\.example\.com/);
    expect(text).toContain('The link you had before no longer works.');
  });
});
