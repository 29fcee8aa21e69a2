/**
 * Whether `text` has `min` consecutive code units that `inRun` accepts. A run that long covers a
 * multiple of `min`, so only those positions are probed and measured around: ordinary text costs
 * one read in `min`, where a regex would try every position. The cheap gates of the decoders
 * (injection.ts, encoded-views.ts) use it before any regex runs.
 */
export function hasRunOf(text: string, min: number, inRun: (c: number) => boolean): boolean {
  const n = text.length;
  let covered = 0; // positions below this were measured already
  for (let p = min - 1; p < n; p += min) {
    if (p < covered || !inRun(text.charCodeAt(p))) continue;
    let a = p;
    while (a > covered && p - a < min && inRun(text.charCodeAt(a - 1))) a--;
    let b = p + 1;
    while (b < n && b - a < min && inRun(text.charCodeAt(b))) b++;
    if (b - a >= min) return true;
    covered = b;
  }
  return false;
}
