import { useRef, useState, type FormEvent } from 'react';
import { AUDIT_ACTIONS } from '../../domain/audit';
import { auditActionInWords, auditLogQuerySchema, type AuditLogQuery } from '../../domain/audit-log';
import { errorProps, FieldError } from '../forms/FieldError';
import { useFieldErrors } from '../forms/useFieldErrors';

/** The filters of the audit log: everything of its query but the page. */
export type AuditFilter = Omit<AuditLogQuery, 'page'>;

interface AuditFiltersProps {
  /** The filters the address holds now. */
  filter: AuditFilter;
  /** The people to choose from, A to Z. */
  actors: readonly string[];
  /** Shows the first page of the log filtered so. */
  onApply: (query: AuditLogQuery) => void;
}

/** Field values as the form holds them: '' for "Everyone", "Every action" and an empty date. */
type Draft = Record<keyof AuditFilter, string>;

/**
 * The audit log's filter form: Person, Action, From date, To date and Assessment reference, applied together with "Apply
 * filters" and checked by the query's own schema (a to date before the from date is pointed out at the
 * field); "Clear" shows the whole log again.
 */
export function AuditFilters({ filter, actors, onApply }: AuditFiltersProps) {
  const [draft, setDraft] = useState<Draft>({ actor: filter.actor ?? '', action: filter.action ?? '', assessment: filter.assessment ?? '', from: filter.from ?? '', to: filter.to ?? '' });
  const { errors, validate, clearError } = useFieldErrors(auditLogQuerySchema);
  const form = useRef<HTMLFormElement>(null);
  // A person named by a link but not (or not yet) in the list is still shown as chosen.
  const people = draft.actor && !actors.includes(draft.actor) ? [draft.actor, ...actors] : actors;

  const change = (name: keyof Draft, value: string) => {
    setDraft((current) => ({ ...current, [name]: value }));
    clearError(name);
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const chosen = Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== ''));
    const query = validate({ ...chosen, page: 1 }, form.current);
    if (query) onApply(query);
  };
  const clear = () => {
    setDraft({ actor: '', action: '', assessment: '', from: '', to: '' });
    onApply({ page: 1 });
  };

  return (
    <form ref={form} className="card filters audit-filters" aria-label="Filter the audit log" onSubmit={apply} noValidate>
      <div className="field">
        <label htmlFor="audit-actor">Person</label>
        <select id="audit-actor" name="actor" value={draft.actor} onChange={(event) => change('actor', event.target.value)} {...errorProps('actor', errors.actor)}>
          <option value="">Everyone</option>
          {people.map((person) => (
            <option key={person} value={person}>
              {person}
            </option>
          ))}
        </select>
        <FieldError name="actor" message={errors.actor} />
      </div>
      <div className="field">
        <label htmlFor="audit-action">Action</label>
        <select id="audit-action" name="action" value={draft.action} onChange={(event) => change('action', event.target.value)} {...errorProps('action', errors.action)}>
          <option value="">Every action</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {auditActionInWords(action)}
            </option>
          ))}
        </select>
        <FieldError name="action" message={errors.action} />
      </div>
      <div className="field audit-filters__date">
        <label htmlFor="audit-from">From date</label>
        <input id="audit-from" name="from" type="date" value={draft.from} onChange={(event) => change('from', event.target.value)} {...errorProps('from', errors.from)} />
        <FieldError name="from" message={errors.from} />
      </div>
      <div className="field audit-filters__date">
        <label htmlFor="audit-to">To date</label>
        <input id="audit-to" name="to" type="date" value={draft.to} onChange={(event) => change('to', event.target.value)} {...errorProps('to', errors.to)} />
        <FieldError name="to" message={errors.to} />
      </div>
      <div className="field audit-filters__assessment">
        <label htmlFor="audit-assessment">Assessment reference</label>
        <input
          id="audit-assessment"
          name="assessment"
          type="text"
          spellCheck={false}
          autoComplete="off"
          value={draft.assessment}
          onChange={(event) => change('assessment', event.target.value)}
          {...errorProps('assessment', errors.assessment, 'audit-assessment-hint')}
        />
        <p id="audit-assessment-hint" className="hint">
          The code at the end of the assessment&apos;s address
        </p>
        <FieldError name="assessment" message={errors.assessment} />
      </div>
      <div className="button-row">
        <button type="submit" className="button button--primary">
          Apply filters
        </button>
        <button type="button" className="button button--secondary" onClick={clear}>
          Clear
        </button>
      </div>
    </form>
  );
}
