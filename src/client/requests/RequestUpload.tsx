import { useState } from 'react';
import { ACCEPTED_KINDS_IN_WORDS, fileSizeInWords, MAX_EVIDENCE_FILE_BYTES } from '../../domain/evidence-files';
import { accessKeyHeader } from '../api/assessments';
import { uploadEvidenceFile } from '../api/evidence-files';

interface RequestUploadProps {
  assessmentId: string;
  requestId: string;
  requirementId: string;
  /** The requirement in the model's words, which names the field. */
  requirementText: string;
  /** A file was kept: the request now reads as answered. */
  onUploaded: () => void;
}

/**
 * A file uploaded for one requirement of a request, with the upload of the detailed assessment (the same kinds,
 * sizes and limits, refused in the server's words); it is kept with the requirement's evidence and answers the request.
 */
export function RequestUpload({ assessmentId, requestId, requirementId, requirementText, onUploaded }: RequestUploadProps) {
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState<string>();
  const id = `request-upload-${requestId}-${requirementId}`;

  const send = async (file: File | undefined, input: HTMLInputElement) => {
    if (!file) return;
    setProblem(undefined);
    if (file.size > MAX_EVIDENCE_FILE_BYTES) {
      setProblem(`${file.name}: this file is larger than ${fileSizeInWords(MAX_EVIDENCE_FILE_BYTES)}, the largest an evidence file may be.`);
      return;
    }
    setStatus(`Uploading ${file.name}…`);
    try {
      await uploadEvidenceFile(assessmentId, requirementId, file, accessKeyHeader(assessmentId));
      setStatus(`${file.name} uploaded.`);
      onUploaded();
    } catch (failure) {
      setStatus('');
      setProblem(`${file.name}: ${failure instanceof Error ? failure.message : String(failure)}`);
    }
    input.value = '';
  };

  return (
    <div className="field request-upload">
      <label htmlFor={id}>Upload a file for “{requirementText}”</label>
      <input id={id} type="file" aria-describedby={`${id}-hint`} onChange={(event) => void send(event.target.files?.[0], event.target)} />
      <p className="hint" id={`${id}-hint`}>
        {ACCEPTED_KINDS_IN_WORDS}, up to {fileSizeInWords(MAX_EVIDENCE_FILE_BYTES)}.
      </p>
      <p role="status" className="hint">
        {status}
      </p>
      {problem && (
        <p role="alert" className="field-error">
          {problem}
        </p>
      )}
    </div>
  );
}
