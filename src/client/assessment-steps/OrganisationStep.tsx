import { useRef, type FormEvent } from 'react';
import { Link } from 'react-router';
import { organisationSchema, type OrganisationDetails } from '../../domain/assessment';
import { paths } from '../paths';
import { ProgressBar } from '../progress/ProgressBar';
import type { WizardProgress } from '../progress/progress';
import type { StepPosition } from './step-position';
import { TextField } from '../forms/TextField';
import { useFieldErrors } from '../forms/useFieldErrors';

interface OrganisationStepProps {
  values: WizardProgress['organisation'];
  onChange: (values: WizardProgress['organisation']) => void;
  onBack: () => void;
  onSubmit: (details: OrganisationDetails) => void;
  /** The submit button's words: where it goes. */
  submitLabel: string;
  /** Where this step sits in the whole assessment. */
  position: StepPosition;
}

const FIELDS = [
  { name: 'organizationName', label: 'Organisation name', type: 'text', autoComplete: 'organization' },
  { name: 'respondentName', label: 'Your name', type: 'text', autoComplete: 'name' },
  { name: 'respondentEmail', label: 'Your work email', type: 'email', autoComplete: 'email' },
] as const;

/** The organisation step of either assessment: organisation name, respondent name and email, with the privacy policy link. */
export function OrganisationStep({ values, onChange, onBack, onSubmit, submitLabel, position }: OrganisationStepProps) {
  const form = useRef<HTMLFormElement>(null);
  const { errors, validate, clearError } = useFieldErrors(organisationSchema);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const details = validate(values, form.current);
    if (details) onSubmit(details);
  };

  return (
    <form ref={form} className="card wizard-step" onSubmit={submit} noValidate aria-labelledby="step-heading">
      <ProgressBar position={position.index} total={position.total} label="Assessment progress" noun="Step" />
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
      <div className="button-row button-row--split">
        <button type="button" className="button button--secondary" onClick={onBack}>
          Back
        </button>
        <button type="submit" className="button button--primary">
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
