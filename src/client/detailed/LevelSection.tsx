import type { ControlId, TargetLevel } from '../../domain/controls';
import type { RequirementAnswer, RequirementAnswers } from '../../domain/framework/outcomes';
import { maturityLevelName } from '../../domain/maturity-levels';
import { ConfirmLevelSuggestions } from './ConfirmLevelSuggestions';
import type { ExceptionField } from './ExceptionFields';
import { answeredCount, levelCountText } from './level-folding';
import { MarkLevelEffective } from './MarkLevelEffective';
import { RequirementField } from './RequirementField';
import type { LevelGroup } from './requirement-groups';

interface LevelSectionProps {
  group: LevelGroup;
  strategy: ControlId;
  strategyTitle: string;
  targetLevel: TargetLevel | undefined;
  answers: RequirementAnswers;
  open: boolean;
  onToggle: (open: boolean) => void;
  errorsFor?: (requirementId: string) => Partial<Record<ExceptionField, string>>;
  onAnswer: (requirementId: string, answer: RequirementAnswer) => void;
}

/**
 * One maturity level's requirements on a strategy's page, folding: its summary names the level and says
 * how many are answered ("8 of 11 answered", and whether it is above the target); open, it offers to
 * confirm the quick check's suggestions and to mark the rest Effective, then lists the requirements.
 */
export function LevelSection({ group, strategy, strategyTitle, targetLevel, answers, open, onToggle, errorsFor, onAnswer }: LevelSectionProps) {
  const headingId = `level-${group.level}-heading`;
  return (
    <details className="requirement-level" open={open} onToggle={(event) => onToggle(event.currentTarget.open)}>
      <summary className="requirement-level__summary">
        <h3 id={headingId}>{maturityLevelName(group.level)}</h3>
        <span className="requirement-level__count">{levelCountText(group.level, answeredCount(group.requirements, answers), group.requirements.length, targetLevel)}</span>
      </summary>
      <section aria-labelledby={headingId}>
        <ConfirmLevelSuggestions key={strategy} strategy={strategy} strategyTitle={strategyTitle} level={group.level} answers={answers} onAnswer={onAnswer} />
        <MarkLevelEffective level={group.level} strategyTitle={strategyTitle} requirements={group.requirements} answers={answers} onAnswer={onAnswer} />
        <ol className="requirements">
          {group.requirements.map((requirement) => (
            <RequirementField
              key={requirement.id}
              requirement={requirement}
              answer={answers[requirement.id]}
              errors={errorsFor?.(requirement.id)}
              onChange={(answer) => onAnswer(requirement.id, answer)}
            />
          ))}
        </ol>
      </section>
    </details>
  );
}
