import { useRef, useState, type FormEvent } from 'react';
import type { Assessment } from '../../../domain/assessment';
import { DEFAULT_REPORT_MARKING } from '../../../domain/branding';
import { controlTitle } from '../../../domain/control-titles';
import type { ControlId } from '../../../domain/controls';
import { REPORT_WORD_NAMES, SUGGESTED_MARKINGS, type ReportWordsFields } from '../../../domain/review/report-words';
import type { Review } from '../../../domain/review/review';
import { ApiError } from '../../api/http';
import { saveReportWords } from '../../api/report-words';
import { useApiQuery } from '../../api/useApiQuery';
import { assessmentReportOf } from '../../assessment-report-file';
import { currentBranding } from '../../branding';
import { ErrorBox } from '../../ErrorBox';
import { TextAreaField } from '../../forms/TextAreaField';
import { TextField } from '../../forms/TextField';
import type { DraftStore } from './review-drafts';
import { ownWords, ownWordsInLines, prefilledWords, refreshedWords, wordsToSend, wordsUnsaved, type GeneratedWords, type ReportWordsDraft } from './report-words-draft';
import { saveFailure, type SaveFailure } from './save-failure';
import { NotSavedNotice } from './NotSavedNotice';
import { SaveFailureBox } from './SaveFailureBox';

type TextName = Exclude<keyof ReportWordsFields, 'strategyCommentary'>;

const HINTS: Record<TextName, string> = {
  marking: 'On the cover and at the head and foot of every page. Empty: the consultancy’s default.',
  systemClassification: 'The highest classification of the system assessed, as ASD’s template asks.',
  entityAddress: 'Under “Prepared for”.',
  assessorQualifications: 'Under “Prepared by”, beside the assessors named in the scope.',
  background: 'The organisation, its environment, its cybersecurity strategy and any earlier assessments.',
  keySecurityRisks: 'In the executive summary.',
  positiveFindings: 'In the executive summary.',
  opinion: 'The assessor’s opinion in the executive summary.',
};

const LINES = ['marking', 'systemClassification', 'entityAddress'] as const;
const TEXTS = ['assessorQualifications', 'background', 'keySecurityRisks', 'positiveFindings', 'opinion'] as const;

interface ReportWordsFormProps {
  assessment: Assessment;
  review: Review;
  /** The review's unsaved report words, kept in this tab's session storage. */
  drafts: DraftStore<ReportWordsDraft>;
  /** The words as saved, with their version, once saved here. */
  onSaved: (saved: Review['reportWords']) => void;
}

/** The words as saved, read-only, while the review is finished. */
function FrozenWords({ words }: { words: ReportWordsFields }) {
  const written = [...LINES, ...TEXTS].filter((name) => words[name].trim() !== '');
  return (
    <>
      <p>The review is finished, so the report’s words are as saved below; reopen the review to change them. A text not listed is the report’s own, made from the findings.</p>
      {written.length > 0 && (
        <dl className="details review-scope__saved">
          {written.map((name) => (
            <div key={name} className="review-scope__row">
              <dt>{REPORT_WORD_NAMES[name]}</dt>
              <dd>{words[name]}</dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}

/** Where the form's unsaved words are kept in the review's draft store. */
const DRAFT = 'words';

/**
 * The form itself, once the report's own texts are known. What the assessor writes is kept in this tab's session
 * storage until saved, so a reload loses nothing; when the report's own texts are made again, only the texts still
 * as the report made them follow.
 */
function WordsFields({ assessment, review, generated, drafts, onSaved }: ReportWordsFormProps & { generated: GeneratedWords }) {
  const { version: savedVersion, ...saved } = review.reportWords;
  const [fields, setFieldsState] = useState(() => prefilledWords(drafts.get(DRAFT)?.fields ?? saved, generated));
  const [version, setVersion] = useState(() => drafts.get(DRAFT)?.version ?? savedVersion);
  const [madeFrom, setMadeFrom] = useState(generated);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<SaveFailure>();
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  // What the assessor had written when someone else saved first: listed, with a way to put it back.
  const [notSaved, setNotSaved] = useState<ReportWordsFields>();
  const form = useRef<HTMLFormElement>(null);
  const marking = currentBranding().reportMarking ?? DEFAULT_REPORT_MARKING;
  // The report's own texts made again: the texts the assessor left as they were follow, what they wrote stays.
  if (madeFrom !== generated) {
    setMadeFrom(generated);
    setFieldsState(refreshedWords(fields, madeFrom, generated));
  }

  const setFields = (next: ReportWordsFields) => {
    setStatus('');
    setFieldsState(next);
    if (version === savedVersion && !wordsUnsaved(next, saved, generated)) drafts.remove(DRAFT);
    else drafts.set(DRAFT, { fields: ownWords(next, generated), version });
  };
  const change = (name: TextName) => (value: string) => setFields({ ...fields, [name]: value });
  const changeCommentary = (id: ControlId) => (value: string) => setFields({ ...fields, strategyCommentary: { ...fields.strategyCommentary, [id]: value } });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = wordsToSend(fields, generated, version);
    setFailure(undefined);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setBusy(true);
    try {
      const answer = await saveReportWords(assessment.id, checked.input);
      const kept = 'saved' in answer ? answer.saved : answer.newer;
      setErrors({});
      setFieldsState(prefilledWords(kept.reportWords, generated));
      setVersion(kept.version);
      drafts.remove(DRAFT);
      setNotSaved('saved' in answer ? undefined : ownWords(fields, generated));
      setStatus('saved' in answer ? 'The report’s words are saved.' : '');
      onSaved({ ...kept.reportWords, version: kept.version });
    } catch (error) {
      setErrors(error instanceof ApiError ? error.fields : {});
      setFailure(saveFailure(error, 'the report’s words'));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: TextName) => ({ name, id: `report-words-${name}`, label: REPORT_WORD_NAMES[name], value: fields[name], error: errors[name], onChange: change(name), hint: HINTS[name] });
  return (
    <form ref={form} className="review-scope" onSubmit={(event) => void submit(event)} noValidate>
      {notSaved && (
        <NotSavedNotice
          lines={ownWordsInLines(notSaved, controlTitle)}
          putBackLabel="Put back what I wrote"
          form={form}
          onPutBack={() => {
            setFields(prefilledWords(notSaved, generated));
            setNotSaved(undefined);
          }}
        >
          <strong>Someone else saved the report’s words after you opened them, so yours were not saved.</strong> The form now shows theirs; what you had
          written is below.
        </NotSavedNotice>
      )}
      <p className="hint">Each text starts as the report’s own, made from the findings: left as it is, it follows them as they change. What you write here is printed in its place.</p>
      <datalist id="report-markings">
        {SUGGESTED_MARKINGS.map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
      <TextField {...field('marking')} list="report-markings" placeholder={marking} autoComplete="off" />
      <TextField {...field('systemClassification')} list="report-markings" autoComplete="off" />
      <TextField {...field('entityAddress')} autoComplete="off" />
      <div className="review-scope__texts">
        {TEXTS.map((name) => (
          <TextAreaField key={name} {...field(name)} rows={name === 'opinion' || name === 'background' ? 6 : 4} />
        ))}
      </div>
      <details>
        <summary>Each strategy’s commentary</summary>
        {(Object.keys(generated.commentary) as ControlId[]).map((id) => (
          <TextAreaField
            key={id}
            name={`strategyCommentary.${id}`}
            id={`report-words-commentary-${id}`}
            label={`${controlTitle(id)}: findings`}
            value={fields.strategyCommentary[id] ?? ''}
            error={errors[`strategyCommentary.${id}`]}
            onChange={changeCommentary(id)}
            rows={4}
          />
        ))}
      </details>
      <div className="button-row">
        <button type="submit" className="button button--primary" aria-disabled={busy}>
          {busy ? 'Saving...' : 'Save the report’s words'}
        </button>
        <p role="status" className="hint">
          {status}
        </p>
      </div>
      <SaveFailureBox failure={failure} />
    </form>
  );
}

/**
 * "The report's words": the classification marking, the system security classification, the organisation's
 * address, the assessors' qualifications, and the background, key security risks, positive findings, opinion and
 * each strategy's commentary, prefilled from the report's own texts and saved with the review (frozen once finished).
 */
export function ReportWordsForm({ assessment, review, drafts, onSaved }: ReportWordsFormProps) {
  const finished = review.status === 'finished' || review.status === 'shared';
  const latest = Math.max(0, ...review.findings.map((finding) => finding.savedAt));
  // Whether the fold starts open: only as the page opens (a save that clears the draft leaves it as the assessor has it).
  const [openAtFirst] = useState(() => drafts.get(DRAFT) !== undefined);
  // Made again whenever what they are made from changes: the findings, the scope and the target. The last texts stay
  // meanwhile, so the form stays on screen with what the assessor is typing.
  const generated = useApiQuery(
    finished ? null : `report-generated:${assessment.id}:${review.findings.length}:${latest}:${review.version}:${review.targetVersion}`,
    async () => (await assessmentReportOf(assessment, review)).generated,
    { keepPreviousData: true },
  );
  return (
    <section className="card" aria-labelledby="report-words-title">
      <h2 id="report-words-title">The report’s words</h2>
      {finished ? (
        <FrozenWords words={review.reportWords} />
      ) : generated.data ? (
        // Folded, as the scope is, so the register stays near the top; open at once when this tab holds unsaved words.
        <details className="review-scope__fold" open={openAtFirst || undefined}>
          <summary>Write the marking, the addresses and the report’s texts</summary>
          <WordsFields assessment={assessment} review={review} generated={generated.data} drafts={drafts} onSaved={onSaved} />
        </details>
      ) : generated.error ? (
        <ErrorBox>The report’s own texts could not be made: {generated.error.message}. Reload the page to try again.</ErrorBox>
      ) : (
        <p role="status">Making the report’s own texts...</p>
      )}
    </section>
  );
}
