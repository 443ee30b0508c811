/** How fast an upload's body must arrive while it is read. */
export interface UploadPace {
  /** Over the time it is read, past the first `graceMs`, the body must arrive at least this fast on average. */
  minBytesPerSecond: number;
  graceMs: number;
  /** No byte for this long while it is read, and the upload has stalled. */
  stallMs: number;
}

/**
 * The pace an upload is held to: 32 KB a second on average after the first five seconds (a quarter of a slow
 * 1 Mbit/s line), and never five seconds without a byte: room for a lost packet's retransmission (TCP waits a
 * second, then two, then four) or a client's pause, little for a slow sender. A 10 MB file needs about 350 KB a second anyway to
 * arrive within the server's 30-second request timeout.
 */
export const UPLOAD_PACE: UploadPace = { minBytesPerSecond: 32 * 1024, graceMs: 5000, stallMs: 5000 };

const CHECK_EVERY_MS = 250;

/** A body's bytes counted as they are read, and the clock that runs only while they are. */
export interface PaceWatch {
  /** Counts bytes read. */
  add: (bytes: number) => void;
  /** Stops the clock, while the upload waits for its turn and the body is not read. */
  pause: () => void;
  resume: () => void;
  /** Stops watching for good. */
  stop: () => void;
}

/**
 * Watches an upload's pace (UploadPace): `tooSlow` is called once, and watching stops, when the bytes read
 * fall behind it or stall. The time spent paused does not count, and no byte is due the moment the clock
 * starts again.
 */
export function watchPace(pace: UploadPace, tooSlow: () => void): PaceWatch {
  let bytes = 0;
  let readingMs = 0;
  let runningSince: number | undefined = performance.now();
  let lastProgressAt = performance.now();
  let timer: NodeJS.Timeout | undefined;
  let lastCheckAt = performance.now();
  let over = false;
  const stop = () => {
    clearInterval(timer);
    timer = undefined;
  };
  const check = () => {
    if (runningSince === undefined) return;
    const now = performance.now();
    // A check that comes late means the server itself was busy (its event loop held by other work) and read
    // nothing meanwhile, whatever the client sent: that time is not counted against the upload.
    const lagMs = now - lastCheckAt - CHECK_EVERY_MS;
    lastCheckAt = now;
    if (lagMs > CHECK_EVERY_MS) {
      readingMs -= lagMs;
      lastProgressAt += lagMs;
    }
    const elapsedMs = readingMs + (now - runningSince);
    const due = (pace.minBytesPerSecond * (elapsedMs - pace.graceMs)) / 1000;
    if (now - lastProgressAt > pace.stallMs || bytes < due) {
      stop();
      runningSince = undefined;
      over = true;
      tooSlow();
    }
  };
  const start = () => {
    runningSince = performance.now();
    lastProgressAt = runningSince;
    lastCheckAt = runningSince;
    timer = setInterval(check, CHECK_EVERY_MS);
    timer.unref();
  };
  start();
  return {
    add: (count) => {
      bytes += count;
      lastProgressAt = performance.now();
    },
    pause: () => {
      if (runningSince === undefined) return;
      readingMs += performance.now() - runningSince;
      runningSince = undefined;
      stop();
    },
    resume: () => {
      if (!over && runningSince === undefined) start();
    },
    stop: () => {
      runningSince = undefined;
      over = true;
      stop();
    },
  };
}
