import { useRef, type FormEvent } from 'react';
import { Link } from 'react-router';
import { organisationSchema, type OrganisationDetails } from '../../domain/assessment';
import { paths } from '../paths';
import type { WizardProgress } from '../progress/progress';
import { FormActions } from './FormActions';
import { TextField } from './TextField';
import { useFieldErrors } from './useFieldErrors';

interface OrganisationStepProps {
  values: WizardProgress['organisation'];
  submitting: boolean;
  saveError: string | undefined;
  onChange: (values: WizardProgress['organisation']) => void;
  onBack: () => void;
  onSubmit: (details: OrganisationDetails) => void;
}

const FIELDS = [
  { name: 'organizationName', label: 'Organisation name', type: 'text', autoComplete: 'organization' },
  { name: 'respondentName', label: 'Your name', type: 'text', autoComplete: 'name' },
  { name: 'respondentEmail', label: 'Your work email', type: 'email', autoComplete: 'email' },
] as const;

/** The last step of either assessment: organisation name, respondent name and email, with the privacy policy link. */
export function OrganisationStep({ values, submitting, saveError, onChange, onBack, onSubmit }: OrganisationStepProps) {
  const form = useRef<HTMLFormElement>(null);
  const { errors, validate, clearError } = useFieldErrors(organisationSchema);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const details = validate(values, form.current);
    if (details) onSubmit(details);
  };

  return (
    <form ref={form} className="card wizard-step" onSubmit={submit} noValidate aria-labelledby="step-heading">
      <h2 id="step-heading" tabIndex={-1}>
        Organisation details
      </h2>
      <p>All fields are required. We use them to label your results and to contact you about this assessment.</p>
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          name={field.name}
          label={`${field.label} *`}
          type={field.type}
          autoComplete={field.autoComplete}
          value={values[field.name]}
          error={errors[field.name]}
          onChange={(value) => {
            onChange({ ...values, [field.name]: value });
            clearError(field.name);
          }}
        />
      ))}
      <p className="hint">
        Read how we collect, use and protect these details in our{' '}
        <Link to={paths.privacy} target="_blank" rel="noopener">
          privacy policy (opens in a new tab)
        </Link>
        .
      </p>
      <FormActions
        aside={
          // aria-disabled rather than disabled while busy: a disabled button would drop keyboard focus to the page.
          <button type="button" className="button button--secondary" onClick={() => !submitting && onBack()} aria-disabled={submitting}>
            Back
          </button>
        }
        busy={submitting}
        busyLabel="Submitting..."
        submitLabel="Submit Assessment"
        error={saveError}
      />
    </form>
  );
}
