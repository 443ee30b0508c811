import { assessmentRecordSchema, savedAssessmentSchema } from '../../domain/assessment-record';
import { evidenceFileListSchema, listedEvidenceFileSchema } from '../../domain/evidence-files';
import { sharedReviewAnswerSchema } from '../../domain/review/review';
import { seriesSchema } from '../../domain/series-record';

// The parsers of the answers the results page and Your assessments read, with the shared schemas (and zod).
// The API calls load this one module with import() beside their requests (requestJsonParsedOnArrival), so
// those pages paint without zod; one module rather than one per schema, as the pages ask for most of them at once.

/** An assessment as the server answers it. */
export const parseAssessmentRecord = (body: unknown) => assessmentRecordSchema.parse(body);

/** A newly saved assessment with its access key. */
export const parseSavedAssessment = (body: unknown) => savedAssessmentSchema.parse(body);

/** An assessment's evidence files. */
export const parseEvidenceFileList = (body: unknown) => evidenceFileListSchema.parse(body);

/** One evidence file just kept. */
export const parseListedEvidenceFile = (body: unknown) => listedEvidenceFileSchema.parse(body);

/** A consultant's review, once shared, or null. */
export const parseSharedReviewAnswer = (body: unknown) => sharedReviewAnswerSchema.parse(body);

/** The completed assessments of a series. */
export const parseSeries = (body: unknown) => seriesSchema.parse(body);

/** A stored assessment handed over in navigation state, if that is what it is. */
export function handedAssessment(value: unknown) {
  const handed = assessmentRecordSchema.safeParse(value);
  return handed.success ? handed.data : undefined;
}
