import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DATABASES } from '../../../tests/support/databases';
import { exportSample } from '../../../tests/support/export-samples';
import { multipartBody } from '../../../tests/support/multipart';
import { submitDetailed } from '../../../tests/support/review';
import { CONSULTANT, useReviewApp } from '../../../tests/support/review-app';
import { auditRows } from '../../../tests/support/audit-rows';
import type { ImportView } from '../../domain/configuration-imports/import-views';
import { MAX_EVIDENCE_FILES_PER_ASSESSMENT } from '../../domain/evidence-files';
import { countEvidenceFiles } from '../store/evidence-files.server';

const LINKED = 'gpreport-dod-office-2016-user-linked.xml';
const WEAK = 'gpreport-dod-office-2016-user-weak-utf8.xml';
const RESULT = 'gpresult-constructed.xml';
const INTERNET_FILES = 'configure-microsoft-office-macro-settings-internet-files-blocked';
const ONLY_SIGNED = 'configure-microsoft-office-macro-settings-only-sandboxed-trusted-location-or-signed';
const LOCKED = 'configure-microsoft-office-macro-settings-settings-locked';
const WITHOUT_REQUIREMENT = 'configure-microsoft-office-macro-settings-disabled-without-business-requirement';
const LAUGHS = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">${Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`).join('')}]><GPO>&lol9;</GPO>`;
const XXE = '<?xml version="1.0"?><!DOCTYPE GPO [<!ENTITY x SYSTEM "file:///etc/passwd">]><GPO>&x;</GPO>';

type Answer = { outcome: string; evidence: string; evidenceQuality?: string; importedFrom?: { importId: string; source: string } };

describe.each(DATABASES)('imports from the organisation’s systems on $name', ({ open }) => {
  const suite = useReviewApp(open);
  const { database } = suite;

  const draft = async () => {
    const response = await suite.app.inject({ method: 'POST', url: '/api/assessments', payload: { status: 'draft', kind: 'detailed' } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string; accessKey: string; updatedAt: number }>();
  };
  const upload = (url: string, headers: Record<string, string>, name: string, content: Buffer, fields: Record<string, string> = {}) => {
    const { payload, contentType } = multipartBody(fields, { name, content });
    suite.clock += 1000;
    return suite.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': contentType }, payload });
  };
  const importAsRespondent = (id: string, accessKey: string, name: string, content = exportSample(name)) => upload(`/api/assessments/${id}/imports`, { 'x-access-key': accessKey }, name, content);
  const importsOf = async (id: string, accessKey: string) =>
    (await suite.app.inject({ method: 'GET', url: `/api/assessments/${id}/imports`, headers: { 'x-access-key': accessKey } })).json<{ imports: ImportView[] }>().imports;
  const accept = (id: string, accessKey: string, body: Record<string, unknown> = {}) =>
    suite.app.inject({ method: 'POST', url: `/api/assessments/${id}/imports/accept`, headers: { 'x-access-key': accessKey }, payload: body });
  const answersOf = async (id: string, accessKey: string) =>
    (await suite.app.inject({ method: 'GET', url: `/api/assessments/${id}`, headers: { 'x-access-key': accessKey } })).json<{ requirementOutcomes: Record<string, Answer>; updatedAt: number }>();
  const importRows = async () => Number((await database.db.selectFrom('configuration_imports').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);

  it('reads a UTF-16 Group Policy report into proposals, and keeps the file as evidence of each requirement it speaks to, with its provenance', async () => {
    const { id, accessKey } = await draft();
    const content = exportSample(LINKED);
    expect([...content.subarray(0, 2)]).toEqual([0xff, 0xfe]);
    const response = await importAsRespondent(id, accessKey, LINKED, content);
    expect(response.statusCode, response.body).toBe(201);
    const { import: imported, alreadyImported } = response.json<{ import: ImportView; alreadyImported: boolean }>();
    expect(alreadyImported).toBe(false);
    expect(imported).toMatchObject({
      fileName: LINKED,
      format: 'group-policy-report',
      importerVersion: 1,
      title: 'Group Policy report of ‘DRAFT - DoD Office 2016 - User’',
      sha256: createHash('sha256').update(content).digest('hex'),
      producedAt: Date.parse('2016-11-01T12:19:20.745Z'),
      importedBy: 'the respondent',
      current: true,
    });
    expect(imported.proposals.map((proposal) => [proposal.requirementId, proposal.outcome, proposal.testMethod, proposal.evidenceQuality, proposal.state])).toEqual([
      [LOCKED, 'effective', 'configuration-copy', 'fair', 'open'],
      [ONLY_SIGNED, 'ineffective', 'configuration-copy', 'fair', 'open'],
      [INTERNET_FILES, 'effective', 'configuration-copy', 'fair', 'open'],
    ]);
    expect(imported.proposals[2]?.read).toMatch(/^Block macros from running in Office files from the Internet: Enabled for Excel, PowerPoint and Word, in the user settings of the policy ‘DRAFT - DoD Office 2016 - User’ linked to 2 locations/);
    const spokenTo = new Set([...imported.proposals.map((proposal) => proposal.requirementId), ...imported.notes.flatMap((note) => note.requirementIds)]);
    const files = (await suite.app.inject({ method: 'GET', url: `/api/assessments/${id}/evidence`, headers: { 'x-access-key': accessKey } })).json<{ files: { id: string; requirementId: string; fileName: string; mediaType: string; sha256: string; addedBy: string }[] }>().files;
    expect(new Set(files.map((file) => file.requirementId))).toEqual(spokenTo);
    expect(files.map((file) => file.id).toSorted()).toEqual(imported.evidenceFileIds.toSorted());
    for (const file of files) expect(file).toMatchObject({ fileName: LINKED, mediaType: 'application/xml', sha256: imported.sha256, addedBy: 'respondent' });
    const download = await suite.app.inject({ method: 'GET', url: `/api/assessments/${id}/evidence/${files[0]?.id}`, headers: { 'x-access-key': accessKey } });
    expect(download.rawPayload.equals(content)).toBe(true);
  });

  it('changes nothing when the same file is imported again, and lets a newer export of the same policy supersede the older one’s proposals', async () => {
    const { id, accessKey } = await draft();
    const first = (await importAsRespondent(id, accessKey, LINKED)).json<{ import: ImportView }>().import;
    const filesBefore = await countEvidenceFiles(database.db);
    const again = await importAsRespondent(id, accessKey, LINKED);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ alreadyImported: true, import: { id: first.id } });
    expect(await countEvidenceFiles(database.db)).toBe(filesBefore);
    expect(await importRows()).toBe(1);

    const newer = (await importAsRespondent(id, accessKey, WEAK)).json<{ import: ImportView }>().import;
    const listed = await importsOf(id, accessKey);
    expect(listed.map((entry) => [entry.id, entry.current])).toEqual([
      [newer.id, true],
      [first.id, false],
    ]);
    const accepted = await accept(id, accessKey);
    expect(accepted.json<{ accepted: string[] }>().accepted.toSorted()).toEqual([WITHOUT_REQUIREMENT, INTERNET_FILES, ONLY_SIGNED, LOCKED].toSorted());
    const answers = (await answersOf(id, accessKey)).requirementOutcomes;
    expect(answers[WITHOUT_REQUIREMENT]?.importedFrom?.importId).toBe(newer.id);
  });

  it('accepts one proposal, then all, each becoming an answer graded by its method, and keeps a contradicting answer as a disagreement', async () => {
    const { id, accessKey } = await draft();
    const imported = (await importAsRespondent(id, accessKey, LINKED)).json<{ import: ImportView }>().import;
    const one = await accept(id, accessKey, { proposals: [{ importId: imported.id, requirementId: INTERNET_FILES }] });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ accepted: [INTERNET_FILES], disagreements: [], conflicts: [] });
    const afterOne = await answersOf(id, accessKey);
    expect(afterOne.requirementOutcomes[INTERNET_FILES]).toMatchObject({
      outcome: 'effective',
      evidenceQuality: 'fair',
      importedFrom: { importId: imported.id, source: imported.title },
      evidence: imported.proposals.find((proposal) => proposal.requirementId === INTERNET_FILES)?.read,
    });
    expect(afterOne.requirementOutcomes[LOCKED]).toBeUndefined();

    // The respondent answers one requirement by hand the other way: the proposal is shown beside it, never applied.
    const body = { status: 'draft', kind: 'detailed', requirementOutcomes: { ...afterOne.requirementOutcomes, [ONLY_SIGNED]: { outcome: 'effective', evidence: 'Only signed macros run.' } } };
    const saved = await suite.app.inject({ method: 'PUT', url: `/api/assessments/${id}`, headers: { 'x-access-key': accessKey, 'x-last-saved-at': String(afterOne.updatedAt) }, payload: body });
    expect(saved.statusCode, saved.body).toBe(200);
    const all = await accept(id, accessKey);
    expect(all.json()).toMatchObject({ accepted: [LOCKED], disagreements: [ONLY_SIGNED], conflicts: [] });
    const answers = (await answersOf(id, accessKey)).requirementOutcomes;
    expect(answers[ONLY_SIGNED]).toEqual({ outcome: 'effective', evidence: 'Only signed macros run.' });
    expect(answers[LOCKED]).toMatchObject({ outcome: 'effective', importedFrom: { importId: imported.id } });
    expect((await importsOf(id, accessKey))[0]?.proposals.map((proposal) => [proposal.requirementId, proposal.state])).toEqual([
      [LOCKED, 'accepted'],
      [ONLY_SIGNED, 'disagrees'],
      [INTERNET_FILES, 'accepted'],
    ]);
  });

  it('keeps an answer’s source only when its import proposed that outcome: a changed answer, or one naming no import, loses it', async () => {
    const { id, accessKey } = await draft();
    const imported = (await importAsRespondent(id, accessKey, LINKED)).json<{ import: ImportView }>().import;
    await accept(id, accessKey);
    const before = await answersOf(id, accessKey);
    const forged = { importId: '00000000-0000-4000-8000-000000000001', source: 'A scanner nobody ran' };
    const body = {
      status: 'draft',
      kind: 'detailed',
      requirementOutcomes: {
        ...before.requirementOutcomes,
        [INTERNET_FILES]: { ...before.requirementOutcomes[INTERNET_FILES], outcome: 'ineffective' },
        [LOCKED]: { ...before.requirementOutcomes[LOCKED], importedFrom: { importId: imported.id, source: 'Renamed' } },
        'regular-backups-performed-and-retained': { outcome: 'effective', evidence: '', importedFrom: forged },
      },
    };
    const saved = await suite.app.inject({ method: 'PUT', url: `/api/assessments/${id}`, headers: { 'x-access-key': accessKey, 'x-last-saved-at': String(before.updatedAt) }, payload: body });
    expect(saved.statusCode, saved.body).toBe(200);
    const answers = (await answersOf(id, accessKey)).requirementOutcomes;
    expect(answers[INTERNET_FILES]?.importedFrom).toBeUndefined();
    expect(answers[LOCKED]?.importedFrom).toEqual({ importId: imported.id, source: imported.title });
    expect(answers['regular-backups-performed-and-retained']?.importedFrom).toBeUndefined();
  });

  it('refuses in words a file no importer reads, a billion laughs and an external entity, keeping nothing of any', async () => {
    const { id, accessKey } = await draft();
    const cases: [string, Buffer, RegExp][] = [
      ['notes.txt', Buffer.from('Macros are disabled, we think.'), /^This file is not an export the tool understands\. It reads Group Policy reports/],
      ['laughs.xml', Buffer.from(LAUGHS), /declares a document type or entities/],
      ['xxe.xml', Buffer.from(XXE), /declares a document type or entities/],
      ['cut.xml', exportSample(LINKED).subarray(0, 4000), /not well-formed XML/],
      ['image.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0xff, 0xfe, 0xfd]), /not text/],
    ];
    for (const [name, content, refusal] of cases) {
      const response = await importAsRespondent(id, accessKey, name, content);
      expect(response.statusCode, name).toBe(422);
      expect(response.json<{ error: { code: string; message: string } }>().error).toMatchObject({ code: 'unreadable_export', message: expect.stringMatching(refusal) });
    }
    expect(await importRows()).toBe(0);
    expect(await countEvidenceFiles(database.db)).toBe(0);
  });

  it('keeps nothing of an import that would pass the evidence limits: neither the import nor any of its files', async () => {
    const { id, accessKey } = await draft();
    const tiny = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    for (let index = 0; index < MAX_EVIDENCE_FILES_PER_ASSESSMENT - 2; index += 1) {
      const { payload, contentType } = multipartBody({ requirementId: 'regular-backups-performed-and-retained' }, { name: `backup-${index}.pdf`, content: tiny });
      const added = await suite.app.inject({ method: 'POST', url: `/api/assessments/${id}/evidence`, headers: { 'x-access-key': accessKey, 'content-type': contentType }, payload });
      expect(added.statusCode, added.body).toBe(201);
    }
    const refused = await importAsRespondent(id, accessKey, LINKED);
    expect(refused.statusCode).toBe(413);
    expect(refused.json<{ error: { message: string } }>().error.message).toMatch(/already keeps 100 evidence files/);
    expect(await importRows()).toBe(0);
    expect(await countEvidenceFiles(database.db)).toBe(MAX_EVIDENCE_FILES_PER_ASSESSMENT - 2);
  });

  it('takes no import into a submitted assessment, and none from a support session into the respondent’s answers', async () => {
    const { id, accessKey } = await submitDetailed(suite.app);
    const submitted = await importAsRespondent(id, accessKey, LINKED);
    expect(submitted.statusCode).toBe(409);
    expect(submitted.json<{ error: { message: string } }>().error.message).toMatch(/has been submitted/);
    const bySupport = await upload(`/api/assessments/${id}/imports`, { cookie: suite.cookie }, LINKED, exportSample(LINKED));
    expect(bySupport.statusCode).toBe(403);
  });

  it('lets the assessor import into the review and accept proposals as findings in a batch, audited, beside the respondent’s answers', async () => {
    const { id } = await submitDetailed(suite.app);
    const response = await upload(`/api/support/assessments/${id}/imports`, { cookie: suite.cookie }, RESULT, exportSample(RESULT));
    expect(response.statusCode, response.body).toBe(201);
    const imported = response.json<{ import: ImportView }>().import;
    expect(imported.importedBy).toBe(CONSULTANT);
    expect(imported.proposals.length).toBe(10);
    const accepted = await suite.app.inject({ method: 'POST', url: `/api/support/assessments/${id}/imports/accept`, headers: { cookie: suite.cookie }, payload: {} });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<{ accepted: string[] }>().accepted).toHaveLength(10);
    const review = (await suite.app.inject({ method: 'GET', url: `/api/support/assessments/${id}/review`, headers: { cookie: suite.cookie } })).json<{ findings: { requirementId: string; outcome: string; testMethod: string; evidenceQuality: string; note: string; madeIn: string }[] }>();
    const finding = review.findings.find((entry) => entry.requirementId === 'user-application-hardening-pdf-software-child-processes-blocked');
    expect(finding).toMatchObject({ outcome: 'ineffective', testMethod: 'configuration-copy', evidenceQuality: 'fair', madeIn: 'batch' });
    expect(finding?.note).toMatch(/^From the Group Policy result for CORP\\PC-0142\$ and CORP\\alice: Configure Attack Surface Reduction rules: Block Adobe Reader from creating child processes/);
    const listed = (await suite.app.inject({ method: 'GET', url: `/api/support/assessments/${id}/imports`, headers: { cookie: suite.cookie } })).json<{ imports: ImportView[] }>().imports;
    expect(new Set(listed[0]?.proposals.map((proposal) => proposal.state))).toEqual(new Set(['accepted']));
    expect((await auditRows(database.db)).filter((row) => row.assessmentId === id).map((row) => [row.action, row.details])).toEqual([
      ['assessor-import-added', expect.stringMatching(/^gpresult-constructed\.xml: Group Policy result for CORP\\PC-0142\$ and CORP\\alice, speaking to \d+ requirements$/)],
      ['findings-imported', 'Recorded 10 findings from imported exports'],
    ]);
  });

  it('serves the JSON Schema of the tool’s own import format', async () => {
    const response = await suite.app.inject({ method: 'GET', url: '/api/import-format.schema.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ $schema: expect.stringContaining('json-schema.org') });
  });
});
