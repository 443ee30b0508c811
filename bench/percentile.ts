/** The value at percentile `p` (0 to 100) of `values`, 0 when there are none: the benchmarks' median, p95 and p99. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** The median time of `runs` runs of `work` on this thread, in milliseconds to a tenth. */
export function medianMs(work: () => unknown, runs = 7): number {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    work();
    times.push(performance.now() - started);
  }
  return Math.round(percentile(times, 50) * 10) / 10;
}
