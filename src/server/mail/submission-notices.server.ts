import type { Assessment } from '../../domain/assessment';
import { MAX_ASSESSMENTS_LISTED_IN_DIGEST, NOTICES_MAILED_ONE_BY_ONE_PER_HOUR } from '../../domain/constants';
import { digestEntry, submissionDigest, type DigestEntry } from '../../domain/submission-digest';
import { submissionNotice } from '../../domain/submission-notice';
import type { BackgroundTasks } from '../background-tasks.server';
import type { SubmissionNoticeDelivery } from './submission-notice-mail.server';

const HOUR_MS = 60 * 60 * 1000;

/** A started timer that can be called off. */
export interface Timer {
  cancel(): void;
}

/** What the notices need: where they go, the work queue that sends them, the clock, and the hour's allowance. */
export interface SubmissionNoticeSettings {
  delivery: SubmissionNoticeDelivery;
  tasks: BackgroundTasks;
  now: () => number;
  productName: string;
  /** The deployment's time zone (E8_TIME_ZONE), on whose day a notice's level is worked out. */
  timeZone: string;
  perHour?: number;
  maxListed?: number;
  /** Runs the hour's digest when the hour ends; by default a timer that does not keep the process alive. */
  startTimer?: (run: () => void, delayMs: number) => Timer;
}

function unrefTimer(run: () => void, delayMs: number): Timer {
  const timer = setTimeout(run, delayMs);
  timer.unref();
  return { cancel: () => clearTimeout(timer) };
}

/**
 * The team's notices of completed assessments (E8_NOTIFY_EMAIL). In an hour from the first notice, the
 * first `perHour` are mailed one by one; the rest are collected and mailed as one digest when the hour
 * ends, so a flood of submissions sends a dozen mails an hour, not thousands. Kept in this process:
 * several instances each mail their own notices and digest, and a digest not yet sent when the process
 * stops is sent on a clean shutdown (the app's close calls `sendDigest`), lost on a crash.
 */
export class SubmissionNotices {
  readonly #settings: SubmissionNoticeSettings;
  readonly #perHour: number;
  readonly #maxListed: number;
  #hourEnds = 0;
  #mailedThisHour = 0;
  #collected: DigestEntry[] = [];
  #unlisted = 0;
  #timer: Timer | undefined;

  constructor(settings: SubmissionNoticeSettings) {
    this.#settings = settings;
    this.#perHour = settings.perHour ?? NOTICES_MAILED_ONE_BY_ONE_PER_HOUR;
    this.#maxListed = settings.maxListed ?? MAX_ASSESSMENTS_LISTED_IN_DIGEST;
  }

  /** Mails the notice of a completed assessment now, or keeps it for the hour's digest past the hour's allowance. */
  completed(assessment: Assessment, detailLink: string): void {
    const { delivery, tasks, now, productName, timeZone } = this.#settings;
    const at = now();
    if (at >= this.#hourEnds) {
      this.sendDigest();
      this.#hourEnds = at + HOUR_MS;
      this.#mailedThisHour = 0;
    }
    if (this.#mailedThisHour < this.#perHour) {
      this.#mailedThisHour += 1;
      const notice = submissionNotice(assessment, detailLink, productName, timeZone);
      tasks.run(() => delivery.send(notice));
      return;
    }
    // Only what the digest lists is kept, and at most `maxListed` entries: a flood costs a counter, not memory.
    if (this.#collected.length < this.#maxListed) this.#collected.push(digestEntry(assessment, detailLink, timeZone));
    else this.#unlisted += 1;
    this.#timer ??= (this.#settings.startTimer ?? unrefTimer)(() => this.sendDigest(), this.#hourEnds - at);
  }

  /** Mails the digest of what was collected, if anything was: at the hour's end, or at shutdown. */
  sendDigest(): void {
    this.#timer?.cancel();
    this.#timer = undefined;
    if (this.#collected.length === 0 && this.#unlisted === 0) return;
    const { delivery, tasks, productName } = this.#settings;
    const digest = submissionDigest(this.#collected, this.#unlisted, this.#perHour, productName);
    this.#collected = [];
    this.#unlisted = 0;
    tasks.run(() => delivery.send(digest));
  }
}
