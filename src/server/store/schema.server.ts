import type { Generated } from 'kysely';

/** One row per assessment; the levels live in assessment_controls. */
export interface AssessmentsTable {
  id: string;
  status: string;
  created_at: number | string;
  updated_at: number | string;
  organisation_name: string;
  respondent_name: string;
  respondent_email: string;
  timeline: string | null;
  priorities: string;
  constraints: string;
  access_key_hash: string;
  current_level_sum: number;
  /** The lowest current level among the rated controls (0 when none is rated). */
  current_level_min: number;
  target_count: number;
  current_count: number;
  /** "quick" or "detailed" (migration 009; rows saved before it are "quick"). */
  kind: Generated<string>;
  /** A detailed assessment's outcome and evidence per requirement id, as JSON ('{}' for a quick check). */
  requirement_outcomes: Generated<string>;
  /** Where the consultant's follow-up stands: one of FOLLOW_UP_STATUSES, 'new' until changed (migration 010). */
  follow_up_status: Generated<string>;
  /** The wizard step a saved draft reopens at; null when none, and for every completed assessment (migration 011). */
  resume_step: Generated<string | null>;
  /** The first assessment of the series a re-assessment belongs to; null for a first assessment (migration 012). */
  series_id: Generated<string | null>;
  /** The list position: ascending in the order assessments arrived (migration 004). */
  seq: number | string;
  /**
   * Each strategy's target and current level, two characters per strategy in wizard order ('0' to '3', '-' when
   * unset), so the dashboard's triggers see the levels on the row (migration 018). Null only for a row written
   * around the store, until the kept figures are rebuilt.
   */
  control_levels: Generated<string | null>;
  /** Organisation, respondent name and email as search compares them, one to a line ('' until filled; migration 019). */
  search_text: Generated<string>;
  /**
   * A detailed assessment's level per strategy supported by evidence, one character per strategy in wizard
   * order ('0' to '3'); null for a quick check (migration 023).
   */
  evidence_levels: Generated<string | null>;
  /**
   * Where the consultant's review stands: one of REVIEW_STATUSES, 'not-started' until one starts (migration 025); the list
   * filters and sorts by it through an index on its place in that order (migration 026).
   */
  review_status: Generated<string>;
  /** The username of the support account that owns the follow-up; null while nobody does (migration 027). */
  follow_up_owner: Generated<string | null>;
  /** The calendar day of the next follow-up action, "2026-12-03"; null when none is planned (migration 027). */
  next_action_on: Generated<string | null>;
  /** What the next follow-up action is, in words; null when none is written (migration 034). Each is the series' (decision 101). */
  next_action_text: Generated<string | null>;
  /** How many level steps the team can take in a quarter; null when saved before the question was asked (migration 028). */
  steps_per_quarter: Generated<number | null>;
  /**
   * For a re-assessment, when the assessment it started from was made (milliseconds since the epoch); null for an
   * assessment started afresh. Written when the re-assessment starts, never by a later save (migration 028).
   */
  reassessment_of: Generated<number | string | null>;
  /** A completed detailed assessment's earliest alternate-control review date not yet passed when its levels were worked out (migration 029). */
  next_review_on: Generated<string | null>;
  /** For the detailed copy a consultant makes of a quick check to review it, the quick check's id; null otherwise (migration 030). */
  review_copy_of: Generated<string | null>;
  /**
   * The SHA-256 hash (hex) of the submission key a browser sent with its submission (the Idempotency-Key header), unique,
   * so a second submission with the same key finds this row instead of making another; null for drafts, rows saved before
   * migration 035 and API clients that send none.
   */
  submission_key_hash: Generated<string | null>;
}

/**
 * SQLite only: the trigram full-text index of assessments.search_text, its rowid the list position
 * (migration 019). It holds no text of its own: it reads the assessments table.
 */
export interface AssessmentsSearchTable {
  rowid: number;
  search_text: string;
}

/** How many assessments of a status sit in each block of list positions; kept by triggers (migration 004). */
export interface AssessmentListCountsTable {
  block: number | string;
  status: string;
  stripe: number;
  count: number;
}

/** Completed assessments per UTC day (day = created_at / 86,400,000), kept by triggers (migration 018). */
export interface DashboardDaysTable {
  day: number | string;
  stripe: number;
  count: number;
}

/** Per strategy, figures over the completed assessments that rated it, kept by triggers (migration 018). */
export interface DashboardControlsTable {
  stripe: number;
  /** The strategy's place in `STORED_STRATEGY_ORDER`, and so in `control_levels`. */
  position: number;
  control_id: string;
  /** How many completed assessments have a target or a current level for it. */
  assessments: number;
  current_sum: number;
  target_sum: number;
  at_0: number;
  at_1: number;
  at_2: number;
  at_3: number;
}

/** Each series whose last two completed assessments exist: 1 improved, 0 held, -1 fell (migration 018). */
export interface DashboardSeriesTable {
  series_id: string;
  movement: number;
}

/** How many series improved, held and fell, kept by triggers (migration 018). */
export interface DashboardMovementTable {
  stripe: number;
  improved: number;
  held: number;
  fell: number;
}

/** Completed assessments per follow-up status, kept by triggers (migration 027); PostgreSQL spreads them over stripes. */
export interface DashboardFollowUpTable {
  follow_up_status: string;
  stripe: number;
  count: number;
}

/** One row per assessment and control: the target and the current level, either possibly unset. */
export interface AssessmentControlsTable {
  assessment_id: string;
  control_id: string;
  target_level: number | null;
  current_level: number | null;
}

/** A consultant's private note on an assessment, deleted with it (migration 010). */
export interface AssessmentNotesTable {
  id: string;
  assessment_id: string;
  /** The username of the support user who wrote it. */
  author: string;
  created_at: number | string;
  text: string;
}

/** A change of an assessment's follow-up status, owner or next-action day, as the notes timeline shows it (migration 027). */
export interface FollowUpChangesTable {
  id: string;
  assessment_id: string;
  /** The username of the support user who made it; empty when a re-assessment's submission made it. */
  changed_by: string;
  changed_at: number | string;
  /** One of FOLLOW_UP_FIELDS. */
  field: string;
  /** The value before and after, as stored: a status, a username, a day or a next action's text; null for nobody or none. */
  from_value: string | null;
  to_value: string | null;
}

export interface SupportUsersTable {
  id: string;
  username: string;
  username_key: string;
  password_hash: string;
  email: string | null;
  created_at: number | string;
  updated_at: number | string;
  /** One of ROLES (migration 014; accounts made before it are administrators). */
  role: Generated<string>;
  /** When an administrator disabled the account; null while it may sign in (migration 014). */
  disabled_at: Generated<number | string | null>;
  last_sign_in_at: Generated<number | string | null>;
  /** The authenticator app's base32 secret, once confirmed; null without one (migration 014). */
  totp_secret: Generated<string | null>;
  /** The last TOTP time step a code was accepted for: a code is never accepted twice. */
  totp_last_step: Generated<number | string | null>;
}

export interface SessionsTable {
  token_hash: string;
  user_id: string;
  remember_me: number;
  created_at: number | string;
  last_access_at: number | string;
  expires_at: number | string;
  /** One of SESSION_STAGES: signed in, or waiting for a second step or an enrolment (migration 014). */
  stage: Generated<string>;
  /** The client address the session was started from ('' before migration 014). */
  address: Generated<string>;
  /** The browser's User-Agent when the session started, cut to 300 characters ('' before migration 014). */
  user_agent: Generated<string>;
}

/** A support user's passkey (WebAuthn credential) (migration 014). */
export interface PasskeysTable {
  id: string;
  user_id: string;
  name: string;
  public_key: string;
  counter: number | string;
  transports: Generated<string>;
  created_at: number | string;
  last_used_at: number | string | null;
}

/** One single-use recovery code, kept as a hash (migration 014). */
export interface RecoveryCodesTable {
  id: string;
  user_id: string;
  code_hash: string;
  created_at: number | string;
  used_at: number | string | null;
}

/** A WebAuthn challenge handed out and not yet answered (migration 014). */
export interface WebauthnChallengesTable {
  id: string;
  challenge: string;
  user_id: string | null;
  /** 'register', 'sign-in' or 'second-step'. */
  purpose: string;
  expires_at: number | string;
}

/** An invitation to join the support team, reached by a link with a secret stored hashed (migration 014). */
export interface InvitationsTable {
  token_hash: string;
  username: string;
  username_key: string;
  email: string | null;
  role: string;
  invited_by: string;
  created_at: number | string;
  expires_at: number | string;
  accepted_at: number | string | null;
}

export interface LoginAttemptsTable {
  id: string;
  username_key: string;
  /** The client address the attempt came from ('' for attempts recorded before addresses were kept). */
  address: Generated<string>;
  attempted_at: number | string;
}

export interface PasswordResetTokensTable {
  token_hash: string;
  user_id: string;
  created_at: number | string;
  expires_at: number | string;
}

export interface AuditEventsTable {
  id: string;
  at: number | string;
  actor: string | null;
  action: string;
  assessment_id: string | null;
  details: string;
  /** The client address of the request that made the event; null for events before migration 014 and for work without a request. */
  address: Generated<string | null>;
  /** The username of the support account an action was about (an invitation, a role change); null otherwise. */
  account: Generated<string | null>;
}

/** One resume link sent by email, counted against its draft and its recipient for 24 hours (migration 013). */
export interface ResumeLinkMailsTable {
  id: string;
  assessment_id: string;
  /** SHA-256 (hex) of the recipient's address, trimmed and lower-cased: counted without keeping the address. */
  recipient_hash: string;
  sent_at: number | string;
}

/** An administrator's read-only API token (migration 037); its secret is kept only as a hash. */
export interface ApiTokensTable {
  id: string;
  /** The name the administrator gave it; the audit log's actor when it is used ("token: Power BI"). */
  name: string;
  /** One of API_TOKEN_SCOPES: 'read' or 'export'. */
  scope: string;
  /** SHA-256 (hex) of the secret, unique. */
  secret_hash: string;
  created_by: string;
  created_at: number | string;
  expires_at: number | string;
  last_used_at: number | string | null;
  revoked_at: number | string | null;
  revoked_by: string | null;
}

/** Requests counted against one per-address rate limit in its current window (migration 017). */
/** A secret the server keeps for itself, by name (migration 020): the key of the audit log's hash of an unknown username. */
export interface ServerSecretsTable {
  name: string;
  value: string;
}

export interface RateLimitCountersTable {
  /** The limit's name and the client's address key, such as "login 203.0.113.7". */
  key: string;
  count: number;
  /** When the current window ends (ms since 1970); a request after it starts a new window. */
  reset_at: number | string;
}

/** An evidence file of a requirement of an assessment (migration 022); its content in evidence_file_chunks (migration 024). */
export interface EvidenceFilesTable {
  id: string;
  assessment_id: string;
  requirement_id: string;
  /** The name given at upload, made safe; shown and used for downloads, never for storage. */
  file_name: string;
  size: number | string;
  /** The media type read from the content. */
  media_type: string;
  /** SHA-256 of the content, in lower-case hex. */
  sha256: string;
  created_at: number | string;
  /** Null for a file the respondent added; the consultant's username for an assessor's file (migration 025). */
  added_by: Generated<string | null>;
}

/** An export of the organisation's systems imported into an assessment (migration 036). */
export interface ConfigurationImportsTable {
  id: string;
  assessment_id: string;
  /** Whose import: 'respondent' (proposals for the answers) or 'assessor' (proposals for the findings). */
  side: string;
  file_name: string;
  sha256: string;
  format: string;
  importer_version: number;
  title: string;
  source_key: string;
  /** When the file says it was produced (ms since 1970), or null. */
  produced_at: number | string | null;
  imported_at: number | string;
  /** Null for the respondent; the consultant's username for the assessor's import. */
  imported_by: string | null;
  /** The importer's proposals, as a JSON array. */
  proposals: string;
  /** The importer's notes, as a JSON array. */
  notes: string;
}

/** The evidence files an import was kept as (migration 036). */
export interface ConfigurationImportFilesTable {
  import_id: string;
  evidence_id: string;
}

/** One piece of an evidence file's content, numbered from 0 in order (migration 024). */
export interface EvidenceFileChunksTable {
  evidence_id: string;
  position: number;
  content: Buffer;
}

/** A consultant's review of a completed detailed assessment: its scope and approach, and where it stands (migration 025). */
export interface AssessmentReviewsTable {
  assessment_id: string;
  systems: Generated<string>;
  sampling: Generated<string>;
  approach: Generated<string>;
  limitations: Generated<string>;
  assessors: Generated<string>;
  /** The first and last day of the assessment, YYYY-MM-DD, or '' when not given. */
  first_day: Generated<string>;
  last_day: Generated<string>;
  /** The scope's version: 0 until first saved, one more at each save. */
  scope_version: Generated<number>;
  started_at: number | string;
  finished_at: number | string | null;
  /** The username of the consultant who finished it. */
  finished_by: string | null;
  shared_at: number | string | null;
  updated_at: number | string;
  /** The overall level the findings reach, kept when the review is finished; null while it is open (migration 026). */
  assessed_level: Generated<number | null>;
  /** The respondent's overall level by their answers, kept beside it (migration 026). */
  respondent_level: Generated<number | null>;
  /** The package's target level the assessor agreed, 1 to 3; null until agreed (migration 031). */
  target_level: Generated<number | null>;
  /** The strategies kept at a target of their own, as JSON text: `{ "regular-backups": 3 }` (migration 031). */
  strategy_targets: Generated<string>;
  /** The target's version: 0 until first saved, one more at each save (migration 031). */
  target_version: Generated<number>;
}

/** One requirement's finding in a review, with its own version (migration 025). */
export interface AssessmentFindingsTable {
  assessment_id: string;
  requirement_id: string;
  outcome: string;
  test_method: string | null;
  evidence_quality: string | null;
  note: Generated<string>;
  review_by: string | null;
  /** 1 when first saved, one more at each save. */
  version: number;
  saved_at: number | string;
  /** The username of the consultant who saved it. */
  saved_by: string;
  /** The respondent's answer to the requirement and its files when the finding was saved, as `answerFingerprint` writes it (the answer alone for a finding saved before files counted). */
  answer_fingerprint: string;
  /** 'one-by-one', or 'batch' for a finding agreeing with the respondent in a batch (migration 031). */
  made_in: Generated<string>;
  /** The batch of agreements that made it, or null (migration 031). */
  batch_id: Generated<string | null>;
  /** Who accepted the residual risk of an alternate control found, in words; '' when not known (migration 031). */
  accepted_by: Generated<string>;
}

/** A consultant's request to the respondent for evidence about one or more requirements (migration 033). */
export interface EvidenceRequestsTable {
  id: string;
  assessment_id: string;
  /** The requirement ids asked about, as a JSON array: each requirement of the model once, under its finding's id. */
  requirement_ids: string;
  wanted: string;
  /** The day it is wanted by, YYYY-MM-DD. */
  due_on: string;
  /** open, answered, accepted or withdrawn. */
  state: Generated<string>;
  asked_at: number | string;
  /** The username of the consultant who asked. */
  asked_by: string;
  /** The respondent's answer in words, '' while none. */
  answer: Generated<string>;
  answered_at: number | string | null;
  /** Files the respondent uploaded for its requirements while it was open or answered. */
  upload_count: Generated<number>;
  accepted_at: number | string | null;
  accepted_by: string | null;
  withdrawn_at: number | string | null;
  withdrawn_by: string | null;
}

/** The assessor's own words and markings in a review's report, with their version (migration 032); '' is the report's own text. */
export interface AssessmentReportWordsTable {
  assessment_id: string;
  marking: string;
  system_classification: string;
  entity_address: string;
  assessor_qualifications: string;
  background: string;
  key_security_risks: string;
  positive_findings: string;
  opinion: string;
  /** Each strategy's commentary, a JSON object by strategy id. */
  strategy_commentary: string;
  /** 1 when first saved, one more at each save. */
  version: number;
  saved_at: number | string;
  /** The username of the consultant who saved them. */
  saved_by: string;
}

export interface Database {
  assessments: AssessmentsTable;
  assessment_controls: AssessmentControlsTable;
  assessment_list_counts: AssessmentListCountsTable;
  dashboard_days: DashboardDaysTable;
  dashboard_controls: DashboardControlsTable;
  dashboard_series: DashboardSeriesTable;
  dashboard_movement: DashboardMovementTable;
  assessments_search: AssessmentsSearchTable;
  assessment_notes: AssessmentNotesTable;
  follow_up_changes: FollowUpChangesTable;
  dashboard_follow_up: DashboardFollowUpTable;
  evidence_files: EvidenceFilesTable;
  evidence_file_chunks: EvidenceFileChunksTable;
  assessment_reviews: AssessmentReviewsTable;
  assessment_findings: AssessmentFindingsTable;
  evidence_requests: EvidenceRequestsTable;
  configuration_imports: ConfigurationImportsTable;
  configuration_import_files: ConfigurationImportFilesTable;
  assessment_report_words: AssessmentReportWordsTable;
  support_users: SupportUsersTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  password_reset_tokens: PasswordResetTokensTable;
  audit_events: AuditEventsTable;
  resume_link_mails: ResumeLinkMailsTable;
  passkeys: PasskeysTable;
  recovery_codes: RecoveryCodesTable;
  webauthn_challenges: WebauthnChallengesTable;
  invitations: InvitationsTable;
  rate_limit_counters: RateLimitCountersTable;
  server_secrets: ServerSecretsTable;
  api_tokens: ApiTokensTable;
  kysely_migration: { name: string; timestamp: string };
  kysely_migration_lock: { id: string; is_locked: Generated<number> };
}
