/** Overlap resolution shared by the credential and personal-data detectors. */

/**
 * Keeps, inside every cluster of overlapping candidates, the highest-priority (then longest)
 * ones that do not overlap each other. Clusters are found in one sweep over sorted starts.
 */
export function resolveOverlaps<T extends { start: number; end: number; priority: number }>(cands: T[]): T[] {
  if (cands.length < 2) return cands.slice();
  const sorted = cands.slice().sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: T[] = [];
  let cluster: T[] = [];
  let clusterEnd = -1;
  const flush = () => {
    if (cluster.length === 1) kept.push(cluster[0]);
    else if (cluster.length > 1) {
      const ranked = cluster.slice().sort((a, b) => b.priority - a.priority || b.end - b.start - (a.end - a.start));
      const chosen: T[] = [];
      for (const c of ranked) if (!chosen.some((k) => c.start < k.end && k.start < c.end)) chosen.push(c);
      kept.push(...chosen);
    }
    cluster = [];
  };
  for (const c of sorted) {
    if (c.start >= clusterEnd) {
      flush();
      clusterEnd = c.end;
    } else clusterEnd = Math.max(clusterEnd, c.end);
    cluster.push(c);
  }
  flush();
  return kept.sort((a, b) => a.start - b.start);
}

