import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { ImportView, ProposalView } from '../../domain/configuration-imports/import-views';
import type { ProposalChoice, ProposalState } from '../../domain/configuration-imports/imported-answers';
import { timeZoneOf } from '../../domain/branding';
import { dayInWords, dayOf } from '../../domain/calendar-day';
import { EVIDENCE_QUALITIES } from '../../domain/framework/evidence-quality';
import { OUTCOMES } from '../../domain/framework/outcome-words';
import { currentBranding } from '../branding';
import { proposalsByStrategy, proposalsInWords, type ShownProposal } from './import-proposals';
import './imports.css';

/** What accepting proposals did, as the list says it. */
export interface AcceptedWords {
  accepted: readonly string[];
  disagreements: readonly string[];
  conflicts: readonly string[];
}

interface ImportsListProps {
  imports: readonly ImportView[];
  /** Where a proposal stands beside the answer (or the finding) it would make. */
  stateOf: (view: ImportView, proposal: ProposalView) => ProposalState;
  /** A disagreement in words: "Your answer: Ineffective. The export shows Effective." */
  disagreement: (proposal: ProposalView) => string;
  /** Whose answer a proposal is measured against, for an agreement: "Your answer" or "The finding". */
  answerName?: string;
  /** How many proposals "Accept all" would accept now. */
  acceptable: number;
  onAccept: (choice: readonly ProposalChoice[] | 'all') => AcceptedWords | Promise<AcceptedWords>;
  /** The level of the list's heading; each import's is one below, its strategies two. */
  level?: 2 | 3;
  /** Nothing can be accepted (a finished review): a proposal not accepted says so, without a button. */
  readOnly?: boolean;
}

function Heading({ level, id, children }: { level: number; id?: string; children: ReactNode }) {
  const Tag = `h${Math.min(level, 6)}` as 'h3';
  return <Tag id={id}>{children}</Tag>;
}

/** A moment in words as the day it fell on in the deployment's time zone: "20 November 2026". */
function dayOfMoment(at: number): string {
  return dayInWords(dayOf(at, timeZoneOf(currentBranding())));
}

/** What accepting did, in words, for the live region. */
function acceptedInWords({ accepted, disagreements, conflicts }: AcceptedWords): string {
  const parts = [`Accepted ${proposalsInWords(accepted.length)}.`];
  if (disagreements.length > 0) parts.push(`${proposalsInWords(disagreements.length)} left where the answer given differs.`);
  if (conflicts.length > 0) parts.push(`${proposalsInWords(conflicts.length)} left as two imports propose different outcomes: accept the one you mean by itself.`);
  return parts.join(' ');
}

const idOf = (view: ImportView, requirementId: string) => `import-${view.id}-${requirementId}`;

/**
 * The imports of an assessment, newest first: each file's title, name, when it says it was produced, who
 * imported it and whether a newer export of the same source superseded it; its proposals grouped by strategy
 * (the requirement, the outcome proposed, what was read, the evidence grade, and Accept, "Accepted" or the
 * disagreement) and its notes. "Accept all" accepts every proposal that is open or agrees. After Accept, focus
 * moves to the words that replace the button; after Accept all, to what it did.
 */
export function ImportsList({ imports, stateOf, disagreement, answerName = 'Your answer', acceptable, onAccept, level = 3, readOnly = false }: ImportsListProps) {
  const [said, setSaid] = useState('');
  const [failure, setFailure] = useState<string>();
  const focusNext = useRef<string>(undefined);

  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = undefined;
  });

  const accept = async (choice: readonly ProposalChoice[] | 'all', focusId: string) => {
    setFailure(undefined);
    try {
      const done = await onAccept(choice);
      setSaid(acceptedInWords(done));
      focusNext.current = focusId;
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };

  if (imports.length === 0) return null;
  return (
    <section className="imports" aria-labelledby="imports-heading">
      <Heading level={level} id="imports-heading">
        Imported files
      </Heading>
      <div className="imports__all">
        {acceptable > 0 && !readOnly && (
          <button type="button" className="button button--primary" onClick={() => void accept('all', 'imports-said')}>
            {acceptable === 1 ? 'Accept the 1 proposal' : `Accept all ${acceptable} proposals`}
          </button>
        )}
        <p id="imports-said" className="imports__said" role="status" tabIndex={-1}>
          {said}
        </p>
      </div>
      {failure && (
        <div role="alert">
          <p className="field-error">{failure}</p>
        </div>
      )}
      {imports.map((view) => (
        <article key={view.id} className={`import${view.current ? '' : ' import--superseded'}`} aria-labelledby={`import-${view.id}-title`}>
          <Heading level={level + 1} id={`import-${view.id}-title`}>
            {view.title}
          </Heading>
          <ul className="import__facts">
            <li>File: {view.fileName}</li>
            <li>{view.producedAt === null ? 'The file does not say when it was produced.' : `Produced on ${dayOfMoment(view.producedAt)}, as the file says.`}</li>
            <li>
              Imported by {view.importedBy} on {dayOfMoment(view.importedAt)}.
            </li>
            {!view.current && (
              <li>
                <strong>Superseded</strong> by a newer export of the same source: its proposals are no longer offered.
              </li>
            )}
          </ul>
          {view.current &&
            (view.proposals.length === 0 ? (
              <p>This file settles no requirement by itself{view.notes.length > 0 ? ': see its notes.' : '.'}</p>
            ) : (
              proposalsByStrategy(view, {}).map((group) => (
                <div key={group.strategy} className="import__strategy">
                  <Heading level={level + 2}>{group.title}</Heading>
                  <ol className="import__proposals">
                    {group.proposals.map((entry) => (
                      <ProposalItem
                        key={entry.requirement.id}
                        view={view}
                        entry={entry}
                        state={stateOf(view, entry.proposal)}
                        disagreement={disagreement(entry.proposal)}
                        answerName={answerName}
                        readOnly={readOnly}
                        onAccept={() => void accept([{ importId: view.id, requirementId: entry.requirement.id }], `${idOf(view, entry.requirement.id)}-state`)}
                      />
                    ))}
                  </ol>
                </div>
              ))
            ))}
          {view.notes.length > 0 && (
            <div className="import__notes">
              <Heading level={level + 2}>Notes</Heading>
              <ul>
                {view.notes.map((note, index) => (
                  <li key={index}>{note.text}</li>
                ))}
              </ul>
            </div>
          )}
        </article>
      ))}
    </section>
  );
}

interface ProposalItemProps {
  view: ImportView;
  entry: ShownProposal;
  state: ProposalState;
  disagreement: string;
  answerName: string;
  readOnly: boolean;
  onAccept: () => void;
}

/** One proposal: the requirement, the outcome proposed, what was read, the evidence grade, and Accept or where it stands. */
function ProposalItem({ view, entry, state, disagreement, answerName, readOnly, onAccept }: ProposalItemProps) {
  const id = idOf(view, entry.requirement.id);
  const { proposal } = entry;
  return (
    <li className={`import-proposal import-proposal--${state}`}>
      <p className="import-proposal__requirement" id={`${id}-text`}>
        {entry.requirement.text}
      </p>
      <p className="import-proposal__outcome" id={`${id}-outcome`}>
        Proposed: <strong>{OUTCOMES[proposal.outcome].label}</strong>
        <span className="import-proposal__grade"> · Evidence grade: {EVIDENCE_QUALITIES[proposal.evidenceQuality].label}</span>
      </p>
      <p className="import-proposal__read">{proposal.read}</p>
      {readOnly && (state === 'open' || state === 'agrees') ? (
        <p className="import-proposal__state" id={`${id}-state`}>
          Not accepted
        </p>
      ) : state === 'open' || state === 'agrees' ? (
        <div className="import-proposal__action">
          <button
            type="button"
            id={`${id}-accept`}
            className="button button--secondary"
            aria-labelledby={`${id}-accept ${id}-text`}
            aria-describedby={`${id}-outcome${state === 'agrees' ? ` ${id}-agrees` : ''}`}
            onClick={onAccept}
          >
            Accept
          </button>
          {state === 'agrees' && (
            <p className="hint" id={`${id}-agrees`}>
              {answerName} is already {OUTCOMES[proposal.outcome].label}: accepting adds where it came from.
            </p>
          )}
        </div>
      ) : (
        <p className={`import-proposal__state import-proposal__state--${state}`} id={`${id}-state`} tabIndex={-1}>
          {state === 'accepted' ? 'Accepted' : disagreement}
        </p>
      )}
    </li>
  );
}
