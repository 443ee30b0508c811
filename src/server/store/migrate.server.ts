import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './schema.server';
import * as assessments001 from './migrations/001-assessments.server';
import * as supportPortal002 from './migrations/002-support-portal.server';
import * as listTotals003 from './migrations/003-list-totals.server';
import * as listPositions004 from './migrations/004-list-positions.server';
import * as organisationName005 from './migrations/005-organisation-name.server';
import * as lockoutByAddress006 from './migrations/006-lockout-by-address.server';
import * as listAsdLevel007 from './migrations/007-list-asd-level.server';
import * as oneResetToken008 from './migrations/008-one-reset-token.server';
import * as detailedAssessments009 from './migrations/009-detailed-assessments.server';
import * as consultantFollowUp010 from './migrations/010-consultant-follow-up.server';
import * as draftResumeStep011 from './migrations/011-draft-resume-step.server';
import * as assessmentSeries012 from './migrations/012-assessment-series.server';
import * as resumeLinkMails013 from './migrations/013-resume-link-mails.server';
import * as supportTeam014 from './migrations/014-support-team.server';
import * as rateLimitCounters017 from './migrations/017-rate-limit-counters.server';
import * as dashboardFigures018 from './migrations/018-dashboard-figures.server';
import * as searchText019 from './migrations/019-search-text.server';
import * as serverSecrets020 from './migrations/020-server-secrets.server';
import * as usernameCompatibilityForm021 from './migrations/021-username-compatibility-form.server';
import * as evidenceFiles022 from './migrations/022-evidence-files.server';
import * as evidenceLevels023 from './migrations/023-evidence-levels.server';
import * as evidenceFileChunks024 from './migrations/024-evidence-file-chunks.server';
import * as assessorReview025 from './migrations/025-assessor-review.server';
import * as reviewStatusInThePortal026 from './migrations/026-review-status-in-the-portal.server';
import * as workQueue027 from './migrations/027-work-queue.server';
import * as stepsPerQuarterAndReassessmentOf028 from './migrations/028-steps-per-quarter-and-reassessment-of.server';
import * as nextReviewOn029 from './migrations/029-next-review-on.server';
import * as reviewCopyOf030 from './migrations/030-review-copy-of.server';
import * as reviewTargetAndOneFinding031 from './migrations/031-review-target-and-one-finding.server';
import * as reportWords032 from './migrations/032-report-words.server';
import * as evidenceRequests033 from './migrations/033-evidence-requests.server';
import * as engagementPerSeries034 from './migrations/034-engagement-per-series.server';
import * as oneSubmissionPerKey035 from './migrations/035-one-submission-per-key.server';
import * as configurationImports036 from './migrations/036-configuration-imports.server';
import * as apiTokens037 from './migrations/037-api-tokens.server';

/**
 * Migrations in order; a new one is added here with the next number. There are no 015 and 016: the
 * dashboard's kept figures and the search text were written as 015 and 016 on a branch while 017 landed
 * first, and were renumbered 018 and 019 before they landed, so that a database that had already run 017
 * takes them after it. No database ever ran a 015 or a 016, and the numbers are not reused.
 */
const MIGRATIONS: Record<string, Migration> = {
  '001-assessments': assessments001,
  '002-support-portal': supportPortal002,
  '003-list-totals': listTotals003,
  '004-list-positions': listPositions004,
  '005-organisation-name': organisationName005,
  '006-lockout-by-address': lockoutByAddress006,
  '007-list-asd-level': listAsdLevel007,
  '008-one-reset-token': oneResetToken008,
  '009-detailed-assessments': detailedAssessments009,
  '010-consultant-follow-up': consultantFollowUp010,
  '011-draft-resume-step': draftResumeStep011,
  '012-assessment-series': assessmentSeries012,
  '013-resume-link-mails': resumeLinkMails013,
  '014-support-team': supportTeam014,
  '017-rate-limit-counters': rateLimitCounters017,
  '018-dashboard-figures': dashboardFigures018,
  '019-search-text': searchText019,
  '020-server-secrets': serverSecrets020,
  '021-username-compatibility-form': usernameCompatibilityForm021,
  '022-evidence-files': evidenceFiles022,
  '023-evidence-levels': evidenceLevels023,
  '024-evidence-file-chunks': evidenceFileChunks024,
  '025-assessor-review': assessorReview025,
  '026-review-status-in-the-portal': reviewStatusInThePortal026,
  '027-work-queue': workQueue027,
  '028-steps-per-quarter-and-reassessment-of': stepsPerQuarterAndReassessmentOf028,
  '029-next-review-on': nextReviewOn029,
  '030-review-copy-of': reviewCopyOf030,
  '031-review-target-and-one-finding': reviewTargetAndOneFinding031,
  '032-report-words': reportWords032,
  '033-evidence-requests': evidenceRequests033,
  '034-engagement-per-series': engagementPerSeries034,
  '035-one-submission-per-key': oneSubmissionPerKey035,
  '036-configuration-imports': configurationImports036,
  '037-api-tokens': apiTokens037,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Brings the schema up to date; run at every start-up. Throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
  return (results ?? []).map((result) => result.migrationName);
}

/** Brings the schema up to a named migration and no further: for testing a migration on the data of the one before. */
export async function migrateUpTo(db: Kysely<Database>, migrationName: string): Promise<void> {
  const { error } = await new Migrator({ db, provider }).migrateTo(migrationName);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/**
 * The names of the migrations from one on, in order: what `migrateToLatest` runs on a database brought up to the
 * migration before it. A migration's test names only itself, so a later migration changes none of them.
 */
export function migrationsFrom(migrationName: string): string[] {
  const names = Object.keys(MIGRATIONS).sort();
  const from = names.indexOf(migrationName);
  if (from < 0) throw new Error(`No migration is called ${migrationName}`);
  return names.slice(from);
}

/** The name of the migration just before one: what a migration's test brings a database up to first. */
export function migrationBefore(migrationName: string): string {
  const names = Object.keys(MIGRATIONS).sort();
  const before = names[names.indexOf(migrationName) - 1];
  if (!before) throw new Error(`No migration comes before ${migrationName}`);
  return before;
}
