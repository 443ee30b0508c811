import { useId } from 'react';
import type { Assessment } from '../../domain/assessment';
import { longAustralianDate } from '../../domain/format';
import type { HoldingStrategy } from '../../domain/review/assessed-verdict';
import { accessKeyHeader } from '../api/assessments';
import { fetchEvidenceFiles } from '../api/evidence-files';
import { saveAssessmentReport } from '../assessment-report-file';
import { AssessmentReportButton } from '../AssessmentReportButton';
import { currentBranding } from '../branding';
import type { SharedVerdict } from '../review-verdict';

/** How many requirements a holding strategy names on the page; the assessment report names every one. */
const NAMED = 3;

/** One strategy that holds the assessed level: why, and the first requirements that hold it with the outcome found. */
function Holding({ strategy }: { strategy: HoldingStrategy }) {
  const more = strategy.requirements.length - NAMED;
  return (
    <li>
      <strong>{strategy.title}</strong>: {strategy.why}
      {strategy.requirements.length > 0 && (
        <ul>
          {strategy.requirements.slice(0, NAMED).map((requirement) => (
            <li key={requirement.id}>
              {requirement.text} <span className="assessed-verdict__found">Found {requirement.found}.</span>
            </li>
          ))}
          {more > 0 && <li>and {more} more, each named in the assessment report.</li>}
        </ul>
      )}
    </li>
  );
}

/**
 * "Assessed by {consultancy}: Maturity Level …" at the top of the respondent's results once the review is shared:
 * what holds the level, how many findings differ from the answers, and the assessment report to download. The
 * self-assessment follows it, named as such.
 */
export function AssessedVerdict({ assessment, shared }: { assessment: Assessment; shared: SharedVerdict }) {
  const { review, verdict } = shared;
  const titleId = useId();
  const held = verdict.holding.filter((strategy) => strategy.by !== 'target');
  return (
    <section className="card assessed-verdict" aria-labelledby={titleId}>
      <h2 id={titleId}>{verdict.heading}</h2>
      <p className="assessed-verdict__holds">{verdict.holdsText}</p>
      {/* A strategy the review's target stops is said in the sentence above; those the findings or the rule stop are listed. */}
      {held.length > 0 && (
        <ul className="assessed-verdict__holding" aria-label="What holds the assessed level">
          {held.map((strategy) => (
            <Holding key={strategy.strategy} strategy={strategy} />
          ))}
        </ul>
      )}
      <p className="assessed-verdict__differing">{verdict.differingText}.</p>
      <p className="hint">
        {currentBranding().companyName} reviewed your answers requirement by requirement and shared the review on {longAustralianDate(review.sharedAt)}. The
        assessed level rests on what the assessor found, tested and saw; your self-assessment below stays as you gave it.
      </p>
      <div className="button-row">
        {(['pdf', 'docx'] as const).map((format) => (
          <AssessmentReportButton
            key={format}
            format={format}
            save={async () => saveAssessmentReport(assessment, review, await fetchEvidenceFiles(assessment.id, accessKeyHeader(assessment.id)), format)}
          />
        ))}
      </div>
    </section>
  );
}
