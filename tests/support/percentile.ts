/** The nearest-rank percentile (`fraction` 0.99 for p99) of some timings, in any order. */
export function percentile(values: readonly number[], fraction: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}
