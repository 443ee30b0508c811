import fs from 'node:fs';
import type { Kysely } from 'kysely';
import { DAY_MS } from '../domain/constants';
import { evidenceStorageWarnings, type EvidenceStorage } from '../domain/evidence-storage';
import { clientAddressKey, type ClientAddresses } from './auth/client-address.server';
import { installationEvidenceBytes, type EvidenceCaps } from './store/evidence-files.server';
import type { Database } from './store/schema.server';

/** A disk's free bytes (for an unprivileged process) and its size. */
export type DiskSpace = NonNullable<EvidenceStorage['disk']>;

/** The installation's evidence cap when E8_EVIDENCE_STORAGE_GB is unset and the database's disk cannot be seen (PostgreSQL): 50 GB. */
export const EVIDENCE_STORAGE_BYTES_UNSEEN_DISK = 50 * 1024 ** 3;

/** A log warning about storage is repeated at most this often while it holds. */
const WARNING_INTERVAL_MS = 60 * 60 * 1000;

/** The disk that holds a folder, or undefined when it cannot be read. */
export async function diskSpaceOf(folder: string): Promise<DiskSpace | undefined> {
  try {
    const stats = await fs.promises.statfs(folder);
    return { freeBytes: stats.bavail * stats.bsize, sizeBytes: stats.blocks * stats.bsize };
  } catch {
    return undefined;
  }
}

/**
 * The installation's evidence cap when E8_EVIDENCE_STORAGE_GB is unset: what is kept already and half of the
 * data folder's free space at start-up (the other half stays for the database's other rows, its journal and the
 * logs); on PostgreSQL, whose disk the server cannot see (`disk` undefined), EVIDENCE_STORAGE_BYTES_UNSEEN_DISK.
 */
export function defaultEvidenceCap(keptBytes: number, disk: DiskSpace | undefined): number {
  return disk ? keptBytes + Math.floor(disk.freeBytes / 2) : EVIDENCE_STORAGE_BYTES_UNSEEN_DISK;
}

/** What the watch needs: the cap, how to read the data folder's disk (none on PostgreSQL), the day's volume per address (none while rate limits are off), the clock and the log. */
export interface EvidenceStorageSettings {
  capBytes: number;
  disk: () => Promise<DiskSpace | undefined>;
  uploadBytesPerAddressPerDay: number | undefined;
  now: () => number;
  warn: (line: string) => void;
}

/** The installation's storage of evidence: the caps a kept file is held to, how full it is, and warnings in the log. */
export interface EvidenceStorageWatch {
  /** The caps of an upload: the installation's, and the day's volume of the address when the upload is anonymous (given its address). */
  caps: (anonymousAddress?: ClientAddresses) => EvidenceCaps;
  /** How full the storage is now, for the portal's dashboard. */
  status: () => Promise<EvidenceStorage>;
  /** Logs the storage's warnings, if any, at most once an hour while they hold: after a file is kept (with the total after it) and at start-up. */
  warnIfFull: (keptBytes?: number) => Promise<void>;
}

/** Watches the installation's evidence storage against its cap and the data folder's disk. */
export function evidenceStorageWatch(db: Kysely<Database>, settings: EvidenceStorageSettings): EvidenceStorageWatch {
  let lastWarnedAt: number | undefined;
  const status = async (keptBytes?: number): Promise<EvidenceStorage> => ({
    keptBytes: keptBytes ?? (await installationEvidenceBytes(db)),
    capBytes: settings.capBytes,
    disk: (await settings.disk()) ?? null,
  });
  return {
    caps: (anonymousAddress) => {
      const perDay = settings.uploadBytesPerAddressPerDay;
      if (anonymousAddress === undefined || perDay === undefined) return { installationBytes: settings.capBytes };
      const dailyVolume = { key: `uploadBytes ${clientAddressKey(anonymousAddress)}`, maxBytes: perDay, now: settings.now(), windowMs: DAY_MS };
      return { installationBytes: settings.capBytes, dailyVolume };
    },
    status: () => status(),
    warnIfFull: async (keptBytes) => {
      const at = settings.now();
      if (lastWarnedAt !== undefined && at - lastWarnedAt < WARNING_INTERVAL_MS) return;
      const warnings = evidenceStorageWarnings(await status(keptBytes));
      if (warnings.length === 0) return;
      lastWarnedAt = at;
      for (const warning of warnings) settings.warn(warning);
    },
  };
}
