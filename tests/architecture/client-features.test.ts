import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function importErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

const lint = (filePath: string, source: string) => importErrors(filePath, `${source}\nexport const used = thing;\n`);

describe('client features keep to their own folders', () => {
  it.each([
    ['src/client/support/Example.tsx', "import { thing } from '../wizard/progress';"],
    ['src/client/support/Example.tsx', "import { thing } from '../auth/AuthProvider';"],
    ['src/client/auth/Example.tsx', "import { thing } from '../support/useAction';"],
    ['src/client/results/Example.tsx', "import { thing } from '../wizard/QuestionStep';"],
    ['src/client/wizard/Example.tsx', "import { thing } from '../results/ResultsSummary';"],
    ['src/client/pages/Example.tsx', "import { thing } from '../support/StatusBadge';"],
    ['src/client/reports-view/Example.tsx', "import { thing } from '../results/MaturityChart';"],
    ['src/client/detailed/Example.tsx', "import { thing } from '../wizard/QuestionStep';"],
    // A shared folder imports no feature: every feature may import it, so it would tie them all to one.
    ['src/client/layout/Example.tsx', "import { thing } from '../auth/AccountPage';"],
    ['src/client/progress/Example.tsx', "import { thing } from '../detailed/StrategyStep';"],
    ['src/client/forms/Example.tsx', "import { thing } from '../support/StatusBadge';"],
    ['src/client/api/Example.ts', "import { thing } from '../results/ResultsSummary';"],
    ['src/client/charts/Example.tsx', "import { thing } from '../wizard/QuestionStep';"],
    ['src/client/requests/Example.tsx', "import { thing } from '../results/ResultsSummary';"],
  ])('forbids %s from: %s', async (filePath, source) => {
    const errors = await lint(filePath, source);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/never imports another feature/);
  });

  it.each([
    ['src/client/support/Example.tsx', "import { thing } from '../api/support';"],
    ['src/client/auth/Example.tsx', "import { thing } from '../forms/TextField';"],
    ['src/client/results/Example.tsx', "import { thing } from '../progress/progress';"],
    ['src/client/pages/Example.tsx', "import { thing } from '../layout/Logo';"],
    ['src/client/support/Example.tsx', "import { thing } from '../ErrorBox';"],
    ['src/client/wizard/Example.tsx', "import { thing } from './QuestionStep';"],
    ['src/client/wizard/Example.tsx', "import { thing } from '../../domain/wizard';"],
    ['src/client/App.tsx', "import { thing } from './wizard/AssessmentPage';"],
    ['src/client/detailed/Example.tsx', "import { thing } from '../assessment-steps/ImplementationStep';"],
    ['src/client/detailed/Example.tsx', "import { thing } from '../progress/ProgressBar';"],
    ['src/client/support/Example.tsx', "import { thing } from '../charts/MaturityChart';"],
    ['src/client/layout/Example.tsx', "import { thing } from '../AuthProvider';"],
    ['src/client/progress/Example.tsx', "import { thing } from '../api/http';"],
    ['src/client/forms/Example.tsx', "import { thing } from './TextField';"],
    ['src/client/detailed/Example.tsx', "import { thing } from '../requests/RequestedEvidenceNote';"],
  ])('allows %s to import: %s', async (filePath, source) => {
    expect(await lint(filePath, source)).toEqual([]);
  });

  it.each([
    ['src/client/support/Example.tsx', "import { thing } from '../../server/config.server';"],
    ['src/client/forms/Example.tsx', "import { thing } from '../../server/config.server';"],
    ['src/client/Example.tsx', "import { thing } from '../server/config.server';"],
  ])('still forbids %s from importing server code: %s', async (filePath, source) => {
    expect((await lint(filePath, source)).join('\n')).toContain('The browser never imports server code.');
  });
});
