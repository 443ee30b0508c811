import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function importErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('import direction (domain <- reports <- server / client)', () => {
  it.each([
    ['src/domain/example.ts', "import { buildApp } from '../server/app.server';"],
    ['src/domain/example.ts', "import { App } from '../client/App';"],
    ['src/domain/example.ts', "import { renderSummaryPdf } from '../reports/summary-pdf';"],
    ['src/domain/example.ts', "import fs from 'node:fs';"],
    ['src/reports/example.ts', "import { App } from '../client/App';"],
    ['src/reports/example.ts', "import { loadConfig } from '../server/config.server';"],
    ['src/client/example.ts', "import { loadConfig } from '../server/config.server';"],
    ['src/server/example.ts', "import { App } from '../client/App';"],
  ])('forbids %s from: %s', async (filePath, source) => {
    expect(await importErrors(filePath, `${source}\nexport const used = 1;\n`)).not.toEqual([]);
  });

  it.each([
    ['src/reports/example.ts', "import { gap } from '../domain/scoring';"],
    ['src/server/example.ts', "import { gap } from '../domain/scoring';"],
    ['src/client/example.ts', "import { gap } from '../domain/scoring';"],
  ])('allows %s to read the domain', async (filePath, source) => {
    expect(await importErrors(filePath, `${source}\nexport const used = gap;\n`)).toEqual([]);
  });
});
