/** A node of a V8 CPU profile (`.cpuprofile`), as `node --cpu-prof` and the inspector write it. */
export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

/** A V8 CPU profile: its nodes, the node of each sample and the time between samples (µs). */
export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * Self time summed by a key of each busy node (idle samples left out), largest first, each as a line
 * "  12.3%  key", at most `count` of them; `where` shortens a node's script address for the key.
 */
export function selfTimeLines(profile: CpuProfile, keyOf: (node: ProfileNode, where: string) => string, where: (url: string) => string, count: number): string[] {
  const selfTime = new Map<number, number>();
  profile.samples.forEach((id, index) => selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));
  const byKey = new Map<string, number>();
  let total = 0;
  for (const node of profile.nodes) {
    if (node.callFrame.functionName === '(idle)') continue;
    const time = selfTime.get(node.id) ?? 0;
    total += time;
    const key = keyOf(node, where(node.callFrame.url));
    byKey.set(key, (byKey.get(key) ?? 0) + time);
  }
  return [...byKey].sort((a, b) => b[1] - a[1]).slice(0, count).map(([key, time]) => `${((time / total) * 100).toFixed(1).padStart(5)}%  ${key}`);
}

/** A node named by its function and where it is: "readRow dist/server/main.mjs:120". */
export function functionKey(node: ProfileNode, where: string): string {
  return `${node.callFrame.functionName || '(anonymous)'} ${where}:${node.callFrame.lineNumber + 1}`;
}
