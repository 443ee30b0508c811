import { LAST_SAVED_HEADER, type Assessment } from '../../domain/assessment';
import { assessmentRecordSchema, savedAssessmentSchema } from '../../domain/assessment-record';
import { ACCESS_KEY_HEADER } from '../../domain/constants';
import { draftSettingsSchema, type DraftSettings } from '../../domain/draft-settings';
import { emailedResumeLinkSchema } from '../../domain/emailed-resume-link';
import { accessKeyFor, accessKeyHeader, keepAccessKey, submitAssessment } from '../api/assessments';
import { ApiError, requestJson } from '../api/http';

const keyHeader = (id: string) => accessKeyHeader(id, 'This browser does not hold the key to this assessment.');
const assessmentUrl = (id: string) => `/api/assessments/${encodeURIComponent(id)}`;
/** The time of the copy this browser last saved or opened, so the server refuses a save over a newer one. */
const lastSavedHeader = (lastSavedAt: number | undefined): Record<string, string> => (lastSavedAt === undefined ? {} : { [LAST_SAVED_HEADER]: String(lastSavedAt) });

/**
 * Opens an assessment with `accessKey` (a resume link's) or else the key this browser holds. A key
 * from a link is kept only once it opened the assessment, so a wrong one never replaces a right one.
 */
export async function openWithKey(id: string, accessKey: string | undefined): Promise<Assessment> {
  const headers = accessKey === undefined ? keyHeader(id) : { [ACCESS_KEY_HEADER]: accessKey };
  const assessment = await requestJson(assessmentUrl(id), assessmentRecordSchema.parse, { method: 'GET', headers });
  if (accessKey !== undefined) keepAccessKey(id, accessKey);
  return assessment;
}

/**
 * Saves a draft on the server: the first save creates it (and this browser keeps its key), later ones
 * replace the same draft unless it was saved since `lastSavedAt` or submitted (409, in words). Returns
 * the draft and the key its resume link carries.
 */
export async function saveDraft(draftId: string | undefined, body: unknown, lastSavedAt: number | undefined): Promise<{ draft: Assessment; accessKey: string }> {
  if (draftId !== undefined && accessKeyFor(draftId) !== undefined) {
    const headers = keyHeader(draftId);
    const draft = await requestJson(assessmentUrl(draftId), assessmentRecordSchema.parse, { method: 'PUT', headers: { ...headers, ...lastSavedHeader(lastSavedAt) }, body: JSON.stringify(body) });
    return { draft, accessKey: headers[ACCESS_KEY_HEADER] ?? '' };
  }
  const { accessKey, ...draft } = await requestJson('/api/assessments', savedAssessmentSchema.parse, { method: 'POST', body: JSON.stringify(body) });
  keepAccessKey(draft.id, accessKey);
  return { draft, accessKey };
}

/**
 * What Submit came to: this tab's submission (made now, or found made by an earlier try of this tab whose answer
 * was lost), or one submitted already from another tab or window, whose results this tab links to.
 */
export type Completion = { submitted: Assessment } | { submittedElsewhere: string };

/** The submission keys and drafts this page has sent a submission of: the same sent again is its own retry. */
const sentFromThisPage = new Set<string>();

/** Submits the answers as a new assessment with the journey's submission key, once however often it is sent. */
async function submitOnce(body: unknown, submissionKey: string): Promise<Completion> {
  const earlierHere = sentFromThisPage.has(submissionKey);
  sentFromThisPage.add(submissionKey);
  const { assessment, made } = await submitAssessment(body, submissionKey);
  return made || earlierHere ? { submitted: assessment } : { submittedElsewhere: assessment.id };
}

/**
 * Submits a completed assessment, once: sending it again (another tab, a retry after a lost answer) gives the
 * first submission, never a second. A wizard that saved a draft completes that same draft, unless it was saved
 * elsewhere since `lastSavedAt` (409, in words) or submitted already (answered as such); if the draft has expired
 * meanwhile (404), the answers still in this browser are submitted as a new assessment (outside the draft's
 * series, as the expired draft held its place in it) with the journey's `submissionKey`.
 */
export async function completeAssessment(draftId: string | undefined, body: unknown, lastSavedAt: number | undefined, submissionKey: string): Promise<Completion> {
  if (draftId === undefined || accessKeyFor(draftId) === undefined) return submitOnce(body, submissionKey);
  const earlierHere = sentFromThisPage.has(draftId);
  sentFromThisPage.add(draftId);
  try {
    const headers = { ...keyHeader(draftId), ...lastSavedHeader(lastSavedAt) };
    return { submitted: await requestJson(assessmentUrl(draftId), assessmentRecordSchema.parse, { method: 'PUT', headers, body: JSON.stringify(body) }) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return submitOnce(body, submissionKey);
    // Submitted already: by this page's earlier try whose answer was lost (its results open), or by another tab.
    if (error instanceof ApiError && error.code === 'already_submitted') return earlierHere ? { submitted: await openWithKey(draftId, undefined) } : { submittedElsewhere: draftId };
    throw error;
  }
}

export type { DraftSettings } from '../../domain/draft-settings';

/** How long the server keeps drafts (E8_DRAFT_DAYS) and whether it can email a resume link. */
export function fetchDraftSettings(): Promise<DraftSettings> {
  return requestJson('/api/draft-settings', draftSettingsSchema.parse);
}

/** Asks the server to mail the draft's resume link to the email address saved in the draft; answers that address. */
export async function emailResumeLink(draftId: string): Promise<string> {
  const answer = await requestJson(`${assessmentUrl(draftId)}/resume-link`, emailedResumeLinkSchema.parse, { method: 'POST', headers: keyHeader(draftId) });
  return answer.sentTo;
}
