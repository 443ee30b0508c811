import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../domain/constants';
import { dailyUploadVolumeMessage, evidenceStorageWarnings, storageFullMessage } from '../../domain/evidence-storage';
import { dashboardSchema } from '../../domain/support-views';
import { DATABASES } from '../../../tests/support/databases';
import { TINY_PDF } from '../../../tests/support/evidence-fixtures';
import { multipartBody } from '../../../tests/support/multipart';
import { REVIEWED_REQUIREMENT, submitDetailed } from '../../../tests/support/review';
import { useTestApp } from '../../../tests/support/test-app';
import { loggerOptions } from '../logging.server';
import { countEvidenceFiles } from '../store/evidence-files.server';

const START = Date.UTC(2026, 10, 26, 1, 0);
/** A file of 1,000 bytes and a PDF's header. */
const FILE = Buffer.concat([TINY_PDF, Buffer.alloc(1000 - TINY_PDF.length, 0x20)]);
/** Two files' worth and a half a day per address, in place of 1 GB, so a test sends a handful. */
const PER_DAY = 2500;
/** The installation's cap in these tests, in place of one from free disk space. */
const CAP = 40 * 1024 * 1024;
const HEALTHY_DISK = { freeBytes: 80 * 1024 ** 3, sizeBytes: 100 * 1024 ** 3 };

describe.each(DATABASES)('the caps on evidence storage on $name', ({ open }) => {
  const logged: string[] = [];
  let disk = HEALTHY_DISK;
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString().trim().split('\n')) logged.push(String((JSON.parse(line) as { msg?: unknown }).msg));
      callback();
    },
  });
  // Signed in as a consultant: `suite.cookie` is the consultant's session.
  const suite = useTestApp(open, {
    start: START,
    empty: ['rate_limit_counters', 'audit_events', 'sessions', 'assessment_findings', 'assessment_reviews', 'evidence_files', 'assessment_notes', 'assessment_controls', 'assessments', 'support_users'],
    user: { username: 'Casey', password: 'Corr3ct-Horse!Battery', role: 'consultant' },
    signedIn: true,
    app: {
      rateLimits: true,
      uploadBytesPerAddressPerDay: PER_DAY,
      evidenceStorage: { capBytes: CAP, disk: async () => disk },
      logger: { ...loggerOptions('warn'), stream },
    },
  });
  const { database } = suite;

  const post = (url: string, headers: Record<string, string>, remoteAddress: string) => {
    const { payload, contentType } = multipartBody({ requirementId: REVIEWED_REQUIREMENT }, { name: 'Patch report.pdf', content: FILE });
    suite.clock += 1000;
    return suite.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': contentType }, payload, remoteAddress });
  };
  const asRespondent = (saved: { id: string; accessKey: string }, remoteAddress: string) => post(`/api/assessments/${saved.id}/evidence`, { 'x-access-key': saved.accessKey }, remoteAddress);
  const asAssessor = (id: string, remoteAddress: string) => post(`/api/support/assessments/${id}/evidence`, { cookie: suite.cookie }, remoteAddress);
  /** A row standing for a file of `size` bytes already kept. */
  const keptAlready = async (assessmentId: string, size: number) => {
    const id = randomUUID();
    await database.db
      .insertInto('evidence_files')
      .values({ id, assessment_id: assessmentId, requirement_id: REVIEWED_REQUIREMENT, file_name: 'large.pdf', size, media_type: 'application/pdf', sha256: '0'.repeat(64), created_at: START })
      .execute();
    return id;
  };
  const storage = async () => dashboardSchema.parse((await suite.app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie: suite.cookie } })).json()).storage;

  it("refuses a respondent's upload past the address's day of uploads with 413 in words and Retry-After; another address, the assessor and the next day are not held", async () => {
    const first = await submitDetailed(suite.app);
    const second = await submitDetailed(suite.app);
    expect((await asRespondent(first, '203.0.113.10')).statusCode).toBe(201);
    expect((await asRespondent(second, '203.0.113.10')).statusCode).toBe(201);
    // A third file of 1,000 bytes would make 3,000 of the day's 2,500, whichever assessment it is for.
    const refused = await asRespondent(first, '203.0.113.10');
    expect(refused.statusCode).toBe(413);
    // The day runs from the address's first file, two seconds before.
    const waitMs = DAY_MS - 2000;
    expect(refused.json().error).toEqual({ code: 'daily_upload_volume', message: dailyUploadVolumeMessage(PER_DAY, waitMs) });
    expect(refused.json().error.message).toBe('This network address has uploaded close to 2 KB of evidence files in the last day, the most allowed, so this file was not kept. Please try again in 24 hours.');
    expect(refused.headers['retry-after']).toBe(String(waitMs / 1000));
    expect(await countEvidenceFiles(database.db)).toBe(2);
    expect((await asRespondent(first, '198.51.100.20')).statusCode).toBe(201);
    // The consultant is signed in: an address's day counts anonymous uploads only.
    expect((await asAssessor(first.id, '203.0.113.10')).statusCode).toBe(201);
    suite.clock += DAY_MS;
    expect((await asRespondent(first, '203.0.113.10')).statusCode).toBe(201);
  });

  it("refuses every upload, the respondent's and the assessor's, that would take the installation's evidence past its cap, with 507 in words", async () => {
    const saved = await submitDetailed(suite.app);
    const other = await submitDetailed(suite.app);
    const large = await keptAlready(other.id, CAP - 500);
    const respondents = await asRespondent(saved, '203.0.113.30');
    expect(respondents.statusCode).toBe(507);
    expect(respondents.json().error).toEqual({ code: 'storage_full', message: storageFullMessage(CAP) });
    expect(respondents.json().error.message).toBe('This server already keeps 40 MB of evidence files, the most it may keep, so this file was not kept. Your answers are saved; please tell the consultancy, whose administrator can make room.');
    expect((await asAssessor(saved.id, '203.0.113.31')).statusCode).toBe(507);
    expect(await countEvidenceFiles(database.db)).toBe(1);
    // A refused file is not counted in the address's day: with room again, the address keeps two.
    await database.db.deleteFrom('evidence_files').where('id', '=', large).execute();
    expect((await asRespondent(saved, '203.0.113.30')).statusCode).toBe(201);
    expect((await asRespondent(saved, '203.0.113.30')).statusCode).toBe(201);
    expect((await asAssessor(saved.id, '203.0.113.31')).statusCode).toBe(201);
  });

  it('warns on the dashboard and in the log once evidence passes 80% of the cap, and on the dashboard when the disk runs low; not before', async () => {
    logged.length = 0;
    const saved = await submitDetailed(suite.app);
    expect(await storage()).toEqual({ keptBytes: 0, capBytes: CAP, disk: HEALTHY_DISK });
    expect(evidenceStorageWarnings(await storage())).toEqual([]);
    await keptAlready(saved.id, CAP * 0.8 - 2000);
    expect((await asRespondent(saved, '203.0.113.40')).statusCode).toBe(201);
    expect(logged.filter((line) => line.startsWith('Evidence files take'))).toEqual([]);
    expect(evidenceStorageWarnings(await storage())).toEqual([]);

    expect((await asAssessor(saved.id, '203.0.113.41')).statusCode).toBe(201);
    const full = await storage();
    expect(full.keptBytes).toBe(CAP * 0.8);
    const warning = 'Evidence files take 32 MB of the 40 MB this installation keeps (80%). Past 40 MB uploads are refused: delete assessments no longer needed, or raise E8_EVIDENCE_STORAGE_GB if the disk has room.';
    expect(evidenceStorageWarnings(full)).toEqual([warning]);
    expect(logged).toContain(warning);

    disk = { freeBytes: 4 * 1024 ** 3, sizeBytes: 100 * 1024 ** 3 };
    try {
      expect(evidenceStorageWarnings(await storage())).toEqual([
        warning,
        'The data folder’s disk has 4 GB free of 100 GB: make room before it fills, as the database cannot save anything once it is full.',
      ]);
    } finally {
      disk = HEALTHY_DISK;
    }
  });
});
