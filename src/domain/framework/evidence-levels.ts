import { supportsRequirement } from './evidence-quality';
import type { OutcomesById } from './level-rule';
import type { RequirementAnswers } from './outcomes';
import { meetsRequirement } from './outcome-rules';

/**
 * The outcomes as the evidence supports them: a met requirement (effective, or met by an alternate
 * control) whose evidence is graded less than good, or not graded, counts as ineffective; every other
 * outcome stays as it is. ASD's level rule run on these gives the level supported by evidence, which
 * can therefore never exceed the level by the answers.
 */
export function evidenceSupportedOutcomes(outcomes: OutcomesById, answers: RequirementAnswers): OutcomesById {
  return Object.fromEntries(
    Object.entries(outcomes).map(([id, outcome]) => [id, outcome && meetsRequirement(outcome) && !supportsRequirement(answers[id]?.evidenceQuality) ? 'ineffective' : outcome]),
  );
}
