/** The value at percentile `p` (0 to 100) of `values`, 0 when there are none: the benchmarks' median, p95 and p99. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
