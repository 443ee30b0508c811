import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.server';
import { DATABASES, useTestDatabase } from '../../../tests/support/databases';
import { completedAssessmentBody } from '../../../tests/support/assessments';
import { createSupportUser, signIn } from '../../../tests/support/support-user';
import { formulasWhenOpened, type Separator } from '../../../tests/support/spreadsheet-formulas';

const DAY = Date.UTC(2026, 10, 23, 1, 0);

/**
 * Answers that give formulas when a spreadsheet splits the file at a semicolon, tab or line break inside a quoted cell
 * (it honours quotes only at the start of a field): a formula opened in one column and closed in a later one; formula
 * starts after a tab, a line break, a quote and spaces; and one at the start of a cell, for the comma reading.
 */
const HOSTILE_ANSWERS: Record<string, string>[] = [
  { respondentName: 'x;=1+1+0*LEN(', constraints: ') ;tail, text' },
  { organizationName: 'Tab\t=2+2', respondentName: 'Quoted;"=3+3"', constraints: 'First line\r\n=4+4\nsecond\n=5+5\rthird\r=6+6\n+7+7\n-8+8\n@A1' },
  { organizationName: 'Spaced; +9+9', respondentName: 'At;@A1', constraints: 'Minus;-10+10 and ; " =11+11\t=12+12' },
  { organizationName: '"=13+13', respondentName: 'Ends in a quote;"', constraints: '=14+14' },
];

/** A one-line file with a formula after the separator: what the import must find, so that finding none in the export means something. */
const CONTROL: Record<Separator, string> = { semicolon: 'a;=1+1\r\n', tab: 'a\t=1+1\r\n', comma: 'a,=1+1\r\n' };

describe.each(DATABASES)('the CSV export opened in a spreadsheet on $name', ({ open }) => {
  const database = useTestDatabase(open);
  let app: FastifyInstance;
  let cookie: string;

  beforeAll(async () => {
    app = await buildApp({ db: database.db, now: () => DAY });
    await createSupportUser(database.db);
    cookie = await signIn(app);
    for (const answers of HOSTILE_ANSWERS) {
      expect((await app.inject({ method: 'POST', url: '/api/assessments', payload: completedAssessmentBody(answers) })).statusCode).toBe(201);
    }
  });
  afterAll(async () => {
    await app.close();
  });

  it.each<Separator>(['semicolon', 'tab', 'comma'])(
    'holds no formula when LibreOffice splits it at each %s with formulas evaluated, where a control file gives one',
    { timeout: 300_000 },
    async (separator) => {
      const response = await app.inject({ method: 'GET', url: '/api/assessments/export.csv', headers: { cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('0*LEN(');
      const [control, exported] = await formulasWhenOpened([CONTROL[separator], response.body], separator);
      expect(control).toEqual(['of:=1+1']);
      expect(exported).toEqual([]);
    },
  );
});
