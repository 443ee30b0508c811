import type { SummaryReport } from '../../domain/summary-report';
import { MaturityChart } from '../charts/MaturityChart';
import { PlanningCard } from '../forms/PlanningCard';
import { ExposurePanel } from './ExposurePanel';
import { ResultsSummary } from './ResultsSummary';
import { RoadmapCard } from './RoadmapCard';

/**
 * The results under ASD's level: the chart, the overview's figures, the exposure panel (absent when the operator
 * leaves money figures out), the roadmap and the respondent's planning answers.
 */
export function ResultsOverview({ report }: { report: SummaryReport }) {
  return (
    <>
      <MaturityChart controls={report.controls} />
      <ResultsSummary report={report} />
      {report.exposure && <ExposurePanel panel={report.exposure} />}
      <RoadmapCard roadmap={report.roadmap} kind={report.kind} />
      <PlanningCard title="Your implementation answers" planning={report.planning} />
    </>
  );
}
