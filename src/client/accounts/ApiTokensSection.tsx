import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  API_TOKEN_SCOPES,
  apiTokenInputSchema,
  apiTokenState,
  DEFAULT_API_TOKEN_DAYS,
  MAX_API_TOKEN_DAYS,
  type ApiTokenCreated,
  type ApiTokenScope,
  type ApiTokenSummary,
} from '../../domain/api-tokens';
import { shortAustralianDate } from '../../domain/format';
import { createApiToken, fetchApiTokens, revokeApiToken } from '../api/api-tokens';
import { useApiQuery } from '../api/useApiQuery';
import { ErrorBox } from '../ErrorBox';
import { FieldError, errorProps } from '../forms/FieldError';
import { SubmitButton } from '../forms/SubmitButton';
import { TextField } from '../forms/TextField';
import { ownMessage, useAction } from '../forms/useAction';
import { useFieldErrors } from '../forms/useFieldErrors';
import { LabelledCell, TableHead } from '../TableParts';
import type { ConfirmableAction } from './ConfirmActionDialog';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The browser's calendar day `days` days from now, as a date field holds it ("2027-02-21"). */
function dayAfter(days: number, now: number): string {
  const day = new Date(now + days * DAY_MS);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

/** How many days from today a date field's day is; NaN for no day. */
function daysUntil(day: string, now: number): number {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return Number.NaN;
  const today = new Date(now);
  return Math.round((Date.UTC(year, month - 1, date) - Date.UTC(today.getFullYear(), today.getMonth(), today.getDate())) / DAY_MS);
}

/** Each scope as the form and the table name it; the paragraph above the form says what each reads. */
const SCOPE_NAMES: Record<ApiTokenScope, string> = { read: 'Read', export: 'Export' };

const EMPTY = { name: '', scope: 'read' as ApiTokenScope, days: String(DEFAULT_API_TOKEN_DAYS) };

/**
 * "API tokens", for administrators on the accounts page: read-only tokens for reporting tools. Make one (a name, a
 * scope, and when it expires, as days or as a date), see its secret this once with a Copy button, and revoke any in
 * the list, confirmed first through the page's dialog (`onAsk`).
 */
export function ApiTokensSection({ onAsk }: { onAsk: (action: ConfirmableAction) => void }) {
  const query = useApiQuery('api-tokens', fetchApiTokens, { keepPreviousData: true });
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(EMPTY);
  const [made, setMade] = useState<ApiTokenCreated>();
  const { busy, error, run } = useAction(ownMessage('The API token could not be made. Please try again.'));
  const { errors, validate, clearError } = useFieldErrors(apiTokenInputSchema);
  const days = Number(values.days);
  // The moment the page was opened: the dates the form offers and which tokens read as expired are of that moment.
  const [now] = useState(Date.now);

  const update = (name: 'name' | 'scope' | 'days') => (value: string) => {
    setValues({ ...values, [name]: value });
    clearError(name === 'days' ? 'expiresInDays' : name);
  };

  const create = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const input = validate({ name: values.name, scope: values.scope, expiresInDays: values.days.trim() === '' ? Number.NaN : days }, form.current);
    if (!input) return;
    void run(async () => {
      setMade(await createApiToken(input));
      setValues(EMPTY);
      query.reload();
    });
  };

  return (
    <section className="card" aria-labelledby="api-tokens-heading">
      <h2 id="api-tokens-heading">API tokens</h2>
      <p>
        A token lets a reporting tool (Power BI, a spreadsheet) read the assessment list and the dashboard, and with the export scope also the CSV
        export and each assessment as JSON. Tokens only read: they never change anything. The tool sends the token as <code>Authorization: Bearer</code>;{' '}
        <a href="/api/openapi.json">the API&apos;s description (OpenAPI)</a> lists what it may call. Each use is in the audit log under the token&apos;s name.
      </p>
      <form ref={form} onSubmit={create} noValidate className="invite-form">
        <TextField name="name" id="api-token-name" label="Name" hint="Who or what uses it, such as Power BI" autoComplete="off" maxLength={60} value={values.name} error={errors.name} onChange={update('name')} />
        <div className="field">
          <label htmlFor="api-token-scope">Scope</label>
          <select id="api-token-scope" name="scope" value={values.scope} onChange={(event) => update('scope')(event.target.value)} {...errorProps('scope', errors.scope)}>
            {API_TOKEN_SCOPES.map((scope) => (
              <option key={scope} value={scope}>
                {SCOPE_NAMES[scope]}
              </option>
            ))}
          </select>
          <FieldError name="scope" message={errors.scope} />
        </div>
        <TextField
          name="expiresInDays"
          id="api-token-days"
          label="Expires after (days)"
          hint={`1 to ${MAX_API_TOKEN_DAYS}`}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_API_TOKEN_DAYS}
          value={values.days}
          error={errors.expiresInDays}
          onChange={update('days')}
        />
        <div className="field">
          <label htmlFor="api-token-date">or expires on</label>
          <input
            id="api-token-date"
            type="date"
            min={dayAfter(1, now)}
            max={dayAfter(MAX_API_TOKEN_DAYS, now)}
            value={Number.isInteger(days) && days > 0 ? dayAfter(days, now) : ''}
            onChange={(event) => {
              const until = daysUntil(event.target.value, now);
              if (!Number.isNaN(until)) update('days')(String(until));
            }}
          />
        </div>
        <SubmitButton busy={busy} busyLabel="Making the token...">
          Make token
        </SubmitButton>
      </form>
      <ErrorBox>{error}</ErrorBox>
      {made && <TokenMadePanel key={made.token.id} made={made} />}
      <ErrorBox>{query.error?.message}</ErrorBox>
      {query.loading && !query.data && <p role="status">Loading API tokens...</p>}
      {query.data && <TokensTable tokens={query.data.tokens} now={now} onAsk={onAsk} onRevoked={query.reload} />}
    </section>
  );
}

/** The secret of a token just made, shown this once with a Copy button; focus moves here so a screen reader reads it out. */
function TokenMadePanel({ made }: { made: ApiTokenCreated }) {
  const panel = useRef<HTMLDivElement>(null);
  const secretField = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<string>();

  useEffect(() => panel.current?.focus(), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(made.secret);
      setCopied('Copied.');
    } catch {
      secretField.current?.select();
      setCopied('This browser did not let us copy. The token is selected: copy it with Ctrl+C (⌘C on a Mac).');
    }
  };
  return (
    <div ref={panel} tabIndex={-1} className="notice notice--success invitation-made" aria-labelledby="api-token-made-heading">
      <h3 id="api-token-made-heading">Token {made.token.name} is made</h3>
      <p>Copy it now: it will not be shown again. We keep only a hash of it, so nobody can read it back; if it is lost, revoke it and make another.</p>
      <div className="invitation-made__link">
        <label htmlFor="api-token-secret">Token</label>
        <input id="api-token-secret" ref={secretField} type="text" readOnly value={made.secret} onFocus={(event) => event.currentTarget.select()} />
        <button type="button" className="button button--secondary" onClick={() => void copy()}>
          Copy
        </button>
      </div>
      <p role="status">{copied}</p>
    </div>
  );
}

const COLUMNS = ['Name', 'Scope', 'Made by', 'Made on', 'Expires', 'Last used', 'Status', 'Actions'] as const;

/** Where a token stands, in words. */
function stateInWords(token: ApiTokenSummary, now: number): string {
  const state = apiTokenState(token, now);
  if (state === 'revoked') return `Revoked${token.revokedAt === null ? '' : ` on ${shortAustralianDate(token.revokedAt)}`}${token.revokedBy ? ` by ${token.revokedBy}` : ''}`;
  return state === 'expired' ? 'Expired' : 'Active';
}

/** The tokens as a table, newest first; an active one has Revoke, confirmed first. */
function TokensTable({ tokens, now, onAsk, onRevoked }: { tokens: ApiTokenSummary[]; now: number; onAsk: (action: ConfirmableAction) => void; onRevoked: () => void }) {
  if (tokens.length === 0) return <p>No API token has been made.</p>;
  return (
    <div className="table-scroll" tabIndex={0} role="group" aria-label="API tokens">
      <table role="table" className="accounts-table">
        <TableHead columns={COLUMNS} />
        <tbody role="rowgroup">
          {tokens.map((token) => (
            <tr role="row" key={token.id}>
              <th role="rowheader" scope="row">
                {token.name}
              </th>
              <LabelledCell column="Scope">{SCOPE_NAMES[token.scope]}</LabelledCell>
              <LabelledCell column="Made by">{token.createdBy}</LabelledCell>
              <LabelledCell column="Made on">{shortAustralianDate(token.createdAt)}</LabelledCell>
              <LabelledCell column="Expires">{shortAustralianDate(token.expiresAt)}</LabelledCell>
              <LabelledCell column="Last used">{token.lastUsedAt === null ? 'Never' : shortAustralianDate(token.lastUsedAt)}</LabelledCell>
              <LabelledCell column="Status">{stateInWords(token, now)}</LabelledCell>
              <td role="cell">
                {apiTokenState(token, now) === 'active' ? (
                  <button
                    type="button"
                    className="button button--link"
                    aria-label={`Revoke: ${token.name}`}
                    onClick={() =>
                      onAsk({
                        label: 'Revoke',
                        title: `Revoke the token ${token.name}?`,
                        description: 'The tool using it is refused from its next request. This cannot be undone: make a new token if it is needed again.',
                        confirm: 'Yes, revoke',
                        run: async () => {
                          await revokeApiToken(token.id);
                          onRevoked();
                        },
                        done: `The token ${token.name} is revoked.`,
                        removesButton: true,
                      })
                    }
                  >
                    Revoke
                  </button>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
