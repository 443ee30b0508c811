import type { FormEvent } from 'react';
import { proposalState } from '../../domain/configuration-imports/imported-answers';
import type { RequirementAnswers } from '../../domain/framework/outcomes';
import { StepActions } from '../assessment-steps/StepActions';
import { ProgressBar } from '../progress/ProgressBar';
import { DETAILED_STEP_COUNT, detailedStepPosition } from '../progress/detailed-steps';
import { acceptableCount, stateInWords } from './import-proposals';
import { ImportFileForm } from './ImportFileForm';
import { ImportsList } from './ImportsList';
import { useImports } from './ImportsProvider';

/** The files the tool reads, each with the command that writes it (docs/imports/ says more of each). */
const EXPORTS: readonly { name: string; command: string; note: string }[] = [
  {
    name: 'Group Policy report (XML)',
    command: "Get-GPOReport -Name 'Office Macros' -ReportType Xml -Path office-macros.xml",
    note: 'One policy; -All instead of -Name for every policy, or gpresult /x result.xml for what applies to one computer and user.',
  },
  {
    name: 'Intune settings catalog policy (JSON)',
    command: 'Invoke-MgGraphRequest -Method GET -Uri "https://graph.microsoft.com/beta/deviceManagement/configurationPolicies/{id}?$expand=settings,assignments" -OutputType Json | Out-File policy.json',
    note: 'After Connect-MgGraph -Scopes DeviceManagementConfiguration.Read.All.',
  },
  {
    name: 'AppLocker policy (XML)',
    command: 'Get-AppLockerPolicy -Effective -Xml | Out-File applocker.xml',
    note: 'The policy in force on the computer it runs on.',
  },
  {
    name: 'App Control for Business (WDAC) policy (XML)',
    command: 'The XML file the policy was built from',
    note: 'Not the compiled .cip file; CiTool --list-policies shows which policies a computer has active.',
  },
  {
    name: 'Members of the local Administrators group',
    command: 'Get-LocalGroupMember -SID S-1-5-32-544 | ConvertTo-Json > administrators.json',
    note: 'Or net localgroup administrators > administrators.txt, on the computer you check.',
  },
  {
    name: 'Installed updates',
    command: 'Get-HotFix | ConvertTo-Json > updates.json',
    note: 'Or Get-HotFix | Export-Csv updates.csv. Give the day you ran it in “Collected on”: the file does not say.',
  },
];

interface ImportStepProps {
  answers: RequirementAnswers;
  /** Next's words when they differ from the step's own ("Back to review" on a step opened from the review). */
  nextLabel?: string;
  onNext: () => void;
  onPrevious: () => void;
}

/**
 * "Import from your systems", after the welcome and reachable from every strategy: what can be imported and
 * the commands that write each file, the file to import, then the imports with their proposals, each to accept
 * (one by one or all at once) into the answers in this browser. Skippable: Next reads "Skip this step" until a
 * file has been imported.
 */
export function ImportStep({ answers, nextLabel, onNext, onPrevious }: ImportStepProps) {
  const access = useImports();
  const imports = access?.imports ?? [];

  const next = (event: FormEvent) => {
    event.preventDefault();
    onNext();
  };

  return (
    <section className="card wizard-step import-step" aria-labelledby="step-heading">
      <p className="wizard-step__pass">Detailed assessment</p>
      <ProgressBar position={detailedStepPosition({ phase: 'imports' })} total={DETAILED_STEP_COUNT} journey="detailed" />
      <h2 id="step-heading" tabIndex={-1}>
        Import from your systems
      </h2>
      <p>
        An export of your systems&apos; configuration can answer some requirements for you. The tool reads the file and proposes an outcome for each
        requirement it settles, saying what it read; nothing becomes an answer until you accept it. A setting the file leaves unconfigured is noted,
        never counted against you. You can skip this step and come back to it from any strategy.
      </p>
      <details className="import-step__kinds">
        <summary>What you can import, and the command that writes each file</summary>
        <ul>
          {EXPORTS.map((kind) => (
            <li key={kind.name}>
              <strong>{kind.name}</strong>: <code>{kind.command}</code>
              <span className="hint"> {kind.note}</span>
            </li>
          ))}
          <li>
            <strong>Results of any scanner or script</strong>, written in this tool&apos;s own import format (JSON):{' '}
            <a href="/api/import-format.schema.json">the format&apos;s JSON Schema</a>
            <span className="hint"> gives each requirement an outcome and what was tested.</span>
          </li>
        </ul>
      </details>
      {access ? <ImportFileForm upload={access.upload} /> : null}
      {access?.loadError && <p className="field-error">The imports kept could not be listed: {access.loadError}</p>}
      {access && (
        <ImportsList
          imports={imports}
          stateOf={(view, proposal) => proposalState(answers[proposal.requirementId], view.id, proposal)}
          disagreement={(proposal) => stateInWords('disagrees', answers[proposal.requirementId]?.outcome, proposal)}
          acceptable={acceptableCount(answers, imports)}
          onAccept={(choice) => access.accept(choice)}
        />
      )}
      <form onSubmit={next}>
        <StepActions hint={undefined} nextLabel={nextLabel ?? (imports.length === 0 ? 'Skip this step' : 'Next')} onPrevious={onPrevious} />
      </form>
    </section>
  );
}
