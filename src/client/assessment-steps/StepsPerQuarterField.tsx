import { useState } from 'react';
import { MAX_STEPS_PER_QUARTER } from '../../domain/constants';
import { errorProps, FieldError } from '../forms/FieldError';

/** The field's text as a number of steps: a whole number as typed, or NaN (which the schema refuses in words). */
function stepsOf(text: string): number {
  return /^\s*\d{1,3}\s*$/.test(text) ? Number(text) : Number.NaN;
}

/**
 * "Level steps your team can take in a quarter": a whole number, kept as typed (so a half-typed answer is
 * not rewritten under the cursor), with a hint saying what a level step is.
 */
export function StepsPerQuarterField({ steps, onChange, error }: { steps: number; onChange: (steps: number) => void; error: string | undefined }) {
  const [text, setText] = useState(Number.isNaN(steps) ? '' : String(steps));
  return (
    <div className="field field--short">
      <label htmlFor="stepsPerQuarter">Level steps your team can take in a quarter *</label>
      <p className="hint" id="stepsPerQuarter-hint">
        A level step is raising one strategy by one maturity level, such as Patch applications from Maturity Level One to Maturity Level Two. The roadmap
        takes this many steps each quarter, from 1 to {MAX_STEPS_PER_QUARTER}; most small teams manage 1 or 2.
      </p>
      <input
        id="stepsPerQuarter"
        name="stepsPerQuarter"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onChange(stepsOf(event.target.value));
        }}
        {...errorProps('stepsPerQuarter', error, 'stepsPerQuarter-hint')}
      />
      <FieldError name="stepsPerQuarter" message={error} />
    </div>
  );
}
