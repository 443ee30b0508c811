import { Page } from '@react-pdf/renderer';
import type { DetailedReport } from '../../domain/detailed-report';
import { ActionPlan } from './ActionPlan';
import { ClosingSections } from './ClosingSections';
import { EvidenceFiles } from './EvidenceFiles';
import { ExceptionsRegister } from './ExceptionsRegister';
import { OrganisationAndPlan } from './OrganisationAndPlan';
import { pageRuns } from './page-runs';
import { RequirementOutcomes } from './RequirementOutcomes';
import { Footer, SectionStart, type OnSection } from './sections';
import type { PdfTheme } from './theme';

/** The exceptions register's entries strategy by strategy, as the register lists them. */
function byStrategy<Entry extends { strategy: string }>(entries: readonly Entry[]): Entry[][] {
  const groups: Entry[][] = [];
  for (const entry of entries) {
    const last = groups.at(-1);
    if (last?.[0]?.strategy === entry.strategy) last.push(entry);
    else groups.push([entry]);
  }
  return groups;
}

/** A detailed assessment's action plan in runs of whole strategies (see `pageRuns`). */
const planRuns = (report: DetailedReport) => pageRuns(report.actionPlan, (section) => section.levels.reduce((count, level) => count + level.requirements.length, 0));

/**
 * One run of a detailed assessment's action plan: the first after the organisation and plan, the last with the gap
 * analysis, recommendations and next steps after it.
 */
export function PlanRun({ report, theme, onSection, index }: { report: DetailedReport; theme: PdfTheme; onSection: OnSection | undefined; index: number }) {
  const runs = planRuns(report);
  return (
    <>
      {index === 0 && (
        <>
          <OrganisationAndPlan report={report} theme={theme} onSection={onSection} />
          <SectionStart id="action-plan" theme={theme} onSection={onSection} />
        </>
      )}
      <ActionPlan plan={runs[index] ?? []} theme={theme} continued={index > 0} />
      {index === runs.length - 1 && <ClosingSections report={report} theme={theme} onSection={onSection} />}
    </>
  );
}

/**
 * A detailed assessment's pages after the first (the executive summary, the organisation and plan and the first run of
 * the action plan flow on one react-pdf `Page`, `PlanRun` 0), each part starting a page: the action plan's further runs,
 * the last with the gap analysis, recommendations and next steps; the exceptions register; the requirement outcomes;
 * the evidence files. A long action plan, register or list of outcomes is laid out in runs of strategies, each run a
 * react-pdf `Page` (see `pageRuns`), so the next run starts a page.
 */
export function DetailedPages({ report, theme, onSection }: { report: DetailedReport; theme: PdfTheme; onSection: OnSection | undefined }) {
  const exceptionRuns = pageRuns(byStrategy(report.exceptions), (entries) => entries.length);
  const outcomeRuns = pageRuns(report.requirements, (group) => group.requirements.length);
  const footer = <Footer report={report} theme={theme} />;
  return (
    <>
      {planRuns(report).slice(1).map((_run, index) => (
        <Page key={`plan-${index + 1}`} size="A4" style={theme.page}>
          <PlanRun report={report} theme={theme} onSection={onSection} index={index + 1} />
          {footer}
        </Page>
      ))}
      {exceptionRuns.map((run, index) => (
        <Page key={`exceptions-${index}`} size="A4" style={theme.page}>
          {index === 0 && <SectionStart id="exceptions" theme={theme} onSection={onSection} />}
          <ExceptionsRegister exceptions={run.flat()} theme={theme} continued={index > 0} />
          {footer}
        </Page>
      ))}
      {outcomeRuns.map((run, index) => (
        <Page key={`outcomes-${index}`} size="A4" style={theme.page}>
          {index === 0 && <SectionStart id="requirement-outcomes" theme={theme} onSection={onSection} />}
          <RequirementOutcomes groups={run} theme={theme} continued={index > 0} />
          {footer}
        </Page>
      ))}
      {(report.evidenceFiles ?? []).length > 0 && (
        <Page size="A4" style={theme.page}>
          <EvidenceFiles report={report} theme={theme} />
          {footer}
        </Page>
      )}
    </>
  );
}
