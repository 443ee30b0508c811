import { implementationSchema, type ImplementationDetails } from '../../domain/assessment';
import { TIMELINES } from '../../domain/timelines';
import { controlTitle } from '../../domain/control-titles';
import { CONTROL_IDS, type ControlId } from '../../domain/controls';
import type { WizardProgress } from '../progress/progress';
import { errorProps, FieldError } from '../forms/FieldError';
import { DetailsStepForm } from './DetailsStepForm';
import { StepsPerQuarterField } from './StepsPerQuarterField';
import type { StepPosition } from './step-position';

interface ImplementationStepProps {
  values: WizardProgress['implementation'];
  onChange: (values: WizardProgress['implementation']) => void;
  onBack: () => void;
  onSubmit: (details: ImplementationDetails) => void;
  /** The Back button's words: where it goes. */
  backLabel?: string;
  /** The submit button's words: where it goes ("Back to review" when opened from the review). */
  submitLabel?: string;
  /** Where this step sits in the whole assessment. */
  position: StepPosition;
}

/** The implementation step of either assessment: timeline, level steps a quarter and constraints required, priorities optional. */
export function ImplementationStep(props: ImplementationStepProps) {
  const { values, onChange, onBack, onSubmit, backLabel = 'Back to Assessment', submitLabel = 'Next: Organisation Details', position } = props;
  const togglePriority = (id: ControlId, checked: boolean) => {
    const priorities = checked ? [...values.priorities, id] : values.priorities.filter((p) => p !== id);
    onChange({ ...values, priorities });
  };

  return (
    <DetailsStepForm
      schema={implementationSchema}
      values={values}
      onSubmit={onSubmit}
      onBack={onBack}
      title="Implementation planning"
      position={position}
      backLabel={backLabel}
      submitLabel={submitLabel}
    >
      {({ errors, clearError }) => (
        <>
          <p>Tell us how quickly you want to reach your targets and what stands in the way. Fields marked * are required.</p>
          <fieldset className="choice-group" {...errorProps('timeline', errors.timeline)}>
            <legend>Timeline to reach your target state *</legend>
            <div className="choice-group__options choice-group__options--inline">
              {TIMELINES.map((timeline) => (
                <label key={timeline.value} className="choice">
                  <input
                    type="radio"
                    name="timeline"
                    value={timeline.value}
                    checked={values.timeline === timeline.value}
                    onChange={() => {
                      onChange({ ...values, timeline: timeline.value });
                      clearError('timeline');
                    }}
                  />
                  {timeline.label}
                </label>
              ))}
            </div>
            <FieldError name="timeline" message={errors.timeline} />
          </fieldset>
          <StepsPerQuarterField
            steps={values.stepsPerQuarter}
            error={errors.stepsPerQuarter}
            onChange={(stepsPerQuarter) => {
              onChange({ ...values, stepsPerQuarter });
              clearError('stepsPerQuarter');
            }}
          />
          <fieldset className="choice-group">
            <legend>Priority controls (optional)</legend>
            <p className="hint">Tick the controls you most want to improve first.</p>
            <div className="choice-group__options choice-group__options--columns">
              {CONTROL_IDS.map((id) => (
                <label key={id} className="choice">
                  <input
                    type="checkbox"
                    name="priorities"
                    value={id}
                    checked={values.priorities.includes(id)}
                    onChange={(event) => togglePriority(id, event.target.checked)}
                  />
                  {controlTitle(id)}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="field">
            <label htmlFor="constraints">Constraints *</label>
            <p className="hint" id="constraints-hint">
              For example budget, staff, legacy systems or vendor contracts.
            </p>
            <textarea
              id="constraints"
              name="constraints"
              rows={4}
              value={values.constraints}
              onChange={(event) => {
                onChange({ ...values, constraints: event.target.value });
                clearError('constraints');
              }}
              {...errorProps('constraints', errors.constraints, 'constraints-hint')}
            />
            <FieldError name="constraints" message={errors.constraints} />
          </div>
        </>
      )}
    </DetailsStepForm>
  );
}
