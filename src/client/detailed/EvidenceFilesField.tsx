import { useRef, useState, type DragEvent } from 'react';
import { ACCEPTED_KINDS_IN_WORDS, evidenceKindInWords, fileSizeInWords, MAX_EVIDENCE_FILE_BYTES } from '../../domain/evidence-files';
import { filesOfSameRequirement } from '../../domain/framework/shared-requirements';
import { useEvidenceFiles } from './EvidenceFilesProvider';
import './evidence-files.css';

/**
 * "Evidence files" of one requirement: a labelled file input (several at once) and a zone to drop files on,
 * the files kept (name, kind, size) each with a Remove button, progress in a polite live region and
 * refusals in the server's words. A file over the limit is refused here before it is sent.
 */
export function EvidenceFilesField({ requirementId, describedBy }: { requirementId: string; describedBy: string }) {
  const access = useEvidenceFiles();
  const [status, setStatus] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  if (!access) return null;
  const inputId = `evidence-files-${requirementId}`;
  // A file attached under another strategy's entry of the same requirement is evidence here too.
  const files = filesOfSameRequirement(access.files, requirementId);

  const send = async (chosen: readonly File[]) => {
    const refused: string[] = [];
    for (const file of chosen) {
      if (file.size > MAX_EVIDENCE_FILE_BYTES) {
        refused.push(`${file.name}: this file is larger than ${fileSizeInWords(MAX_EVIDENCE_FILE_BYTES)}, the largest an evidence file may be.`);
        continue;
      }
      setStatus(`Uploading ${file.name}…`);
      try {
        await access.add(requirementId, file);
        setStatus(`${file.name} attached.`);
      } catch (error) {
        refused.push(`${file.name}: ${error instanceof Error ? error.message : String(error)}`);
        setStatus(`${file.name} was not attached.`);
      }
    }
    setProblems(refused);
    if (input.current) input.current.value = '';
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void send([...event.dataTransfer.files]);
  };

  const remove = async (evidenceId: string, fileName: string) => {
    try {
      await access.remove(evidenceId);
      setStatus(`${fileName} removed.`);
    } catch (error) {
      setProblems([`${fileName}: ${error instanceof Error ? error.message : String(error)}`]);
    }
  };

  return (
    <div className="field evidence-files">
      <label htmlFor={inputId}>Evidence files (optional)</label>
      <div
        className={`evidence-files__drop${dragging ? ' evidence-files__drop--over' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          aria-describedby={`${inputId}-hint ${describedBy}`}
          onChange={(event) => void send([...(event.target.files ?? [])])}
        />
        <p className="hint" id={`${inputId}-hint`}>
          Choose or drop {ACCEPTED_KINDS_IN_WORDS}, up to {fileSizeInWords(MAX_EVIDENCE_FILE_BYTES)} each.
        </p>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
      {status.startsWith('Uploading') && <p className="hint">{status}</p>}
      {problems.length > 0 && (
        <div role="alert">
          <ul className="field-error evidence-files__problems">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      {access.loadError && <p className="field-error">The files kept could not be listed: {access.loadError}</p>}
      {files.length > 0 && (
        <ul className="evidence-files__list" aria-label="Files attached">
          {files.map((file) => (
            <li key={file.id}>
              <span>
                {file.fileName} <span className="hint">({evidenceKindInWords(file.mediaType)}, {fileSizeInWords(file.size)})</span>
              </span>
              <button type="button" className="button button--secondary evidence-files__remove" onClick={() => void remove(file.id, file.fileName)} aria-label={`Remove ${file.fileName}`}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
