import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp, type AppOptions } from '../app.server';
import { countEvidenceFiles } from '../store/evidence-files.server';
import { DATABASES, useTestDatabase } from '../../../tests/support/databases';
import { detailedAssessmentBody } from '../../../tests/support/assessments';
import { multipartBody } from '../../../tests/support/multipart';
import { rawUpload, type RawUpload } from '../../../tests/support/raw-upload';

const REQUIREMENT = 'application-control-workstations';
const SLOW = '10.66.0.1';
const OTHER = '10.1.0.1';

describe.each(DATABASES)('evidence uploads over TCP on $name: turns, pace and clients gone', ({ open }) => {
  const database = useTestDatabase(open);

  /** The app listening on 127.0.0.1, loopback trusted as the proxy so X-Forwarded-For names each client; closed after `use`. */
  async function listening(options: Omit<AppOptions, 'db'>, use: (port: number, app: FastifyInstance) => Promise<void>): Promise<void> {
    await database.empty('evidence_files', 'assessments');
    const app = await buildApp({ ...options, db: database.db, trustProxy: ['loopback'] });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    try {
      await use(typeof address === 'object' && address ? address.port : 0, app);
    } finally {
      // Connections a failed test left open would hold the close until their requests time out.
      app.server.closeAllConnections();
      await app.close();
    }
  }
  async function draft(app: FastifyInstance, from: string): Promise<{ id: string; accessKey: string }> {
    const response = await app.inject({ method: 'POST', url: '/api/assessments', payload: detailedAssessmentBody({ status: 'draft' }), remoteAddress: from });
    expect(response.statusCode).toBe(201);
    return response.json();
  }
  function upload(port: number, to: { id: string; accessKey: string }, from: string, content: Buffer, sending: Pick<RawUpload, 'firstBytes' | 'step' | 'giveUpMs' | 'cutAfterBytes'>) {
    const { payload, contentType } = multipartBody({ requirementId: REQUIREMENT }, { name: 'notes.txt', content });
    return rawUpload({ port, path: `/api/assessments/${to.id}/evidence`, headers: { 'x-forwarded-for': from, 'x-access-key': to.accessKey, 'content-type': contentType }, payload, ...sending });
  }

  it("lets twelve slow senders from one address hold back no other address's upload, and stops each of them soon, in words", async () => {
    await listening({}, async (port, app) => {
      const slowDraft = await draft(app, SLOW);
      const otherDraft = await draft(app, OTHER);
      // Each sends its request and part headers, then its file a byte a second.
      const slow = Array.from({ length: 12 }, () => upload(port, slowDraft, SLOW, Buffer.alloc(64, 0x61), { firstBytes: 200, step: { bytes: 1, everyMs: 1000 }, giveUpMs: 20_000 }));
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const other = await upload(port, otherDraft, OTHER, Buffer.from('twenty bytes of text'), { firstBytes: 1_000_000, step: { bytes: 0, everyMs: 0 }, giveUpMs: 10_000 });
      expect(other.status, other.body).toBe(201);
      // Generous on a loaded machine; before, it waited for a slow sender's request timeout (30 to 60 s).
      expect(other.ms).toBeLessThan(3000);
      for (const answer of await Promise.all(slow)) {
        expect(answer.status).toBe(408);
        expect(JSON.parse(answer.body).error.message).toBe('The file arrived too slowly, so the upload was stopped: it must arrive at 32 KB a second or faster, without pausing. Check the connection and try again.');
        expect(answer.ms).toBeLessThan(10_000);
      }
      expect(await countEvidenceFiles(database.db)).toBe(1);
    });
  });

  it('answers an upload that waits too long for its turn 503 with Retry-After, in words, and keeps the upload that held it', async () => {
    await listening({ uploads: { turns: { size: 1, perAddress: 1, waitMs: 300 } } }, async (port, app) => {
      const holding = await draft(app, SLOW);
      const waiting = await draft(app, OTHER);
      // 64 KB at once takes the turn; the rest keeps the pace (16 KB every 100 ms) and holds it for about a second.
      const held = upload(port, holding, SLOW, Buffer.alloc(256 * 1024, 0x61), { firstBytes: 80 * 1024, step: { bytes: 16 * 1024, everyMs: 100 }, giveUpMs: 20_000 });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const refused = await upload(port, waiting, OTHER, Buffer.from('twenty bytes of text'), { firstBytes: 1_000_000, step: { bytes: 0, everyMs: 0 }, giveUpMs: 10_000 });
      expect(refused.status).toBe(503);
      expect(refused.head).toMatch(/\r\nretry-after: 5\r\n/i);
      expect(JSON.parse(refused.body).error).toEqual({ code: 'uploads_busy', message: 'Many files are being uploaded right now, so this one could not start. Please try again in a few seconds.' });
      expect((await held).status).toBe(201);
    });
  });

  it('gives back a turn that comes to an upload already refused while it waited, so the next upload takes it', async () => {
    await listening({ uploads: { turns: { size: 1, perAddress: 1, waitMs: 4000 } } }, async (port, app) => {
      const holding = await draft(app, SLOW);
      const refusedDraft = await draft(app, OTHER);
      const later = await draft(app, '10.2.0.1');
      // Holds the one turn for about a second, keeping the pace.
      const held = upload(port, holding, SLOW, Buffer.alloc(256 * 1024, 0x61), { firstBytes: 80 * 1024, step: { bytes: 16 * 1024, everyMs: 100 }, giveUpMs: 20_000 });
      await new Promise((resolve) => setTimeout(resolve, 300));
      // 70 KB of file asks for the turn and waits; a part with 9 KB of headers behind it is refused meanwhile.
      const { payload: fileParts, contentType } = multipartBody({ requirementId: REQUIREMENT }, { name: 'notes.txt', content: Buffer.alloc(70 * 1024, 0x62) });
      const boundary = contentType.split('boundary=')[1] ?? '';
      const first = fileParts.subarray(0, fileParts.length - `--${boundary}--\r\n`.length);
      const rest = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="x"\r\nX-Long: ${'y'.repeat(9 * 1024)}\r\n\r\nz\r\n--${boundary}--\r\n`);
      const payload = Buffer.concat([first, rest]);
      // The long headers go 300 ms after the file, once the upload waits for its turn.
      const refused = await rawUpload({ port, path: `/api/assessments/${refusedDraft.id}/evidence`, headers: { 'x-forwarded-for': OTHER, 'x-access-key': refusedDraft.accessKey, 'content-type': contentType }, payload, firstBytes: first.length, step: { bytes: rest.length, everyMs: 300 }, giveUpMs: 10_000 });
      expect(refused.status).toBe(400);
      expect((await held).status).toBe(201);
      // Before, the turn went to the refused upload's wait and was never given back: this one waited 4 s for a 503.
      const next = await upload(port, later, '10.2.0.1', Buffer.from('twenty bytes of text'), { firstBytes: 1_000_000, step: { bytes: 0, everyMs: 0 }, giveUpMs: 10_000 });
      expect(next.status, next.body).toBe(201);
    });
  });

  it('logs an upload cut off by its client as the client going away, not as the database unavailable', async () => {
    const lines: { level: number; msg: string }[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const logged = async (words: string) => {
      for (let waited = 0; waited < 50 && !lines.some((line) => line.msg.includes(words)); waited += 1) await new Promise((resolve) => setTimeout(resolve, 100));
      return lines.filter((line) => line.msg.includes(words)).map((line) => line.level);
    };
    await listening({ logger: { level: 'info', stream } }, async (port, app) => {
      const cut = await draft(app, OTHER);
      const answer = await upload(port, cut, OTHER, Buffer.alloc(200 * 1024, 0x61), { firstBytes: 20 * 1024, step: { bytes: 1024, everyMs: 50 }, cutAfterBytes: 30 * 1024, giveUpMs: 10_000 });
      expect(answer.status).toBe(0);
      expect(await logged('cut off by its client')).toEqual([30]);
    });
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  });
});
