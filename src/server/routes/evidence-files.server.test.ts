import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { evidenceFileListSchema, listedEvidenceFileSchema, MAX_EVIDENCE_BYTES_PER_ASSESSMENT, MAX_EVIDENCE_FILE_BYTES, MAX_EVIDENCE_FILES_PER_ASSESSMENT } from '../../domain/evidence-files';
import { streamedFile } from '../file-answers.server';
import { countEvidenceFileChunks, countEvidenceFiles, EVIDENCE_CHUNK_BYTES, insertEvidenceFileWithinLimits } from '../store/evidence-files.server';
import { DATABASES } from '../../../tests/support/databases';
import { useTestApp } from '../../../tests/support/test-app';
import { completedAssessmentBody, detailedAssessmentBody } from '../../../tests/support/assessments';
import { auditRows } from '../../../tests/support/audit-rows';
import {
  contentTypesBomb,
  CSV_TEXT,
  HTML_PAGE,
  MACRO_XLSX,
  PLAIN_TEXT,
  PLAIN_ZIP,
  SVG_IMAGE,
  TINY_DOCX,
  TINY_JPEG,
  TINY_PDF,
  TINY_PNG,
  TINY_XLSX,
  TOOLS_ZIP_POSING_AS_WORD,
  WINDOWS_PROGRAM,
} from '../../../tests/support/evidence-fixtures';
import { multipartBody } from '../../../tests/support/multipart';
import { routeTable } from '../../../tests/support/route-table';

const START = Date.UTC(2026, 10, 25, 1, 0);
const REQUIREMENT = 'application-control-workstations';
const OTHER_REQUIREMENT = 'regular-backups-performed-and-retained';
const ACCEPT_LIST = 'Attach a PDF, PNG, JPEG, text, CSV, Word (.docx) or Excel (.xlsx) file.';

describe.each(DATABASES)('evidence files API on $name', ({ open }) => {
  const routes = routeTable();
  // Signed in as a consultant: `suite.cookie` is the consultant's session.
  const suite = useTestApp(open, {
    start: START,
    empty: ['audit_events', 'sessions', 'support_users', 'evidence_files', 'assessment_notes', 'assessment_findings', 'assessment_reviews', 'assessment_controls', 'assessments'],
    user: { username: 'Consultant', password: 'Corr3ct-Horse!Battery', role: 'consultant' },
    signedIn: true,
    app: { onRoute: routes.onRoute },
  });
  const { database } = suite;

  async function start(body: Record<string, unknown> = detailedAssessmentBody({ status: 'draft' })): Promise<{ id: string; accessKey: string }> {
    const response = await suite.app.inject({ method: 'POST', url: '/api/assessments', payload: body });
    expect(response.statusCode).toBe(201);
    return response.json();
  }
  const upload = (id: string, headers: Record<string, string>, fields: Record<string, string>, file?: { name: string; content: Buffer }) => {
    const { payload, contentType } = multipartBody(fields, file);
    suite.clock += 1;
    return suite.app.inject({ method: 'POST', url: `/api/assessments/${id}/evidence`, headers: { ...headers, 'content-type': contentType }, payload });
  };
  const list = (id: string, headers: Record<string, string>) => suite.app.inject({ method: 'GET', url: `/api/assessments/${id}/evidence`, headers });
  const download = (id: string, evidenceId: string, headers: Record<string, string>) => suite.app.inject({ method: 'GET', url: `/api/assessments/${id}/evidence/${evidenceId}`, headers });
  const remove = (id: string, evidenceId: string, headers: Record<string, string>) => suite.app.inject({ method: 'DELETE', url: `/api/assessments/${id}/evidence/${evidenceId}`, headers });

  it('keeps a file sent with the access key, lists it, downloads it byte for byte and removes it', async () => {
    const { id, accessKey } = await start();
    const key = { 'x-access-key': accessKey };
    const added = await upload(id, key, { requirementId: REQUIREMENT }, { name: 'Patch report.pdf', content: TINY_PDF });
    expect(added.statusCode).toBe(201);
    const file = added.json();
    expect(file).toEqual({ id: expect.any(String), requirementId: REQUIREMENT, fileName: 'Patch report.pdf', size: TINY_PDF.length, mediaType: 'application/pdf', sha256: createHash('sha256').update(TINY_PDF).digest('hex'), addedBy: 'respondent' });
    expect((await list(id, key)).json()).toEqual({ files: [file] });
    const got = await download(id, file.id, key);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(TINY_PDF)).toBe(true);
    expect((await remove(id, file.id, key)).statusCode).toBe(204);
    expect((await list(id, key)).json()).toEqual({ files: [] });
    expect((await remove(id, file.id, key)).statusCode).toBe(404);
  });

  it("declares the schemas the pages read the list and an upload with, and sends each whole, the respondent's files and the assessor's", async () => {
    expect(routes.responses('GET /api/assessments/:id/evidence')[200]).toBe(evidenceFileListSchema);
    expect(routes.responses('POST /api/assessments/:id/evidence')[201]).toBe(listedEvidenceFileSchema);
    // The downloads are not JSON: their schema says a stream is sent, and no stream is checked.
    for (const name of ['GET /api/assessments/:id/evidence.zip', 'GET /api/assessments/:id/evidence/:evidenceId']) expect(routes.responses(name)[200], name).toBe(streamedFile);
    const { id, accessKey } = await start(detailedAssessmentBody());
    const added = await upload(id, { 'x-access-key': accessKey }, { requirementId: REQUIREMENT }, { name: 'Patch report.pdf', content: TINY_PDF });
    expect(added.statusCode).toBe(201);
    // Strict schemas: the browser reads the answer as sent, nothing refused, dropped or filled in.
    expect(listedEvidenceFileSchema.parse(added.json())).toEqual(added.json());
    const { payload, contentType } = multipartBody({ requirementId: OTHER_REQUIREMENT }, { name: 'Test log.txt', content: PLAIN_TEXT });
    suite.clock += 1;
    const assessors = await suite.app.inject({ method: 'POST', url: `/api/support/assessments/${id}/evidence`, headers: { cookie: suite.cookie, 'content-type': contentType }, payload });
    expect(assessors.statusCode, assessors.body).toBe(201);
    const listed = await list(id, { cookie: suite.cookie });
    expect(listed.statusCode).toBe(200);
    expect(evidenceFileListSchema.parse(listed.json())).toEqual({ files: [added.json(), assessors.json()] });
    expect(listed.json().files.map((file: { addedBy: string }) => file.addedBy)).toEqual(['respondent', 'assessor']);
    // Had the server sent one field more with a file (when it was added), the contract would refuse it.
    expect(evidenceFileListSchema.safeParse({ files: [{ ...added.json(), createdAt: START }] }).success).toBe(false);
  });

  it('answers a file id or an assessment id that is not one as a file not found, before the key is checked', async () => {
    const { id, accessKey } = await start();
    const kept = (await upload(id, { 'x-access-key': accessKey }, { requirementId: REQUIREMENT }, { name: 'a.pdf', content: TINY_PDF })).json();
    const notFound = { error: { code: 'not_found', message: 'This evidence file was not found: it may have been removed.' } };
    const withKeyAndWithout: Record<string, string>[] = [{ 'x-access-key': accessKey }, {}];
    for (const [assessmentId, evidenceId] of [[id, 'not-an-id'], ['not-an-id', kept.id]]) {
      for (const headers of withKeyAndWithout) {
        const got = await download(assessmentId, evidenceId, headers);
        expect(got.statusCode).toBe(404);
        expect(got.json()).toEqual(notFound);
        expect(got.headers['content-security-policy']).toBe('sandbox');
        const removed = await remove(assessmentId, evidenceId, headers);
        expect(removed.statusCode).toBe(404);
        expect(removed.json()).toEqual(notFound);
      }
    }
    expect(await countEvidenceFiles(database.db)).toBe(1);
  });

  it('downloads with headers that keep the file from running in the page', async () => {
    const { id, accessKey } = await start();
    const key = { 'x-access-key': accessKey };
    const file = (await upload(id, key, { requirementId: REQUIREMENT }, { name: 'Ré\u202Esumé\u0007 notes.txt', content: PLAIN_TEXT })).json();
    expect(file.fileName).toBe('Résumé notes.txt');
    const got = await download(id, file.id, key);
    expect(got.headers['content-type']).toBe('text/plain');
    expect(got.headers['content-disposition']).toBe(`attachment; filename="R_sum_ notes.txt"; filename*=UTF-8''R%C3%A9sum%C3%A9%20notes.txt`);
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['content-security-policy']).toBe('sandbox');
    expect(got.headers['cache-control']).toBe('no-store');
  });

  it('types each accepted kind by its content, whatever its name says', async () => {
    const { id, accessKey } = await start();
    const kinds: [Buffer, string][] = [
      [TINY_PDF, 'application/pdf'],
      [TINY_PNG, 'image/png'],
      [TINY_JPEG, 'image/jpeg'],
      [PLAIN_TEXT, 'text/plain'],
      [CSV_TEXT, 'text/csv'],
      [TINY_DOCX, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      [TINY_XLSX, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ];
    for (const [content, mediaType] of kinds) {
      const added = await upload(id, { 'x-access-key': accessKey }, { requirementId: REQUIREMENT }, { name: 'named-wrongly.exe', content });
      expect(added.json().mediaType).toBe(mediaType);
    }
  });

  it.each([
    ['HTML renamed .png', HTML_PAGE, 'HTML'],
    ['SVG renamed .png', SVG_IMAGE, 'an SVG image'],
    ['a Windows program', WINDOWS_PROGRAM, 'a Windows program'],
    ['a ZIP that is not Word or Excel', PLAIN_ZIP, 'a ZIP archive that is not a Word (.docx) or Excel (.xlsx) document'],
    ['a ZIP whose [Content_Types].xml is a bomb', contentTypesBomb(), 'a ZIP archive whose list of contents is too large to be a Word or Excel file'],
    ['tools.zip, a Word type in a comment beside setup.exe and ../../evil.txt', TOOLS_ZIP_POSING_AS_WORD, 'a ZIP archive with an entry named to be saved outside its folder'],
    ['budget.xlsm, a workbook with macros', MACRO_XLSX, 'a Word or Excel file with macros or controls (.docm, .xlsm), which can run code when opened'],
  ])('refuses %s with 415 naming it, and keeps nothing', async (_name, content, found) => {
    const { id, accessKey } = await start();
    const refused = await upload(id, { 'x-access-key': accessKey }, { requirementId: REQUIREMENT }, { name: 'picture.png', content });
    expect(refused.statusCode).toBe(415);
    expect(refused.json().error.message).toBe(`This file holds ${found}, which cannot be kept as evidence. ${ACCEPT_LIST}`);
    expect(await countEvidenceFiles(database.db)).toBe(0);
  });

  it('refuses a requirement id outside the catalogue, or none, naming requirementId, and keeps nothing', async () => {
    const { id, accessKey } = await start();
    const unknown = await upload(id, { 'x-access-key': accessKey }, { requirementId: 'not-a-requirement' }, { name: 'a.pdf', content: TINY_PDF });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ requirementId: 'This is not a requirement of the catalogue' });
    const missing = await upload(id, { 'x-access-key': accessKey }, {}, { name: 'a.pdf', content: TINY_PDF });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fields)).toEqual(['requirementId']);
    const noFile = await upload(id, { 'x-access-key': accessKey }, { requirementId: REQUIREMENT });
    expect(noFile.json().error.fields).toEqual({ file: 'Attach a file' });
    expect(await countEvidenceFiles(database.db)).toBe(0);
  });

  it('refuses a file over 10 MB with 413 saying so, and keeps nothing', async () => {
    const { id, accessKey } = await start();
    const content = Buffer.concat([TINY_PDF, Buffer.alloc(MAX_EVIDENCE_FILE_BYTES + 1 - TINY_PDF.length, 0x20)]);
    const refused = await upload(id, { 'x-access-key': accessKey }, { requirementId: REQUIREMENT }, { name: 'huge.pdf', content });
    expect(refused.statusCode).toBe(413);
    expect(refused.json().error.message).toBe('This file is larger than 10 MB, the largest an evidence file may be.');
    expect(await countEvidenceFiles(database.db)).toBe(0);
    expect(await countEvidenceFileChunks(database.db)).toBe(0);
    const justFits = await upload(id, { 'x-access-key': accessKey }, { requirementId: REQUIREMENT }, { name: 'fits.pdf', content: content.subarray(0, MAX_EVIDENCE_FILE_BYTES) });
    expect(justFits.statusCode).toBe(201);
    const got = await download(id, justFits.json().id, { 'x-access-key': accessKey });
    expect(got.headers['content-length']).toBe(String(MAX_EVIDENCE_FILE_BYTES));
    expect(got.rawPayload.equals(content.subarray(0, MAX_EVIDENCE_FILE_BYTES))).toBe(true);
  });

  it('refuses the 101st file and a file that would pass 250 MB for the assessment, with 413 giving the figures', async () => {
    const { id, accessKey } = await start();
    const rows = Array.from({ length: MAX_EVIDENCE_FILES_PER_ASSESSMENT - 1 }, (_, index) => ({
      id: randomUUID(), assessment_id: id, requirement_id: REQUIREMENT, file_name: `f${index}.pdf`, size: TINY_PDF.length, media_type: 'application/pdf', sha256: '0'.repeat(64), created_at: START,
    }));
    // One row standing for 249 MB already kept: the total is what the limit counts.
    await database.db.insertInto('evidence_files').values({ ...rows[0]!, id: randomUUID(), size: MAX_EVIDENCE_BYTES_PER_ASSESSMENT - 1024 * 1024 }).execute();
    const twoMegabytes = Buffer.concat([TINY_PDF, Buffer.alloc(2 * 1024 * 1024, 0x20)]);
    const overBytes = await upload(id, { 'x-access-key': accessKey }, { requirementId: REQUIREMENT }, { name: 'one-more.pdf', content: twoMegabytes });
    expect(overBytes.statusCode).toBe(413);
    expect(overBytes.json().error.message).toBe('This assessment keeps 249 MB of evidence files; with this file it would pass 250 MB, the most it may keep. Remove a file to add this one.');
    await database.db.deleteFrom('evidence_files').execute();
    await database.db.insertInto('evidence_files').values([...rows, { ...rows[0]!, id: randomUUID() }]).execute();
    const overCount = await upload(id, { 'x-access-key': accessKey }, { requirementId: REQUIREMENT }, { name: 'one-more.pdf', content: TINY_PDF });
    expect(overCount.statusCode).toBe(413);
    expect(overCount.json().error.message).toBe('This assessment already keeps 100 evidence files, the most it may keep. Remove one to add another.');
    expect(await countEvidenceFiles(database.db)).toBe(MAX_EVIDENCE_FILES_PER_ASSESSMENT);
  });

  it("refuses without a key, with a wrong key and with another assessment's key, and from another site", async () => {
    const { id, accessKey } = await start();
    const other = await start();
    const file = { name: 'a.pdf', content: TINY_PDF };
    expect((await upload(id, {}, { requirementId: REQUIREMENT }, file)).statusCode).toBe(401);
    expect((await upload(id, { 'x-access-key': 'wrong' }, { requirementId: REQUIREMENT }, file)).statusCode).toBe(404);
    expect((await upload(id, { 'x-access-key': other.accessKey }, { requirementId: REQUIREMENT }, file)).statusCode).toBe(404);
    expect((await upload(id, { 'x-access-key': accessKey, origin: 'https://evil.example' }, { requirementId: REQUIREMENT }, file)).statusCode).toBe(403);
    expect((await list(id, {})).statusCode).toBe(401);
    expect((await list(id, { 'x-access-key': other.accessKey })).statusCode).toBe(404);
    const kept = (await upload(id, { 'x-access-key': accessKey }, { requirementId: REQUIREMENT }, file)).json();
    expect((await download(id, kept.id, { 'x-access-key': other.accessKey })).statusCode).toBe(404);
    expect((await download(other.id, kept.id, { 'x-access-key': other.accessKey })).statusCode).toBe(404);
    expect((await remove(other.id, kept.id, { 'x-access-key': other.accessKey })).statusCode).toBe(404);
    expect(await countEvidenceFiles(database.db)).toBe(1);
  });

  it('lets a consultant list and download, each read in the audit log, but not add or remove', async () => {
    const { id, accessKey } = await start();
    const kept = (await upload(id, { 'x-access-key': accessKey }, { requirementId: REQUIREMENT }, { name: 'scan.png', content: TINY_PNG })).json();
    const session = { cookie: suite.cookie };
    const listed = await list(id, session);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().files).toEqual([kept]);
    expect((await download(id, kept.id, session)).rawPayload.equals(TINY_PNG)).toBe(true);
    const added = await upload(id, session, { requirementId: REQUIREMENT }, { name: 'mine.pdf', content: TINY_PDF });
    expect(added.statusCode).toBe(403);
    expect(added.json().error.message).toBe('Support staff can read the respondent’s evidence files but not add or remove them: only the respondent, with the access key, can. A consultant adds the assessor’s files in the review.');
    expect((await remove(id, kept.id, session)).statusCode).toBe(403);
    const reads = (await auditRows(database.db)).filter((row) => row.action === 'evidence-read');
    expect(reads).toEqual([
      { actor: 'Consultant', action: 'evidence-read', assessmentId: id, details: `Evidence file scan.png (${REQUIREMENT})`, address: '127.0.0.1' },
      { actor: 'Consultant', action: 'evidence-read', assessmentId: id, details: 'List of evidence files', address: '127.0.0.1' },
    ]);
    expect(await countEvidenceFiles(database.db)).toBe(1);
  });

  it('lets the respondent add files to a submitted assessment, as a submitted one may be saved again', async () => {
    const { id, accessKey } = await start(detailedAssessmentBody());
    expect((await upload(id, { 'x-access-key': accessKey }, { requirementId: REQUIREMENT }, { name: 'a.pdf', content: TINY_PDF })).statusCode).toBe(201);
  });

  it('gives every file in one ZIP, in a folder per requirement, names unique, a file of several stored pieces whole', async () => {
    const { id, accessKey } = await start();
    const key = { 'x-access-key': accessKey };
    const report = Buffer.concat([TINY_PDF, randomBytes(2 * EVIDENCE_CHUNK_BYTES)]);
    await upload(id, key, { requirementId: REQUIREMENT }, { name: 'scan.pdf', content: TINY_PDF });
    await upload(id, key, { requirementId: REQUIREMENT }, { name: 'scan.pdf', content: TINY_PDF });
    await upload(id, key, { requirementId: OTHER_REQUIREMENT }, { name: 'log.csv', content: CSV_TEXT });
    await upload(id, key, { requirementId: OTHER_REQUIREMENT }, { name: 'report.pdf', content: report });
    const zip = await suite.app.inject({ method: 'GET', url: `/api/assessments/${id}/evidence.zip`, headers: key });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toMatch(/^attachment; filename="evidence-/);
    const entries = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Object.keys(entries).sort()).toEqual([`${REQUIREMENT}/scan (2).pdf`, `${REQUIREMENT}/scan.pdf`, `${OTHER_REQUIREMENT}/log.csv`, `${OTHER_REQUIREMENT}/report.pdf`]);
    expect(Buffer.from(entries[`${REQUIREMENT}/scan (2).pdf`]!).equals(TINY_PDF)).toBe(true);
    expect(Buffer.from(entries[`${OTHER_REQUIREMENT}/report.pdf`]!).equals(report)).toBe(true);
    expect((await suite.app.inject({ method: 'GET', url: `/api/assessments/${id}/evidence.zip` })).statusCode).toBe(401);
  });

  it('keeps, lists and downloads each file under the extension of its kind, alone and in the ZIP', async () => {
    const { id, accessKey } = await start();
    const key = { 'x-access-key': accessKey };
    const sent: [string, Buffer, string][] = [
      ['collect-evidence.js', PLAIN_TEXT, 'collect-evidence.txt'],
      ['fix-firewall.bat', PLAIN_TEXT, 'fix-firewall.txt'],
      ['viewer.hta', PLAIN_TEXT, 'viewer.txt'],
      ['portal.url', PLAIN_TEXT, 'portal.txt'],
      ['open.desktop', PLAIN_TEXT, 'open.txt'],
      ['notes.html', PLAIN_TEXT, 'notes.txt'],
      ['statement.html', Buffer.concat([Buffer.from('%PDF-1.4\n'), HTML_PAGE]), 'statement.pdf'],
      ['nul.txt', PLAIN_TEXT, '_nul.txt'],
      ['CON', PLAIN_TEXT, '_CON.txt'],
      ['\uff0e\uff0e\uff0f\uff0e\uff0e\u2215budget', CSV_TEXT, '_.._budget.csv'],
    ];
    for (const [name, content, named] of sent) {
      const added = await upload(id, key, { requirementId: REQUIREMENT }, { name, content });
      expect({ name, fileName: added.json().fileName }).toEqual({ name, fileName: named });
      const got = await download(id, added.json().id, key);
      expect(got.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(named)}`);
    }
    expect((await list(id, key)).json().files.map((file: { fileName: string }) => file.fileName)).toEqual(sent.map(([, , named]) => named));
    const zip = await suite.app.inject({ method: 'GET', url: `/api/assessments/${id}/evidence.zip`, headers: key });
    expect(Object.keys(unzipSync(new Uint8Array(zip.rawPayload))).sort()).toEqual(sent.map(([, , named]) => `${REQUIREMENT}/${named}`).sort());
  });

  it('lists and serves a file kept before names followed kinds under the safe name', async () => {
    const { id, accessKey } = await start();
    const key = { 'x-access-key': accessKey };
    const kept = { assessmentId: id, requirementId: REQUIREMENT, sha256: createHash('sha256').update(PLAIN_TEXT).digest('hex'), content: PLAIN_TEXT, createdAt: START, addedBy: null };
    await insertEvidenceFileWithinLimits(database.db, { ...kept, fileName: 'collect-evidence.js', mediaType: 'text/plain' }, { files: 100, bytes: MAX_EVIDENCE_BYTES_PER_ASSESSMENT });
    await insertEvidenceFileWithinLimits(database.db, { ...kept, fileName: 'COM1.html', mediaType: 'text/plain', createdAt: START + 1 }, { files: 100, bytes: MAX_EVIDENCE_BYTES_PER_ASSESSMENT });
    const files = (await list(id, key)).json().files;
    expect(files.map((file: { fileName: string }) => file.fileName)).toEqual(['collect-evidence.txt', '_COM1.txt']);
    expect((await download(id, files[0].id, key)).headers['content-disposition']).toBe(`attachment; filename="collect-evidence.txt"; filename*=UTF-8''collect-evidence.txt`);
    const zip = await suite.app.inject({ method: 'GET', url: `/api/assessments/${id}/evidence.zip`, headers: key });
    expect(Object.keys(unzipSync(new Uint8Array(zip.rawPayload))).sort()).toEqual([`${REQUIREMENT}/_COM1.txt`, `${REQUIREMENT}/collect-evidence.txt`]);
  });

  it('serves a CSV with each formula cell defused, alone and in the ZIP, while keeping it as sent', async () => {
    const { id, accessKey } = await start();
    const key = { 'x-access-key': accessKey };
    const sent = Buffer.from('host,command\nweb-1,=cmd|\' /C calc\'!A0\nweb-2,"@SUM(1+1)*cmd|\' /C calc\'!A0"\nweb-3,-5\n');
    const added = (await upload(id, key, { requirementId: REQUIREMENT }, { name: 'hosts.csv', content: sent })).json();
    expect(added).toMatchObject({ mediaType: 'text/csv', size: sent.length, sha256: createHash('sha256').update(sent).digest('hex') });
    const served = 'host,command\nweb-1,\'=cmd|\' /C calc\'!A0\nweb-2,"\'@SUM(1+1)*cmd|\' /C calc\'!A0"\nweb-3,-5\n';
    const got = await download(id, added.id, key);
    expect(got.statusCode).toBe(200);
    expect(got.body).toBe(served);
    expect(got.headers['content-type']).toBe('text/csv');
    const zip = await suite.app.inject({ method: 'GET', url: `/api/assessments/${id}/evidence.zip`, headers: key });
    expect(Buffer.from(unzipSync(new Uint8Array(zip.rawPayload))[`${REQUIREMENT}/hosts.csv`]!).toString()).toBe(served);
  });

  it('removes the files with the assessment, deleted by the respondent or by support', async () => {
    const byRespondent = await start();
    const bySupport = await start(completedAssessmentBody());
    await upload(byRespondent.id, { 'x-access-key': byRespondent.accessKey }, { requirementId: REQUIREMENT }, { name: 'a.pdf', content: TINY_PDF });
    await upload(bySupport.id, { 'x-access-key': bySupport.accessKey }, { requirementId: REQUIREMENT }, { name: 'b.pdf', content: TINY_PDF });
    expect(await countEvidenceFiles(database.db)).toBe(2);
    expect((await suite.app.inject({ method: 'DELETE', url: `/api/assessments/${byRespondent.id}`, headers: { 'x-access-key': byRespondent.accessKey } })).statusCode).toBe(204);
    expect(await countEvidenceFiles(database.db)).toBe(1);
    expect((await suite.app.inject({ method: 'DELETE', url: `/api/assessments/${bySupport.id}`, headers: { cookie: suite.cookie } })).statusCode).toBe(204);
    expect(await countEvidenceFiles(database.db)).toBe(0);
    expect(await countEvidenceFileChunks(database.db)).toBe(0);
  });

  it("lists the files, described but not their content, in the respondent's data download", async () => {
    const { id, accessKey } = await start();
    const kept = (await upload(id, { 'x-access-key': accessKey }, { requirementId: REQUIREMENT }, { name: 'scan.pdf', content: TINY_PDF })).json();
    const data = (await suite.app.inject({ method: 'GET', url: `/api/assessments/${id}/data`, headers: { 'x-access-key': accessKey } })).json();
    expect(data.evidenceFiles).toEqual([kept]);
  });

  it('refuses a body that is not multipart, and an expired draft as if it did not exist', async () => {
    const { id, accessKey } = await start();
    const json = await suite.app.inject({ method: 'POST', url: `/api/assessments/${id}/evidence`, headers: { 'x-access-key': accessKey }, payload: { requirementId: REQUIREMENT } });
    expect(json.statusCode).toBe(415);
    suite.clock += 31 * 24 * 60 * 60 * 1000;
    expect((await upload(id, { 'x-access-key': accessKey }, { requirementId: REQUIREMENT }, { name: 'a.pdf', content: TINY_PDF })).statusCode).toBe(404);
    expect((await list(id, { 'x-access-key': accessKey })).statusCode).toBe(404);
  });
});
