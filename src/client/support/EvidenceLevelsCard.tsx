import type { AsdSummary } from '../../domain/framework/asd-headline';
import { EVIDENCE_LEVEL_SOURCE } from '../../domain/framework/evidence-level-summary';
import { BothLevels } from '../charts/BothLevels';

/** A detailed assessment's level by its answers and level supported by evidence, per strategy and overall, on the support detail page. */
export function EvidenceLevelsCard({ asd, evidence }: { asd: AsdSummary; evidence: AsdSummary }) {
  return (
    <section className="card asd-level" aria-labelledby="levels-title">
      <h2 id="levels-title">Level by answers and by evidence</h2>
      <BothLevels asd={asd} evidence={evidence} labelledBy="levels-title" />
      <p className="hint">{EVIDENCE_LEVEL_SOURCE}</p>
    </section>
  );
}
