import type { ListedEvidenceFile } from '../../../domain/evidence-files';
import type { Finding } from '../../../domain/review/finding';
import type { TestMethod } from '../../../domain/review/test-methods';
import type { EntryDraft } from './finding-draft';
import type { DraftStore } from './review-drafts';

/**
 * What every requirement under review is drawn with: the assessment, whether its review is finished, today, the
 * tab's finding drafts, and what the page does once a finding or a file is saved. Review mode keeps it one object
 * until one of these changes, so a requirement whose own facts did not change is not drawn again.
 */
export interface ReviewEntryContext {
  assessmentId: string;
  finished: boolean;
  today: string;
  drafts: DraftStore<EntryDraft>;
  onSaved: (finding: Finding) => void;
  /** The review was finished elsewhere: the page reads it again. */
  onReviewFinished: () => void;
  onFileAdded: (file: ListedEvidenceFile) => void;
  onFileRemoved: (evidenceId: string) => void;
  /** The test method of the finding last saved in this review, if any: a new finding's method starts at it once an outcome is chosen. */
  lastTestMethod: () => TestMethod | undefined;
  /** A request for evidence was made from a row or a selection: the list of requests reads them again. */
  onEvidenceAsked: () => void;
}
