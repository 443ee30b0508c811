import { howToCheck } from '../domain/framework/how-to-check';

/**
 * A disclosure beside a requirement: how an assessor can check it, from ASD's example test plans. A
 * native details element, so it opens with Enter or Space and screen readers announce it as expanded or collapsed.
 */
export function HowToCheck({ requirementId }: { requirementId: string }) {
  const methods = howToCheck(requirementId);
  if (methods.length === 0) return null;
  return (
    <details className="how-to-check">
      <summary>How to check</summary>
      <ul>
        {methods.map((method) => (
          <li key={method}>{method}</li>
        ))}
      </ul>
      <p className="hint">From ASD&rsquo;s example Essential Eight assessment test plans, in our words.</p>
    </details>
  );
}
