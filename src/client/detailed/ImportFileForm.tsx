import { useRef, useState, type FormEvent } from 'react';
import type { ImportView } from '../../domain/configuration-imports/import-views';
import { proposalsInWords } from './import-proposals';

interface ImportFileFormProps {
  /** Sends the file (and the day it was collected, or '') to be read; throws the refusal in words. */
  upload: (file: File, collectedOn: string) => Promise<{ import: ImportView; alreadyImported: boolean }>;
  /** What happens to the file, under its input. */
  hint?: string;
}

const RESPONDENT_HINT = 'One file at a time, as one of the commands above writes it. The file is kept with your assessment as evidence, which saves your answers on the server too.';

/**
 * The file to import: a labelled file input, the day an export was collected (only installed updates need it),
 * and Import. While the file is read, "Reading …" shows and is announced; a refusal (a file that is not an
 * export the tool reads, too large, an assessment already submitted) shows in the server's words as an alert.
 */
export function ImportFileForm({ upload, hint = RESPONDENT_HINT }: ImportFileFormProps) {
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [collectedOn, setCollectedOn] = useState('');
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const file = input.current?.files?.[0];
    if (!file) {
      setProblem('Choose the file to import first.');
      input.current?.focus();
      return;
    }
    setProblem(undefined);
    setBusy(true);
    setStatus(`Reading ${file.name}…`);
    try {
      const { import: made, alreadyImported } = await upload(file, collectedOn);
      setStatus(
        alreadyImported
          ? `${file.name} was imported before: its proposals are listed below.`
          : `${file.name} read as ${made.title}: ${proposalsInWords(made.proposals.length)}${made.notes.length > 0 ? ` and ${made.notes.length} ${made.notes.length === 1 ? 'note' : 'notes'}` : ''}.`,
      );
      if (input.current) input.current.value = '';
    } catch (error) {
      setProblem(`${file.name}: ${error instanceof Error ? error.message : String(error)}`);
      setStatus(`${file.name} was not imported.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="import-form" onSubmit={(event) => void submit(event)} aria-labelledby="import-form-heading">
      <h3 id="import-form-heading">Import a file</h3>
      <div className="field">
        <label htmlFor="import-file">Export file</label>
        <input ref={input} id="import-file" type="file" accept=".xml,.json,.csv,.txt,application/xml,text/xml,application/json,text/csv,text/plain" aria-describedby="import-file-hint" />
        <p className="hint" id="import-file-hint">
          {hint}
        </p>
      </div>
      <div className="field">
        <label htmlFor="import-collected-on">Collected on (optional)</label>
        <input id="import-collected-on" type="date" value={collectedOn} aria-describedby="import-collected-on-hint" onChange={(event) => setCollectedOn(event.target.value)} />
        <p className="hint" id="import-collected-on-hint">
          Only a list of installed updates needs it, as that file does not say when it was made. Leave it empty for any other file.
        </p>
      </div>
      <div className="button-row">
        <button type="submit" className="button button--primary" aria-disabled={busy ? 'true' : undefined}>
          Import
        </button>
        <p className="import-form__status" role="status">
          {status}
        </p>
      </div>
      {problem && (
        <div role="alert">
          <p className="field-error">{problem}</p>
        </div>
      )}
    </form>
  );
}
