import { createHash, randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_EVIDENCE_BYTES_PER_ASSESSMENT, MAX_EVIDENCE_FILE_BYTES } from '../../domain/evidence-files';
import { buildApp } from '../app.server';
import { insertEvidenceFileWithinLimits } from '../store/evidence-files.server';
import { DATABASES, useTestDatabase } from '../../../tests/support/databases';
import { detailedAssessmentBody } from '../../../tests/support/assessments';

/** Files of the largest size an assessment may hold, together exactly its limit: 25 of 10 MB is 250 MB. */
const FILES = MAX_EVIDENCE_BYTES_PER_ASSESSMENT / MAX_EVIDENCE_FILE_BYTES;
/** ZIP downloads at once, each read as fast as loopback carries it. */
const DOWNLOADS = 2;
const REQUIREMENT = 'application-control-workstations';

/**
 * A GET read as fast as loopback carries it by curl, a process of its own (so the reading costs this process, which
 * runs the server, nothing), into a file; resolves with curl's exit code and the HTTP status.
 */
function download(url: string, accessKey: string, file: string): Promise<{ exitCode: number | null; status: number }> {
  return new Promise((resolve, reject) => {
    const curl = spawn('curl', ['--silent', '--show-error', '--header', `x-access-key: ${accessKey}`, '--output', file, '--write-out', '%{http_code}', url], { stdio: ['ignore', 'pipe', 'inherit'] });
    let status = '';
    curl.stdout.on('data', (chunk: Buffer) => {
      status += chunk.toString();
    });
    curl.on('error', reject);
    curl.on('close', (exitCode) => resolve({ exitCode, status: Number(status) }));
  });
}

describe.each(DATABASES)('evidence downloads at full speed on $name', ({ open }) => {
  const database = useTestDatabase(open);
  let app: FastifyInstance;
  let origin = '';

  beforeAll(async () => {
    app = await buildApp({ db: database.db });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    origin = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers a health check within a second while several ZIPs of a full 250 MB assessment are read at full speed, each ZIP complete', { timeout: 240_000 }, async () => {
    const created = await app.inject({ method: 'POST', url: '/api/assessments', payload: detailedAssessmentBody({ status: 'draft' }) });
    const { id, accessKey } = created.json<{ id: string; accessKey: string }>();
    // Kept through the store, not uploaded: the upload's own limits are tested elsewhere, and this keeps the set-up short.
    const common = randomBytes(MAX_EVIDENCE_FILE_BYTES);
    const expected: { name: string; sha256: string }[] = [];
    for (let index = 0; index < FILES; index += 1) {
      const content = Buffer.from(common);
      content.writeUInt32BE(index, 0);
      const sha256 = createHash('sha256').update(content).digest('hex');
      const fileName = `evidence-${String(index).padStart(2, '0')}.pdf`;
      const kept = await insertEvidenceFileWithinLimits(
        database.db,
        { assessmentId: id, requirementId: REQUIREMENT, fileName, mediaType: 'application/pdf', sha256, content, createdAt: 1_795_000_000_000 + index, addedBy: null },
        { files: FILES, bytes: MAX_EVIDENCE_BYTES_PER_ASSESSMENT },
      );
      expect(kept).toHaveProperty('stored');
      expected.push({ name: fileName, sha256 });
    }

    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'e8-zips-'));
    let downloading = true;
    const files = Array.from({ length: DOWNLOADS }, (_unused, index) => path.join(folder, `${index}.zip`));
    const zips = Promise.all(files.map((file) => download(`${origin}/api/assessments/${id}/evidence.zip`, accessKey, file))).finally(() => {
      downloading = false;
    });
    const healthMs: number[] = [];
    while (downloading) {
      const sent = performance.now();
      const health = await fetch(`${origin}/api/health`);
      expect(health.status).toBe(200);
      if (downloading) healthMs.push(performance.now() - sent);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const answers = await zips;

    // Before the reads yielded, one full-speed download held a health check on SQLite for 3.8 s and eight for up to 27.6 s.
    expect(healthMs.length).toBeGreaterThan(5);
    expect(Math.max(...healthMs)).toBeLessThan(1_000);
    try {
      for (const [index, answer] of answers.entries()) {
        expect(answer).toEqual({ exitCode: 0, status: 200 });
        const entries = unzipSync(fs.readFileSync(files[index] ?? ''));
        const names = Object.keys(entries);
        expect(names).toHaveLength(FILES);
        const found = names.map((name) => ({ name: name.split('/').pop() ?? name, sha256: createHash('sha256').update(entries[name] ?? new Uint8Array()).digest('hex') }));
        expect(found).toEqual(expected);
      }
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
