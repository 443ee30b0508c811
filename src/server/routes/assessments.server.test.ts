import { describe, expect, it } from 'vitest';
import { assessmentRecordSchema, savedAssessmentSchema } from '../../domain/assessment-record';
import { CONTROL_IDS } from '../../domain/controls';
import { countAssessments } from '../store/assessments.server';
import { DATABASES } from '../../../tests/support/databases';
import { useTestApp } from '../../../tests/support/test-app';
import { allControls, completedAssessmentBody, detailedAssessmentBody } from '../../../tests/support/assessments';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe.each(DATABASES)('assessments API on $name', ({ open }) => {
  const suite = useTestApp(open, { empty: ['assessment_controls', 'assessments'] });
  const { database } = suite;

  const post = (payload: unknown) => suite.app.inject({ method: 'POST', url: '/api/assessments', payload: payload as object });

  it('answers the health check when the database does', async () => {
    const response = await suite.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('saves a completed assessment and reads it back with its access key', async () => {
    const body = completedAssessmentBody();
    const created = await post(body);
    expect(created.statusCode).toBe(201);
    const saved = created.json();
    expect(saved.id).toMatch(UUID_V4);
    expect(saved.accessKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(saved.status).toBe('completed');
    expect(saved.createdAt).toBe(saved.updatedAt);

    const read = await suite.app.inject({ method: 'GET', url: `/api/assessments/${saved.id}`, headers: { 'x-access-key': saved.accessKey } });
    expect(read.statusCode).toBe(200);
    const assessment = read.json();
    expect(assessment).toMatchObject({
      id: saved.id,
      status: 'completed',
      organizationName: 'Acme Widgets Pty Ltd',
      respondentName: 'Jane Citizen',
      respondentEmail: 'jane@acme.example',
      targetAssessments: body.targetAssessments,
      assessments: body.assessments,
      timeline: '12months',
      priorities: ['multi-factor-authentication', 'regular-backups'],
      createdAt: saved.createdAt,
    });
    expect(assessment.accessKey).toBeUndefined();
    expect(await countAssessments(database.db)).toBe(1);
  });

  it('gives every save its own unguessable id, even in the same millisecond', async () => {
    const responses = await Promise.all(Array.from({ length: 10 }, () => post(completedAssessmentBody())));
    const ids = new Set(responses.map((response) => response.json().id));
    expect(ids.size).toBe(10);
    expect(await countAssessments(database.db)).toBe(10);
  });

  it('refuses to show an assessment without its access key, or with a wrong one', async () => {
    const { id } = (await post(completedAssessmentBody())).json();
    const noKey = await suite.app.inject({ method: 'GET', url: `/api/assessments/${id}` });
    expect(noKey.statusCode).toBe(401);
    expect(noKey.json().error.message).toBe('An access key is needed to open this assessment');
    const wrongKey = await suite.app.inject({ method: 'GET', url: `/api/assessments/${id}`, headers: { 'x-access-key': 'guess' } });
    expect(wrongKey.statusCode).toBe(404);
    expect(wrongKey.json().error.message).toMatch(/^This assessment was not found: the link or its access key is wrong/);
    const unknown = await suite.app.inject({
      method: 'GET',
      url: '/api/assessments/00000000-0000-4000-8000-000000000000',
      headers: { 'x-access-key': 'guess' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('saves again with PUT: keeps id and createdAt, refreshes updatedAt', async () => {
    const first = (await post(completedAssessmentBody({ status: 'draft', respondentEmail: '' }))).json();
    expect(first.status).toBe('draft');
    const put = await suite.app.inject({
      method: 'PUT',
      url: `/api/assessments/${first.id}`,
      headers: { 'x-access-key': first.accessKey },
      payload: completedAssessmentBody({ organizationName: 'Acme Renamed' }),
    });
    expect(put.statusCode).toBe(200);
    const updated = put.json();
    expect(updated).toMatchObject({ id: first.id, createdAt: first.createdAt, status: 'completed', organizationName: 'Acme Renamed' });
    expect(updated.updatedAt).toBeGreaterThan(first.updatedAt);
    const wrongKey = await suite.app.inject({
      method: 'PUT',
      url: `/api/assessments/${first.id}`,
      headers: { 'x-access-key': 'not-the-key' },
      payload: completedAssessmentBody({ organizationName: 'Hijacked' }),
    });
    expect(wrongKey.statusCode).toBe(404);
    const read = await suite.app.inject({ method: 'GET', url: `/api/assessments/${first.id}`, headers: { 'x-access-key': first.accessKey } });
    expect(read.json().organizationName).toBe('Acme Renamed');
  });

  it.each([
    ['a quick check', completedAssessmentBody()],
    ['a draft that reopens at a step', completedAssessmentBody({ status: 'draft', resumeStep: 'current-2' })],
    ['a detailed assessment', detailedAssessmentBody()],
  ])("answers the save, the next save and the read of %s with what the browser's strict schemas read, the key only once", async (_case, body) => {
    const created = await post(body);
    expect(created.statusCode).toBe(201);
    expect(savedAssessmentSchema.safeParse(created.json()).error).toBeUndefined();
    const { id, accessKey } = created.json();
    const saved = await suite.app.inject({ method: 'PUT', url: `/api/assessments/${id}`, headers: { 'x-access-key': accessKey }, payload: body });
    expect(saved.statusCode).toBe(200);
    expect(assessmentRecordSchema.safeParse(saved.json()).error).toBeUndefined();
    const read = await suite.app.inject({ method: 'GET', url: `/api/assessments/${id}`, headers: { 'x-access-key': accessKey } });
    expect(read.statusCode).toBe(200);
    expect(assessmentRecordSchema.safeParse(read.json()).error).toBeUndefined();
    // Strict: the schema of a save or a read refuses the key, which only the first answer carries.
    expect(assessmentRecordSchema.safeParse(created.json()).success).toBe(false);
  });

  it('tells a save without its key, or with a wrong one, so before anything about its body', async () => {
    const { id } = (await post(completedAssessmentBody())).json();
    const bad = completedAssessmentBody({ timeline: 'never' });
    const keyless = await suite.app.inject({ method: 'PUT', url: `/api/assessments/${id}`, payload: bad });
    expect(keyless.statusCode).toBe(401);
    expect(keyless.json()).toEqual({ error: { code: 'access_key_required', message: 'An access key is needed to save this assessment' } });
    for (const url of [`/api/assessments/${id}`, '/api/assessments/not-an-id']) {
      const wrong = await suite.app.inject({ method: 'PUT', url, headers: { 'x-access-key': 'guess' }, payload: bad });
      expect(wrong.statusCode, url).toBe(404);
      expect(wrong.json().error.message, url).toMatch(/^This assessment was not found: the link or its access key is wrong/);
    }
  });

  const badInputs: { case: string; body: Record<string, unknown>; field: string; message: string }[] = [
    { case: 'a name of the wrong type', body: completedAssessmentBody({ organizationName: 42 }), field: 'organizationName', message: 'Organisation name is required' },
    {
      case: 'an unknown control id',
      body: completedAssessmentBody({ targetAssessments: { ...allControls(3), firewalls: 2 } }),
      field: 'targetAssessments.firewalls',
      message: 'Unknown control "firewalls"',
    },
    {
      case: 'a level out of range',
      body: completedAssessmentBody({ assessments: allControls(4) }),
      field: 'assessments.application-control',
      message: 'Level must be from 0 to 3',
    },
    {
      case: 'a level that is not a whole number',
      body: completedAssessmentBody({ assessments: { ...allControls(1), 'regular-backups': 1.5 } }),
      field: 'assessments.regular-backups',
      message: 'Level must be a whole number from 0 to 3',
    },
    {
      case: 'a current level above its target',
      body: completedAssessmentBody({ targetAssessments: allControls(1), assessments: { ...allControls(1), 'patch-applications': 2 } }),
      field: 'assessments.patch-applications',
      message: 'Current level 2 is above the target level 1 for this control',
    },
    { case: 'a timeline not among the four', body: completedAssessmentBody({ timeline: '18months' }), field: 'timeline', message: 'Choose a timeline: 3, 6, 12 or 24 months' },
    { case: 'a missing respondent name', body: completedAssessmentBody({ respondentName: undefined }), field: 'respondentName', message: 'Your name is required' },
    { case: 'blank constraints', body: completedAssessmentBody({ constraints: '   ' }), field: 'constraints', message: 'Describe your constraints' },
    {
      case: 'a control missing from the current levels',
      body: completedAssessmentBody({ assessments: { 'application-control': 1 } }),
      field: 'assessments.patch-applications',
      message: 'Level must be a number from 0 to 3',
    },
    { case: 'an invalid email', body: completedAssessmentBody({ respondentEmail: 'jane@' }), field: 'respondentEmail', message: 'Enter a valid email address, like name@example.com' },
    { case: 'an invalid email in a draft', body: { status: 'draft', respondentEmail: 'not-an-email' }, field: 'respondentEmail', message: 'Enter a valid email address, like name@example.com' },
    {
      case: 'an email over 254 characters in a draft',
      body: { status: 'draft', respondentEmail: `${'a'.repeat(250)}@x.example` },
      field: 'respondentEmail',
      message: 'Must be at most 254 characters',
    },
    {
      case: 'a priority named twice',
      body: completedAssessmentBody({ priorities: ['regular-backups', 'regular-backups'] }),
      field: 'priorities',
      message: 'Each control can be a priority only once',
    },
    {
      case: 'a NUL character, which PostgreSQL cannot store',
      body: completedAssessmentBody({ organizationName: 'Acme\u0000Ltd' }),
      field: 'organizationName',
      message: 'Must not contain a NUL character',
    },
    { case: 'a field the API does not know', body: completedAssessmentBody({ accessKey: 'mine' }), field: 'accessKey', message: 'Unknown field "accessKey"' },
  ];

  it.each(badInputs)('rejects $case with 400 and a message for the field, storing nothing', async ({ body, field, message }) => {
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    const error = response.json().error;
    expect(error.code).toBe('invalid_input');
    expect(error.fields[field]).toBe(message);
    expect(await countAssessments(database.db)).toBe(0);
  });

  it('rejects malformed JSON with 400, storing nothing', async () => {
    const response = await suite.app.inject({
      method: 'POST',
      url: '/api/assessments',
      headers: { 'content-type': 'application/json' },
      payload: '{"organizationName": "Acme",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'invalid_json', message: 'The request body is not valid JSON' } });
    expect(await countAssessments(database.db)).toBe(0);
  });

  it('rejects a body over 2 MB (room for every evidence note of a detailed assessment) with 413, storing nothing', async () => {
    const response = await post(completedAssessmentBody({ constraints: 'x'.repeat(2 * 1024 * 1024 + 1) }));
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe('The request body is larger than 2 MB');
    expect(await countAssessments(database.db)).toBe(0);
  });

  it('rejects a PUT with bad input and keeps what was stored', async () => {
    const first = (await post(completedAssessmentBody())).json();
    const response = await suite.app.inject({
      method: 'PUT',
      url: `/api/assessments/${first.id}`,
      headers: { 'x-access-key': first.accessKey },
      payload: completedAssessmentBody({ organizationName: 'Changed', timeline: 'never' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'invalid_input', message: 'Some answers are missing or not valid', fields: { timeline: 'Choose a timeline: 3, 6, 12 or 24 months' } } });
    const read = await suite.app.inject({ method: 'GET', url: `/api/assessments/${first.id}`, headers: { 'x-access-key': first.accessKey } });
    expect(read.json().organizationName).toBe('Acme Widgets Pty Ltd');
  });

  it('keeps how many level steps the team can take in a quarter, a draft\'s as a submission\'s, and a body without it keeps none', async () => {
    const draft = (await post(completedAssessmentBody({ status: 'draft', stepsPerQuarter: 1 }))).json();
    expect(draft.stepsPerQuarter).toBe(1);
    const read = (id: string, accessKey: string) => suite.app.inject({ method: 'GET', url: `/api/assessments/${id}`, headers: { 'x-access-key': accessKey } });
    const put = (body: Record<string, unknown>) => suite.app.inject({ method: 'PUT', url: `/api/assessments/${draft.id}`, headers: { 'x-access-key': draft.accessKey }, payload: body });
    expect((await put(completedAssessmentBody({ stepsPerQuarter: 3 }))).statusCode).toBe(200);
    expect((await read(draft.id, draft.accessKey)).json().stepsPerQuarter).toBe(3);
    // A save that does not give it (a body written before the question was asked) replaces it with none.
    expect((await put(completedAssessmentBody())).statusCode).toBe(200);
    expect((await read(draft.id, draft.accessKey)).json()).not.toHaveProperty('stepsPerQuarter');
    const message = 'Enter how many level steps your team can take in a quarter: a whole number from 1 to 24';
    for (const stepsPerQuarter of [0, 25, 1.5, 'two']) {
      const refused = await post(completedAssessmentBody({ stepsPerQuarter }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields).toEqual({ stepsPerQuarter: message });
    }
    const detailed = (await post(detailedAssessmentBody({ stepsPerQuarter: 4 }))).json();
    expect((await read(detailed.id, detailed.accessKey)).json().stepsPerQuarter).toBe(4);
  });

  it('answers an unknown API route with a JSON 404 and never a stack trace', async () => {
    const response = await suite.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: 'No such API route' } });
    expect(response.body).not.toMatch(/\bat .*\.ts:\d+/);
  });

  it('stores all eight controls of a completed assessment', async () => {
    const { id } = (await post(completedAssessmentBody())).json();
    const rows = await database.db.selectFrom('assessment_controls').select('control_id').where('assessment_id', '=', id).execute();
    expect(rows.map((row) => row.control_id).sort()).toEqual([...CONTROL_IDS].sort());
  });
});
