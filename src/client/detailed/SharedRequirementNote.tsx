import { createContext, useContext } from 'react';
import type { RequirementAnswers } from '../../domain/framework/outcomes';
import { alsoCountsForText, differingAnswersText } from '../../domain/framework/shared-requirement-words';
import './shared-requirement.css';

/** Every answer of the detailed assessment being answered, for the notes under shared requirements to compare. */
export const DetailedAnswersContext = createContext<RequirementAnswers>({});

/** The id of a requirement field's shared note, for its outcome to be described by; undefined when it is not shared. */
export function sharedNoteId(requirementId: string): string | undefined {
  return alsoCountsForText(requirementId) ? `requirement-${requirementId}-shared` : undefined;
}

/**
 * Under a requirement several strategies share: "Also counts for: …", the others in wizard order, so
 * the respondent knows one answer serves each; and, when another strategy holds a different answer (a
 * draft saved before answers were shared), which, and that an answer changed here becomes each one's.
 */
export function SharedRequirementNote({ requirementId }: { requirementId: string }) {
  const answers = useContext(DetailedAnswersContext);
  const id = sharedNoteId(requirementId);
  const also = alsoCountsForText(requirementId);
  if (!id || !also) return null;
  const differing = differingAnswersText(requirementId, answers);
  return (
    <div className="requirement__shared" id={id}>
      <p>{also}</p>
      {differing && <p className="requirement__differing">{differing}</p>}
    </div>
  );
}
