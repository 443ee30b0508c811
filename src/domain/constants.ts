/** Constants the product's rules name, in one place, with the rules' wording in their names. */

/** One day in milliseconds. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** How long a saved draft is kept after its last save, unless E8_DRAFT_DAYS says otherwise. */
export const DEFAULT_DRAFT_DAYS = 30;

/** The longest E8_DRAFT_DAYS accepted: ten years. */
export const MAX_DRAFT_DAYS = 3650;

/** Prefix of every key the app writes to the browser's localStorage. */
export const STORAGE_KEY_PREFIX = 'e8_';

/** Page size of the support results list. */
export const PAGE_SIZE = 10;

/** Session length: 8 hours in milliseconds. */
export const SESSION_LENGTH_MS = 28_800_000;

/** Remember-me session length: 30 days in milliseconds. */
export const REMEMBER_ME_LENGTH_MS = 30 * DAY_MS;

/** How many single-use recovery codes an account is given at a time. */
export const RECOVERY_CODE_COUNT = 10;

/** How long a password sign-in may wait for its second step, or for the enrolment of a first factor: 10 minutes. */
export const PENDING_SIGN_IN_MS = 10 * 60 * 1000;

/** Failed sign-ins allowed within the lockout window. */
export const MAX_LOGIN_ATTEMPTS = 5;

/**
 * Failed second steps allowed for one account within the lockout window, counted from every address
 * together: past it, no second step of that account is taken, whatever the address, until the window moves on.
 */
export const MAX_SECOND_STEP_FAILURES_PER_ACCOUNT = 10;

/** Lockout window: 15 minutes in milliseconds. */
export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;

/** How often the client checks its session. */
export const SESSION_CHECK_INTERVAL_MS = 60_000;

/** Delay before a successful password reset redirects to /login. */
export const RESET_REDIRECT_DELAY_MS = 2000;

/** Route a signed-in support user lands on by default. */
export const DEFAULT_POST_LOGIN_ROUTE = '/support';

/** Longest text accepted for a name or an organisation. */
export const MAX_NAME_LENGTH = 200;

/** Longest email address accepted (RFC 5321 path limit). */
export const MAX_EMAIL_LENGTH = 254;

/** Longest free text accepted for implementation constraints. */
export const MAX_CONSTRAINTS_LENGTH = 5000;

/**
 * Level steps (one strategy raised by one maturity level) a team can take in a quarter: what the
 * planning step offers before the respondent answers, and what the roadmap assumes for an assessment
 * saved before the question was asked.
 */
export const DEFAULT_STEPS_PER_QUARTER = 2;

/** The most level steps a quarter can hold: every strategy raised from level 0 to 3 (8 × 3). */
export const MAX_STEPS_PER_QUARTER = 24;

/** Largest request body the API accepts, in bytes. */
export const MAX_REQUEST_BODY_BYTES = 64 * 1024;

/** Longest evidence note accepted for one requirement of a detailed assessment. */
export const MAX_EVIDENCE_LENGTH = 2000;

/** The longest justification of a not applicable or alternate control answer, in characters. */
export const MAX_JUSTIFICATION_LENGTH = 2000;

/**
 * Largest body POST and PUT /api/assessments accept: a detailed assessment may carry an evidence
 * note and a justification of up to 2,000 characters each and an approver's name of up to 200 for
 * each of its 152 requirements. In text as people write it (accented letters take two bytes in
 * JSON) that is at most about 1.3 MB, so 2 MiB holds it with room to spare; only text made mostly of
 * characters JSON escapes to six bytes ("\u0001") could pass the limit, and is refused in words (413).
 */
export const MAX_ASSESSMENT_BODY_BYTES = 2 * 1024 * 1024;

/** Days the dashboard's "Completed in the last 30 days" figure counts: today and the days before it, as whole UTC days. */
export const RECENT_DAYS = 30;

/** Request header that carries a respondent's access key to their assessment. */
export const ACCESS_KEY_HEADER = 'x-access-key';

/** Longest username accepted. */
export const MAX_USERNAME_LENGTH = 100;

/**
 * Shortest time between two reset links sent for one account: requests in between get the same
 * answer and send nothing, so an inbox cannot be flooded and the latest link stays valid that long.
 */
export const RESET_REQUEST_INTERVAL_MS = 15 * 60 * 1000;

/** Longest private note a consultant may add to an assessment. */
export const MAX_NOTE_LENGTH = 4000;

/** Longest note an assessor may keep with one finding: it is printed in the assessment report. */
export const MAX_FINDING_NOTE_LENGTH = 2000;

/** Who accepted the residual risk of an alternate control the assessor found: a name and a role, in words. */
export const MAX_ACCEPTED_BY_LENGTH = MAX_NAME_LENGTH * 2;

/** Longest text of one part of a review's scope and approach (the systems, the sampling, the approach, the limitations). */
export const MAX_SCOPE_LENGTH = 4000;

/** Weeks back the dashboard's "Submissions over time" counts, the current week included. */
export const SUBMISSION_WEEKS = 12;

/** Days an invitation link to join the support team stays valid. */
export const INVITATION_DAYS = 7;

/**
 * New assessments (a new one, a draft's first save, a re-assessment) one client address may start in a
 * day: far above an office's real use, while a script at the per-minute limit would otherwise store
 * over 40,000 a day, each kept and each mailed to the team.
 */
export const NEW_ASSESSMENTS_PER_ADDRESS_PER_DAY = 200;

/** Notices of completed assessments mailed one by one in an hour; past that they wait for the hour's digest. */
export const NOTICES_MAILED_ONE_BY_ONE_PER_HOUR = 10;

/** Completed assessments a digest lists by name; past that it gives only how many more there were. */
export const MAX_ASSESSMENTS_LISTED_IN_DIGEST = 200;
