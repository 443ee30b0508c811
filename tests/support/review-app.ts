import type { TestDatabase } from './databases';
import { useTestApp, type SuiteApp } from './test-app';

/** When the review suites' clock starts, before each test. */
export const REVIEW_START = Date.UTC(2026, 10, 25, 1, 0);

/** The consultant the review suites sign in as, and the password of each consultant they create. */
export const CONSULTANT = 'Casey';
export const CONSULTANT_PASSWORD = 'Corr3ct-Horse!Battery';

/**
 * The set-up the review API suites share: the app on the suite's database (`open`, from `DATABASES`) with
 * its clock at `REVIEW_START`, and before each test the review's tables and those below them emptied and
 * the consultant Casey created and signed in (`suite.cookie` is Casey's session).
 */
export function useReviewApp(open: () => Promise<TestDatabase>): SuiteApp {
  return useTestApp(open, {
    start: REVIEW_START,
    empty: ['audit_events', 'sessions', 'assessment_findings', 'assessment_report_words', 'assessment_reviews', 'evidence_files', 'assessment_notes', 'assessment_controls', 'assessments', 'support_users'],
    user: { username: CONSULTANT, password: CONSULTANT_PASSWORD, role: 'consultant' },
    signedIn: true,
  });
}
