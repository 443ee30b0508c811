import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { countEvidenceFiles } from './store/evidence-files.server';
import { DATABASES } from '../../tests/support/databases';
import { useTestApp } from '../../tests/support/test-app';
import { detailedAssessmentBody } from '../../tests/support/assessments';
import { TINY_PDF } from '../../tests/support/evidence-fixtures';
import { multipartBody } from '../../tests/support/multipart';

const REQUIREMENT = 'application-control-workstations';
const BOUNDARY = 'b0undary';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
const NOT_MULTIPART = 'Send the file as multipart/form-data with the fields requirementId and file';
const WHICH_FIELDS = 'This upload takes the fields requirementId and file';
/** The words of an upload that stalls: the pace below keeps today's 32 KB a second, with no grace to wait out. */
const TOO_SLOW = 'The file arrived too slowly, so the upload was stopped: it must arrive at 32 KB a second or faster, without pausing. Check the connection and try again.';

const field = (name: string, value: string, headers = '') => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n${headers}\r\n${value}\r\n`;
const filePart = (name: string, fileName: string, content: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n${content}\r\n`;
const END = `--${BOUNDARY}--\r\n`;
const PDF = TINY_PDF.toString('latin1');

/**
 * Every way the evidence upload refuses a body as it is read, through the route a respondent uses, each answered in
 * words with nothing kept: not multipart (415), a field or a part it does not take (400), a body cut short or
 * malformed (400), a sender that stops sending (408). The file too large (413) and the turns (503) are answered in
 * routes/evidence-files.server.test.ts and routes/evidence-upload-turns.server.test.ts.
 */
describe.each(DATABASES)('evidence upload refusals on $name', ({ open }) => {
  // Today's pace, but a body that stops for 300 ms has stalled: the stall is the server's to see, not a test's timer.
  const suite = useTestApp(open, {
    empty: ['evidence_files', 'assessments'],
    app: { uploads: { pace: { minBytesPerSecond: 32 * 1024, graceMs: 60_000, stallMs: 300 } } },
  });

  async function draft(): Promise<{ id: string; accessKey: string }> {
    const response = await suite.app.inject({ method: 'POST', url: '/api/assessments', payload: detailedAssessmentBody({ status: 'draft' }) });
    expect(response.statusCode).toBe(201);
    return response.json();
  }
  const send = (to: { id: string; accessKey: string }, payload: string | Buffer | Readable, contentType?: string) =>
    suite.app.inject({
      method: 'POST',
      url: `/api/assessments/${to.id}/evidence`,
      headers: { 'x-access-key': to.accessKey, ...(contentType === undefined ? {} : { 'content-type': contentType }) },
      payload,
    });

  it('answers 415 in words to a body that is not multipart/form-data with a boundary, whatever it is, and keeps nothing', async () => {
    const to = await draft();
    const { payload } = multipartBody({ requirementId: REQUIREMENT }, { name: 'scan.pdf', content: TINY_PDF });
    const bodies: [string, string | Buffer, string | undefined][] = [
      ['JSON', JSON.stringify({ requirementId: REQUIREMENT }), 'application/json'],
      ['JSON that does not parse', '{"requirementId":', 'application/json'],
      ['text', 'requirementId=x', 'text/plain'],
      ['a form', `requirementId=${REQUIREMENT}`, 'application/x-www-form-urlencoded'],
      ['the file alone', TINY_PDF, 'application/pdf'],
      ['multipart without a boundary', payload, 'multipart/form-data'],
      ['multipart with an empty boundary', payload, 'multipart/form-data; boundary='],
      ['a boundary longer than 70 characters', payload, `multipart/form-data; boundary=${'b'.repeat(71)}`],
      ['another kind of multipart', payload, 'multipart/mixed; boundary=----e8TestBoundary7MA4YWxkTrZu0gW'],
    ];
    for (const [kind, body, contentType] of [...bodies, ['no content type at all', payload, undefined] as const]) {
      const refused = await send(to, body, contentType);
      expect(refused.statusCode, kind).toBe(415);
      expect(refused.json().error, kind).toEqual({ code: 'unsupported_media_type', message: NOT_MULTIPART });
      expect(refused.headers.connection, kind).toBe('close');
    }
    expect(await countEvidenceFiles(suite.database.db)).toBe(0);
  });

  it('answers 400 in words to a field or a part the upload does not take, a second file, a long field and too many parts, and keeps nothing', async () => {
    const to = await draft();
    const cases: [string, string, string][] = [
      ['an unknown field', `${field('requirementId', REQUIREMENT)}${field('comment', 'x')}${filePart('file', 'a.pdf', PDF)}${END}`, WHICH_FIELDS],
      ['the file under another name', `${field('requirementId', REQUIREMENT)}${filePart('attachment', 'a.pdf', PDF)}${END}`, WHICH_FIELDS],
      ['a text field named file', `${field('requirementId', REQUIREMENT)}${field('file', PDF)}${END}`, WHICH_FIELDS],
      ['a field named as a property of every object', `${field('constructor', 'x')}${filePart('file', 'a.pdf', PDF)}${END}`, WHICH_FIELDS],
      ['two files', `${field('requirementId', REQUIREMENT)}${filePart('file', 'a.pdf', PDF)}${filePart('file', 'b.pdf', PDF)}${END}`, 'Send one file at a time'],
      ['a field of 1025 bytes', `${field('requirementId', 'x'.repeat(1025))}${filePart('file', 'a.pdf', PDF)}${END}`, 'The field requirementId is longer than 1024 bytes'],
      ['eleven parts', `${field('requirementId', REQUIREMENT).repeat(11)}${END}`, 'An upload has at most 10 parts'],
      [
        'a field marked as JSON that is not',
        `${field('requirementId', '{not json', 'Content-Type: application/json\r\n')}${filePart('file', 'a.pdf', PDF)}${END}`,
        'Send the field requirementId as plain text',
      ],
      ['a part whose headers pass 8 KB', `${field('requirementId', REQUIREMENT, `X-Padding: ${'p'.repeat(9 * 1024)}\r\n`)}${filePart('file', 'a.pdf', PDF)}${END}`, 'A part of the upload has headers longer than 8 KB'],
    ];
    for (const [kind, body, message] of cases) {
      const refused = await send(to, Buffer.from(body, 'latin1'), MULTIPART);
      expect(refused.statusCode, kind).toBe(400);
      expect(refused.json().error, kind).toEqual({ code: 'invalid_upload', message });
    }
    expect(await countEvidenceFiles(suite.database.db)).toBe(0);
  });

  it('answers 400 in words to a body cut short or without a part, and to an upload without its file or its requirement', async () => {
    const to = await draft();
    const cases: [string, string, { code: string; message: string }][] = [
      ['a file without the closing boundary', `${field('requirementId', REQUIREMENT)}${filePart('file', 'a.pdf', PDF)}`, { code: 'invalid_upload', message: 'The upload ended before it was complete' }],
      ['a body with no boundary in it', 'requirementId=x&file=y', { code: 'invalid_upload', message: 'The upload ended before it was complete' }],
    ];
    for (const [kind, body, error] of cases) {
      const refused = await send(to, Buffer.from(body, 'latin1'), MULTIPART);
      expect(refused.statusCode, kind).toBe(400);
      expect(refused.json().error, kind).toEqual(error);
    }
    const noFile = await send(to, `${field('requirementId', REQUIREMENT)}${END}`, MULTIPART);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error).toMatchObject({ code: 'invalid_input', message: 'Attach a file', fields: { file: 'Attach a file' } });
    const noRequirement = await send(to, Buffer.from(`${filePart('file', 'a.pdf', PDF)}${END}`, 'latin1'), MULTIPART);
    expect(noRequirement.statusCode).toBe(400);
    expect(noRequirement.json().error).toMatchObject({ code: 'invalid_input', fields: { requirementId: expect.any(String) } });
    expect(await countEvidenceFiles(suite.database.db)).toBe(0);
  });

  it('answers 408 in words to a sender that stops partway through the file, and keeps nothing', async () => {
    const to = await draft();
    // The request, the field and the file's first bytes, then nothing more: the body never ends.
    const start = Buffer.from(`${field('requirementId', REQUIREMENT)}${filePart('file', 'a.pdf', PDF).slice(0, -2)}`, 'latin1');
    const stalled = new Readable({ read() {} });
    stalled.push(start);
    const refused = await send(to, stalled, MULTIPART);
    stalled.destroy();
    expect(refused.statusCode).toBe(408);
    expect(refused.json().error).toEqual({ code: 'upload_too_slow', message: TOO_SLOW });
    expect(refused.headers.connection).toBe('close');
    expect(await countEvidenceFiles(suite.database.db)).toBe(0);
  });
});
