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

/** The files the tool reads, each with the command that writes it. */
const EXPORTS: readonly { name: string; command: string; note: string }[] = [
  {
    name: 'Group Policy report (XML)',
    command: 'Get-GPOReport -Name "Office Macros" -ReportType Xml -Path office-macros.xml',
    note: 'One policy, from a computer with the Group Policy Management tools; or gpresult /x gpresult.xml for what applies to one computer and user.',
  },
  {
    name: 'Intune settings catalog policy (JSON)',
    command: 'Invoke-MgGraphRequest -Uri "https://graph.microsoft.com/beta/deviceManagement/configurationPolicies/{id}?$expand=settings" -OutputFilePath policy.json',
    note: 'The policy as Microsoft Graph returns it, with its settings.',
  },
  {
    name: 'AppLocker policy (XML)',
    command: 'Get-AppLockerPolicy -Effective -Xml | Out-File applocker.xml',
    note: 'The policy in force on a computer.',
  },
  {
    name: 'Windows Defender Application Control policy (XML)',
    command: 'The policy’s XML file, as New-CIPolicy or the WDAC Wizard wrote it',
    note: 'Not the compiled .cip or .p7b file.',
  },
  {
    name: 'Members of the local Administrators group',
    command: 'Get-LocalGroupMember -Group Administrators | ConvertTo-Json | Out-File local-administrators.json',
    note: 'Run on the computer you check.',
  },
  {
    name: 'Installed updates',
    command: 'Get-HotFix | ConvertTo-Json | Out-File installed-updates.json',
    note: 'Give the day you ran it in “Collected on”: the file does not say.',
  },
  {
    name: 'Findings of any scanner or script, in this tool’s own import format (JSON)',
    command: 'An outcome and what was read for each requirement, by its id',
    note: 'Ask your consultant for the format’s description.',
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
