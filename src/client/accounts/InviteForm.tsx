import { useEffect, useRef, useState, type FormEvent } from 'react';
import { invitationSchema, type InvitationMade } from '../../domain/account-schemas';
import { INVITATION_DAYS } from '../../domain/constants';
import { daysInWords } from '../../domain/format';
import { ROLES, roleInWords, type Role } from '../../domain/roles';
import { inviteAccount } from '../api/accounts';
import { FieldError, errorProps } from '../forms/FieldError';
import { SubmitButton } from '../forms/SubmitButton';
import { TextField } from '../forms/TextField';
import { ownMessage, useAction } from '../forms/useAction';
import { useFieldErrors } from '../forms/useFieldErrors';
import { ErrorBox } from '../ErrorBox';

const EMPTY = { username: '', email: '', role: 'consultant' as Role };

/**
 * "Invite someone": a username, an optional email address and a role. With mail configured and an
 * address typed, the server mails the link ("Send invitation"); otherwise it answers the link, shown
 * here once with a Copy button ("Create invitation link"): the server keeps only its hash.
 */
export function InviteForm({ mailAvailable, onInvited }: { mailAvailable: boolean; onInvited: () => void }) {
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(EMPTY);
  const [made, setMade] = useState<{ username: string; email: string; answer: InvitationMade }>();
  const { busy, error, run } = useAction(ownMessage('The invitation could not be made. Please try again.'));
  const { errors, validate, clearError } = useFieldErrors(invitationSchema);
  const mails = mailAvailable && values.email.trim() !== '';

  const update = (name: keyof typeof values) => (value: string) => {
    setValues({ ...values, [name]: value });
    clearError(name);
  };

  const invite = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const input = validate(values, form.current);
    if (!input) return;
    void run(async () => {
      const answer = await inviteAccount(input);
      setMade({ username: input.username, email: input.email, answer });
      setValues(EMPTY);
      onInvited();
    });
  };

  return (
    <section className="card" aria-labelledby="invite-heading">
      <h2 id="invite-heading">Invite someone</h2>
      <p>
        The person you invite chooses their own password at the invitation link, which works once, for {daysInWords(INVITATION_DAYS)}.
        {mailAvailable ? ' Give an email address to have the link sent to them.' : ' This server does not send email: the link is shown here once, for you to pass on.'}
      </p>
      <form ref={form} onSubmit={invite} noValidate className="invite-form">
        <TextField name="username" id="invite-username" label="Username" autoComplete="off" value={values.username} error={errors.username} onChange={update('username')} />
        <TextField
          name="email"
          id="invite-email"
          label="Email (optional)"
          type="email"
          autoComplete="off"
          value={values.email}
          error={errors.email}
          onChange={update('email')}
        />
        <div className="field">
          <label htmlFor="invite-role">Role</label>
          <select id="invite-role" name="role" value={values.role} onChange={(event) => update('role')(event.target.value)} {...errorProps('role', errors.role)}>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {roleInWords(role)}
              </option>
            ))}
          </select>
          <FieldError name="role" message={errors.role} />
        </div>
        <SubmitButton busy={busy} busyLabel="Inviting...">
          {mails ? 'Send invitation' : 'Create invitation link'}
        </SubmitButton>
      </form>
      <ErrorBox>{error}</ErrorBox>
      {made && <InvitationMadePanel key={made.username} {...made} />}
    </section>
  );
}

/** What became of an invitation: sent to an address, or its link shown this once with Copy link. Focus moves here. */
function InvitationMadePanel({ username, email, answer }: { username: string; email: string; answer: InvitationMade }) {
  const panel = useRef<HTMLDivElement>(null);
  const linkField = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<string>();

  useEffect(() => panel.current?.focus(), []);

  if ('sent' in answer) {
    return (
      <div ref={panel} tabIndex={-1} className="notice notice--success invitation-made" role="status">
        Invitation sent to {email}. {username} chooses a password at the link within {daysInWords(INVITATION_DAYS)}.
      </div>
    );
  }
  const link = answer.link;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('Copied.');
    } catch {
      linkField.current?.select();
      setCopied('This browser did not let us copy. The link is selected: copy it with Ctrl+C (⌘C on a Mac).');
    }
  };
  return (
    <div ref={panel} tabIndex={-1} className="notice notice--success invitation-made" aria-labelledby="invitation-link-heading">
      <h3 id="invitation-link-heading">Invitation link for {username}</h3>
      {answer.mailFailed && <p>The email could not be sent just now, so here is the link to pass on yourself.</p>}
      <p>This link is shown only once. Give it to {username} in a way only they can read; whoever has it can create the account.</p>
      <div className="invitation-made__link">
        <label htmlFor="invitation-link">Invitation link</label>
        <input id="invitation-link" ref={linkField} type="text" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
        <button type="button" className="button button--secondary" onClick={() => void copy()}>
          Copy
        </button>
      </div>
      <p role="status">{copied}</p>
    </div>
  );
}
