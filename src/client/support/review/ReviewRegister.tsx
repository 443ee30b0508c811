import { useCallback, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { controlTitle } from '../../../domain/control-titles';
import type { Outcome } from '../../../domain/framework/outcome-rules';
import { maturityLevelName } from '../../../domain/maturity-levels';
import type { Review } from '../../../domain/review/review';
import type { AgreementResult } from '../../../domain/review/agreement-result';
import { undoAgreement } from '../../api/review';
import { ErrorBox } from '../../ErrorBox';
import { failureText } from '../failure-text';
import { AgreeDialog, type AgreementRequest } from './AgreeDialog';
import { agreedInWords, canAgree, requirementCount, undoneInWords } from './agreement';
import { draftOf, withOutcome } from './finding-draft';
import { escapeLeftToField, movedIndex, registerKey } from './register-keys';
import { entryShown, groupRows, rowsOfLevel, type RegisterRow } from './register-rows';
import { REGISTER_COLUMNS, RegisterRowView } from './RegisterRowView';
import { AskForEvidence } from './AskForEvidence';
import { KeyboardNote, RegisterToolbar } from './RegisterToolbar';
import type { ReviewEntryContext } from './review-entry-context';
import type { ReviewFilters } from './review-filters';
import type { ReviewEvidence } from './useReviewEvidence';

interface ReviewRegisterProps {
  context: ReviewEntryContext;
  /** The rows the filters show, in catalogue order. */
  rows: readonly RegisterRow[];
  filters: ReviewFilters;
  /** Every row within the target, whatever the filters show: for "Agree on everything not yet reviewed" and a level's "Agree on all". */
  withinTarget: readonly RegisterRow[];
  files: ReviewEvidence;
  onAgreed: (answer: AgreementResult) => void;
  onUndone: (review: Review) => void;
  /** Where the table's name comes from. */
  labelledBy: string;
}

/** Which row is open, where focus went as it opened, and a key bumped when a shortcut changed its draft. */
interface OpenRow {
  id: string;
  focus: 'row' | 'test-method';
  key: number;
}

/**
 * The register: one row per requirement of the model, grouped by strategy and level (or flat), one line each until
 * opened in place to the full finding form. One row's button is the table's stop of the Tab key; the arrow keys move
 * between rows, Enter opens, Escape closes (except in a field typed into, or the form asking for evidence, where it is
 * the field's), a digit sets the outcome found, A agrees and X selects (said on the page).
 * Selected rows, a level of a strategy, or everything not yet reviewed within the target are agreed with in one batch,
 * and the last batch can be undone.
 */
export function ReviewRegister({ context, rows, filters, withinTarget, files, onAgreed, onUndone, labelledBy }: ReviewRegisterProps) {
  const table = useRef<HTMLTableElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [open, setOpen] = useState<OpenRow>();
  const [focusedId, setFocusedId] = useState<string>();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [request, setRequest] = useState<AgreementRequest>();
  const [lastBatch, setLastBatch] = useState<{ batchId: string; agreed: AgreementResult['agreed']; text: string; undoable: boolean }>();
  const [undoing, setUndoing] = useState(false);
  const [undoError, setUndoError] = useState('');
  const { assessmentId, finished, drafts } = context;
  const tabStop = rows.some((row) => row.id === focusedId) ? focusedId : rows[0]?.id;
  const shownSelected = rows.filter((row) => selected.has(row.id));
  const unreviewedWithin = useMemo(() => withinTarget.filter((row) => row.finding === undefined), [withinTarget]);

  const toggleOf = (id: string) => table.current?.querySelector<HTMLButtonElement>(`[data-row-toggle="${CSS.escape(id)}"]`);
  const onToggle = useCallback((id: string) => setOpen((current) => (current?.id === id ? undefined : { id, focus: 'row', key: current?.key ?? 0 })), []);
  const onSelect = useCallback((id: string, on: boolean) => setSelected((current) => new Set([...current].filter((kept) => kept !== id).concat(on ? [id] : []))), []);
  const agree = useCallback((asked: Omit<AgreementRequest, 'key'>) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setRequest((current) => ({ ...asked, key: (current?.key ?? 0) + 1 }));
  }, []);
  const onAgreeRow = useCallback((row: RegisterRow) => agree({ rows: [row], what: 'this requirement' }), [agree]);

  const setOutcome = (row: RegisterRow, outcome: Outcome) => {
    if (finished) return;
    const kept = drafts.get(row.id) ?? { draft: draftOf(row.finding) };
    drafts.set(row.id, { ...kept, draft: withOutcome(kept.draft, outcome, row.answer, context.lastTestMethod()) });
    setOpen((current) => ({ id: row.id, focus: 'test-method', key: (current?.key ?? 0) + 1 }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (!(event.target instanceof HTMLElement)) return;
    if (event.key === 'Escape' && open) {
      const focused = event.target;
      if (escapeLeftToField({ tagName: focused.tagName, type: focused instanceof HTMLInputElement ? focused.type : '', inAskForEvidence: focused.closest('.request-evidence-form') !== null })) return;
      event.preventDefault();
      setOpen(undefined);
      toggleOf(open.id)?.focus();
      return;
    }
    const id = event.target.dataset.rowToggle;
    const row = rows.find((each) => each.id === id);
    const key = row ? registerKey(event) : undefined;
    if (!row || !key) return;
    event.preventDefault();
    if ('move' in key) {
      const toggles = [...(table.current?.querySelectorAll<HTMLButtonElement>('[data-row-toggle]') ?? [])];
      const next = toggles[movedIndex(toggles.indexOf(event.target as HTMLButtonElement), toggles.length, key.move)];
      next?.focus();
      next?.scrollIntoView({ block: 'nearest' });
    } else if ('outcome' in key) setOutcome(row, key.outcome);
    else if ('agree' in key) {
      if (!finished && canAgree(row, context.today)) onAgreeRow(row);
    } else onSelect(row.id, !selected.has(row.id));
  };
  const onFocus = (event: FocusEvent<HTMLTableElement>) => {
    const id = event.target.dataset.rowToggle;
    if (id) setFocusedId(id);
  };

  const agreed = (answer: AgreementResult) => {
    setLastBatch({ batchId: answer.batchId, agreed: answer.agreed, text: agreedInWords(answer.agreed.length, answer.skipped), undoable: answer.agreed.length > 0 });
    setSelected(new Set());
    onAgreed(answer);
  };
  const undo = async () => {
    if (!lastBatch || undoing) return;
    setUndoing(true);
    setUndoError('');
    try {
      const review = await undoAgreement(assessmentId, lastBatch.batchId);
      onUndone(review);
      setLastBatch({ ...lastBatch, text: undoneInWords(lastBatch.agreed, review.findings), undoable: false });
      document.querySelector<HTMLElement>('.register-toolbar__status')?.focus();
    } catch (failure) {
      setUndoError(failureText('The batch could not be undone')(failure));
    } finally {
      setUndoing(false);
    }
  };
  const respondentFileIds = (requirementId: string) =>
    files
      .filesOf(requirementId)
      .filter((file) => file.addedBy === 'respondent')
      .map((file) => file.id);
  const closeDialog = () => {
    setRequest(undefined);
    const back = opener.current;
    if (back?.isConnected) back.focus();
    else document.querySelector<HTMLElement>('.register-toolbar__status')?.focus();
  };

  const groups = filters.flat ? [{ strategy: undefined, level: undefined, rows: [...rows] }] : groupRows(rows, filters.strategy);
  const allShownSelected = rows.length > 0 && shownSelected.length === rows.length;
  const rowView = (row: RegisterRow) => (
    <RegisterRowView
      key={row.id}
      context={context}
      row={row}
      shownIn={entryShown(row, filters.strategy)}
      files={files.filesOf(row.id)}
      open={open?.id === row.id}
      selected={selected.has(row.id)}
      tabStop={row.id === tabStop}
      focusOnOpen={open?.id === row.id ? open.focus : 'row'}
      formKey={open?.id === row.id ? open.key : 0}
      onToggle={onToggle}
      onSelect={onSelect}
      onAgree={onAgreeRow}
    />
  );
  return (
    <>
      <KeyboardNote />
      <RegisterToolbar
        finished={finished}
        selected={shownSelected.length}
        unreviewedWithin={unreviewedWithin.filter((row) => canAgree(row, context.today)).length}
        lastBatch={lastBatch}
        undoing={undoing}
        onAgreeSelected={() => agree({ rows: shownSelected, what: `the ${requirementCount(shownSelected.length)} selected` })}
        onAgreeUnreviewed={() => agree({ rows: unreviewedWithin, what: 'the requirements within the target not yet reviewed' })}
        onClearSelection={() => setSelected(new Set())}
        onUndo={() => void undo()}
      />
      <ErrorBox>{undoError}</ErrorBox>
      {!finished && shownSelected.length > 0 && (
        <AskForEvidence
          assessmentId={context.assessmentId}
          requirementIds={shownSelected.map((row) => row.id)}
          label={`Ask the respondent for evidence on the selected (${shownSelected.length})`}
          onAsked={context.onEvidenceAsked}
        />
      )}
      {rows.length === 0 ? (
        <p>No requirement matches these filters.</p>
      ) : (
        <table ref={table} role="table" className="register" aria-labelledby={labelledBy} onKeyDown={onKeyDown} onFocus={onFocus}>
          <thead role="rowgroup">
            <tr role="row">
              <th role="columnheader" scope="col" className="register-row__select">
                <input
                  type="checkbox"
                  checked={allShownSelected}
                  aria-label="Select every requirement shown"
                  onChange={(event) => setSelected(event.target.checked ? new Set(rows.map((row) => row.id)) : new Set())}
                />
              </th>
              <th role="columnheader" scope="col">Requirement</th>
              <th role="columnheader" scope="col">Respondent&apos;s answer</th>
              <th role="columnheader" scope="col">Assessor&apos;s finding</th>
              <th role="columnheader" scope="col">State</th>
              <th role="columnheader" scope="col">
                <span className="visually-hidden">Agree with the respondent</span>
              </th>
            </tr>
          </thead>
          {groups.map((group) => {
            // The whole level of the strategy, not only the rows the filters show under its heading.
            const level = group.strategy === undefined ? [] : rowsOfLevel(withinTarget, group.strategy, group.level);
            return (
              <tbody role="rowgroup" key={group.strategy === undefined ? 'all' : `${group.strategy}-${group.level}`}>
                {group.strategy !== undefined && (
                  <tr role="row" className="register-group">
                    <th role="rowheader" scope="rowgroup" colSpan={REGISTER_COLUMNS}>
                      <span className="register-group__title">
                        {controlTitle(group.strategy)} · <span className="register-group__maturity">Maturity </span>
                        {maturityLevelName(group.level).replace('Maturity ', '')}
                      </span>
                      {!finished && level.some((row) => canAgree(row, context.today)) && (
                        <button
                          type="button"
                          className="button--link register-group__agree"
                          aria-label={`Agree on all requirements of ${maturityLevelName(group.level)} of ${controlTitle(group.strategy)}`}
                          onClick={() => agree({ rows: level, what: `${maturityLevelName(group.level)} of ${controlTitle(group.strategy)}` })}
                        >
                          Agree on all
                        </button>
                      )}
                    </th>
                  </tr>
                )}
                {group.rows.map(rowView)}
              </tbody>
            );
          })}
        </table>
      )}
      {request && <AgreeDialog key={request.key} assessmentId={assessmentId} today={context.today} request={request} fileIdsOf={respondentFileIds} onAgreed={agreed} onClose={closeDialog} />}
    </>
  );
}
