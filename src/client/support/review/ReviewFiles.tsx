import { useRef, useState } from 'react';
import { ACCEPTED_KINDS_IN_WORDS, evidenceKindInWords, fileSizeInWords, MAX_EVIDENCE_FILE_BYTES, type ListedEvidenceFile } from '../../../domain/evidence-files';
import { evidenceFileUrl } from '../../api/evidence-files';
import { removeAssessorFile, uploadAssessorFile } from '../../api/review';
import type { ReviewEntryContext } from './review-entry-context';
import { saveFailure } from './save-failure';

interface ReviewFilesProps {
  context: ReviewEntryContext;
  requirementId: string;
  /** This requirement's files, the respondent's and the assessor's. */
  files: readonly ListedEvidenceFile[];
  /** The id of the requirement's text, read with the file input. */
  describedBy: string;
}

/**
 * A requirement's evidence files, each to download: the respondent's, and the assessor's own marked
 * "Assessor's file", which the assessor may remove while the review is open. An assessor's file is
 * attached with a labelled file input; progress is announced and a refusal given in the server's words.
 */
export function ReviewFiles({ context, requirementId, files, describedBy }: ReviewFilesProps) {
  const { assessmentId, finished, onFileAdded: onAdded, onFileRemoved: onRemoved } = context;
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const inputId = `review-file-${requirementId}`;

  const attach = async (file: File | undefined) => {
    if (!file) return;
    setProblem('');
    if (file.size > MAX_EVIDENCE_FILE_BYTES) {
      setProblem(`${file.name}: this file is larger than ${fileSizeInWords(MAX_EVIDENCE_FILE_BYTES)}, the largest an evidence file may be.`);
    } else {
      setStatus(`Uploading ${file.name}…`);
      try {
        onAdded(await uploadAssessorFile(assessmentId, requirementId, file));
        setStatus(`${file.name} attached.`);
      } catch (error) {
        setStatus(`${file.name} was not attached.`);
        setProblem(`${file.name}: ${saveFailure(error, 'the file').text}`);
      }
    }
    if (input.current) input.current.value = '';
  };

  const remove = async (file: ListedEvidenceFile) => {
    setProblem('');
    try {
      await removeAssessorFile(assessmentId, file.id);
      onRemoved(file.id);
      setStatus(`${file.fileName} removed.`);
      input.current?.focus();
    } catch (error) {
      setProblem(`${file.fileName}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  return (
    <div className="review-files">
      <p className="review-files__title">Evidence files</p>
      {files.length === 0 ? (
        <p className="hint">None attached.</p>
      ) : (
        <ul className="review-files__list" aria-label="Evidence files">
          {files.map((file) => (
            <li key={file.id}>
              <a href={evidenceFileUrl(assessmentId, file.id)} download={file.fileName}>
                {file.fileName}
              </a>{' '}
              <span className="hint">
                ({evidenceKindInWords(file.mediaType)}, {fileSizeInWords(file.size)})
              </span>
              {file.addedBy === 'assessor' && <span className="review-tag">Assessor&apos;s file</span>}
              {file.addedBy === 'assessor' && !finished && (
                <button type="button" className="button--link review-files__remove" onClick={() => void remove(file)} aria-label={`Remove ${file.fileName}`}>
                  Remove
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {!finished && (
        <div className="field review-files__attach">
          <label htmlFor={inputId}>Attach an assessor&apos;s file</label>
          <input ref={input} id={inputId} type="file" aria-describedby={`${inputId}-hint ${describedBy}`} onChange={(event) => void attach(event.target.files?.[0])} />
          <p className="hint" id={`${inputId}-hint`}>
            {ACCEPTED_KINDS_IN_WORDS.charAt(0).toUpperCase()}
            {ACCEPTED_KINDS_IN_WORDS.slice(1)}, up to {fileSizeInWords(MAX_EVIDENCE_FILE_BYTES)}.
          </p>
        </div>
      )}
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
