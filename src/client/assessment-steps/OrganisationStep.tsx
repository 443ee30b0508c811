import { Link } from '../router';
import { organisationSchema, type OrganisationDetails } from '../../domain/assessment';
import { paths } from '../paths';
import type { WizardProgress } from '../progress/progress';
import { DetailsStepForm } from './DetailsStepForm';
import type { StepPosition } from './step-position';
import { TextField } from '../forms/TextField';

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
  return (
    <DetailsStepForm schema={organisationSchema} values={values} onSubmit={onSubmit} onBack={onBack} title="Organisation details" position={position} backLabel="Back" submitLabel={submitLabel}>
      {({ errors, clearError }) => (
        <>
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
        </>
      )}
    </DetailsStepForm>
  );
}
