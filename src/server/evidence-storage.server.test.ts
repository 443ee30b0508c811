import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../tests/support/databases';
import { defaultEvidenceCap, diskSpaceOf, EVIDENCE_STORAGE_BYTES_UNSEEN_DISK, evidenceStorageWatch } from './evidence-storage.server';

const GB = 1024 ** 3;

describe('the default evidence cap', () => {
  it('is what is kept and half the free space where the disk is seen, 50 GB where it is not', () => {
    expect(defaultEvidenceCap(3 * GB, { freeBytes: 40 * GB, sizeBytes: 100 * GB })).toBe(23 * GB);
    expect(defaultEvidenceCap(0, { freeBytes: 1001, sizeBytes: 100 * GB })).toBe(500);
    expect(defaultEvidenceCap(3 * GB, undefined)).toBe(EVIDENCE_STORAGE_BYTES_UNSEEN_DISK);
  });

  it('reads the disk of a folder, and nothing of a folder that is not there', async () => {
    const disk = await diskSpaceOf(os.tmpdir());
    expect(disk?.sizeBytes).toBeGreaterThan(0);
    expect(disk?.freeBytes).toBeLessThanOrEqual(disk?.sizeBytes ?? 0);
    expect(await diskSpaceOf(path.join(os.tmpdir(), 'no-such-folder-for-e8'))).toBeUndefined();
  });
});

describe('the evidence storage watch', () => {
  const database = useTestDatabase();

  it('logs its warnings at most once an hour while they hold, and nothing while there is room', async () => {
    const warned: string[] = [];
    let clock = 0;
    const watch = evidenceStorageWatch(database.db, { capBytes: 100 * GB, disk: async () => undefined, uploadBytesPerAddressPerDay: undefined, now: () => clock, warn: (line) => warned.push(line) });
    await watch.warnIfFull(79 * GB);
    expect(warned).toEqual([]);
    await watch.warnIfFull(80 * GB);
    expect(warned).toEqual(['Evidence files take 80 GB of the 100 GB this installation keeps (80%). Past 100 GB uploads are refused: delete assessments no longer needed, or raise E8_EVIDENCE_STORAGE_GB if the disk has room.']);
    clock += 59 * 60 * 1000;
    await watch.warnIfFull(81 * GB);
    expect(warned).toHaveLength(1);
    clock += 60 * 1000;
    await watch.warnIfFull(81 * GB);
    expect(warned).toHaveLength(2);
  });

  it("holds an anonymous upload to its address's day only while a day's volume is set, an IPv6 address by its /64", () => {
    const settings = { capBytes: GB, disk: async () => undefined, now: () => 5, warn: () => undefined };
    const limited = evidenceStorageWatch(database.db, { ...settings, uploadBytesPerAddressPerDay: 1000 });
    expect(limited.caps({ ip: '2001:db8:1:1::7' })).toEqual({ installationBytes: GB, dailyVolume: { key: 'uploadBytes 2001:0db8:0001:0001::/64', maxBytes: 1000, now: 5, windowMs: 86_400_000 } });
    expect(limited.caps()).toEqual({ installationBytes: GB });
    expect(evidenceStorageWatch(database.db, { ...settings, uploadBytesPerAddressPerDay: undefined }).caps({ ip: '203.0.113.9' })).toEqual({ installationBytes: GB });
  });
});
