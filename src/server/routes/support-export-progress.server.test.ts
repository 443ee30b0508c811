import { beforeEach, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../domain/constants';
import { DATABASES } from '../../../tests/support/databases';
import { useTestApp } from '../../../tests/support/test-app';
import { allControls, completedAssessmentBody } from '../../../tests/support/assessments';
import { pdfText, reportFolder } from '../../../tests/support/report-text';
import { signIn } from '../../../tests/support/support-user';

const START = Date.UTC(2026, 7, 1, 2, 0);
const dir = reportFolder('e8-export-progress-');

describe.each(DATABASES)("the server PDF export of a re-assessment on $name", ({ name, open }) => {
  const suite = useTestApp(open, { start: START, empty: ['audit_events', 'sessions', 'support_users', 'assessment_controls', 'assessments'], user: true });
  let cookie: string;
  beforeEach(async () => {
    cookie = await signIn(suite.app);
  });

  type Saved = { id: string; accessKey: string };
  const exported = async (id: string, file: string): Promise<string> => {
    const response = await suite.app.inject({ method: 'GET', url: `/api/assessments/${id}/export`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    return pdfText(response.rawPayload, `${dir}/${name}-${file}.pdf`);
  };

  /** A completed assessment, then three months later its re-assessment, completed with changed levels: all through the API. */
  async function series(): Promise<{ earlier: Saved; later: Saved }> {
    const created = await suite.app.inject({ method: 'POST', url: '/api/assessments', payload: completedAssessmentBody({ assessments: allControls(1) }) });
    expect(created.statusCode).toBe(201);
    const earlier = created.json<Saved>();
    suite.clock += 90 * DAY_MS;
    const started = await suite.app.inject({ method: 'POST', url: `/api/assessments/${earlier.id}/reassessments`, headers: { 'x-access-key': earlier.accessKey } });
    expect(started.statusCode).toBe(201);
    const later = started.json<Saved>();
    // Application control up a level, patch operating systems down to zero, the rest unchanged at one.
    const levels = { ...allControls(1), 'application-control': 2, 'patch-operating-systems': 0 };
    const completed = await suite.app.inject({
      method: 'PUT',
      url: `/api/assessments/${later.id}`,
      headers: { 'x-access-key': later.accessKey },
      payload: completedAssessmentBody({ assessments: levels }),
    });
    expect(completed.statusCode).toBe(200);
    // The support session of three months ago has expired.
    cookie = await signIn(suite.app);
    return { earlier, later };
  }

  it("gives the later assessment's PDF the progress since the earlier one, and the earlier one's none", async () => {
    const { earlier, later } = await series();
    const text = await exported(later.id, 'later');
    expect(text).toMatch(/Contents Executive summary 2 Progress since 1 August 2026 \d/);
    expect(text).toContain("1 strategy improved, 6 unchanged and 1 fell; overall, fell from Maturity Level One to Maturity Level Zero (indicative, from ratings).");
    expect(text).toContain('Application control Improved from Maturity Level One to Maturity Level Two Improved');
    expect(text).toContain('Patch operating systems Fell from Maturity Level One to Maturity Level Zero Fell');
    expect(text).toContain('Regular backups Unchanged at Maturity Level One Unchanged');
    expect(text).toContain('from 1 Aug 2026 to 30 Oct 2026');
    expect(await exported(earlier.id, 'earlier')).not.toContain('Progress since');
  }, 60_000);

  it('gives a lone assessment no progress section', async () => {
    const created = await suite.app.inject({ method: 'POST', url: '/api/assessments', payload: completedAssessmentBody() });
    const text = await exported(created.json<Saved>().id, 'lone');
    expect(text).toContain('Gap analysis by control');
    expect(text).not.toContain('Progress since');
  }, 60_000);
});
