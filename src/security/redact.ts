/**
 * Redaction: each credential or personal-data span becomes `[REDACTED:<type>]`. Overlapping
 * spans are merged into one replacement (named after the credential if one is involved, else the
 * longest span), and every character outside the spans is copied unchanged.
 */
import type { Finding } from './types.ts';

export function redactionMarker(type: string): string {
  return `[REDACTED:${type}]`;
}

interface Span {
  start: number;
  end: number;
  type: string;
  rank: number;
}

function rank(f: Finding): number {
  return (f.kind === 'credential' ? 1_000_000_000 : 0) + (f.end - f.start);
}

/** Merges overlapping redactable findings; touching spans stay separate. Sorted by start. */
export function mergeSpans(findings: readonly Finding[]): Array<{ start: number; end: number; type: string }> {
  const spans: Span[] = findings
    .filter((f) => f.kind !== 'injection' && f.end > f.start)
    .map((f) => ({ start: f.start, end: f.end, type: f.type, rank: rank(f) }))
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Span[] = [];
  for (const s of spans) {
    const last = merged[merged.length - 1];
    if (last && s.start < last.end) {
      if (s.rank > last.rank) {
        last.type = s.type;
        last.rank = s.rank;
      }
      last.end = Math.max(last.end, s.end);
    } else merged.push({ ...s });
  }
  return merged.map(({ start, end, type }) => ({ start, end, type }));
}

/** Whether the findings are redactable, non-empty, in start order and disjoint: nothing to merge. */
function disjoint(findings: readonly Finding[]): boolean {
  let end = -1;
  for (const f of findings) {
    if (f.kind === 'injection' || f.end <= f.start || f.start < end) return false;
    end = f.end;
  }
  return true;
}

/** `text` with each merged credential/PII span replaced by its marker. */
export function applyRedaction(text: string, findings: readonly Finding[]): string {
  if (findings.length === 0) return text;
  // the scanner's own findings are already resolved: disjoint and sorted
  const spans = disjoint(findings) ? findings : mergeSpans(findings);
  if (spans.length === 0) return text;
  let out = '';
  let pos = 0;
  for (const s of spans) {
    out += text.slice(pos, s.start) + redactionMarker(s.type);
    pos = s.end;
  }
  return out + text.slice(pos);
}
