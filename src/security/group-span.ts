/**
 * Where capture group 1 of a regex lies in every match, read from the source, so a detector can
 * take the group's offsets from `m.index` and the lengths of `m[0]` and `m[1]` instead of asking
 * for match indices: in JSC the `d` flag makes every successful exec build an index array per
 * group, which costs more than the match itself on short texts.
 *
 * - `whole`: no capture group, the span is the match;
 * - `opens`: group 1 starts the match (only lookbehinds before it), so it starts at `m.index`;
 * - `closes`: group 1 ends the match (only lookaheads after it), so it ends at the match end;
 * - `indices`: anything else; the regex keeps the `d` flag.
 *
 * Only the top-level sequence is inspected: a top-level `|`, or group 1 inside another group or
 * under a quantifier, gives `indices`.
 */

export type GroupSpan = 'whole' | 'opens' | 'closes' | 'indices';

/** Index just past the group opening at `open` (`source[open] === '('`), or -1 when unbalanced. */
function groupEnd(source: string, open: number): number {
  let depth = 0;
  let inClass = false;
  for (let i = open; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      continue;
    }
    if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i + 1;
  }
  return -1;
}

const isLookbehind = (source: string, i: number) => source.startsWith('(?<=', i) || source.startsWith('(?<!', i);
const isLookahead = (source: string, i: number) => source.startsWith('(?=', i) || source.startsWith('(?!', i);
const isCapture = (source: string, i: number) => source[i] === '(' && source[i + 1] !== '?';

/** Whether the regex source has a capture group anywhere (escapes and classes skipped). */
function hasCapture(source: string): boolean {
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (isCapture(source, i) || (source.startsWith('(?<', i) && !isLookbehind(source, i))) return true;
  }
  return false;
}

/**
 * The top-level items of `source` as [start, end) ranges: a group with its quantifier, or one
 * other atom with its quantifier. Null when there is a top-level `|` or the source is malformed.
 */
function topLevelItems(source: string): Array<[number, number]> | null {
  const items: Array<[number, number]> = [];
  let i = 0;
  while (i < source.length) {
    const start = i;
    const c = source[i];
    if (c === '|') return null;
    if (c === '(') {
      i = groupEnd(source, i);
      if (i < 0) return null;
    } else if (c === '[') {
      i++;
      if (source[i] === '^') i++;
      if (source[i] === ']') i++;
      while (i < source.length && source[i] !== ']') i += source[i] === '\\' ? 2 : 1;
      if (i >= source.length) return null;
      i++;
    } else if (c === '\\') i += 2;
    else i++;
    // a quantifier belongs to the atom before it
    const q = /^(?:[*+?]|\{\d+(?:,\d*)?\})\??/.exec(source.slice(i));
    if (q) i += q[0].length;
    items.push([start, i]);
  }
  return items;
}

export function groupOneSpan(source: string): GroupSpan {
  if (!hasCapture(source)) return 'whole';
  const items = topLevelItems(source);
  if (items === null) return 'indices';
  const at = items.findIndex(([s]) => isCapture(source, s));
  if (at < 0) return 'indices';
  const [start, end] = items[at];
  // a capture before it (nested in an earlier group) would be group 1; a quantified group may
  // match nothing or repeat
  if (hasCapture(source.slice(0, start)) || source[end - 1] !== ')') return 'indices';
  const allZeroWidth = (from: number, to: number, test: (s: string, i: number) => boolean) =>
    items.slice(from, to).every(([s, e]) => test(source, s) && groupEnd(source, s) === e);
  if (allZeroWidth(0, at, isLookbehind)) return 'opens';
  if (allZeroWidth(at + 1, items.length, isLookahead)) return 'closes';
  return 'indices';
}

/** Start of group 1 (of the match for `whole`) in `m`, a match of a regex whose group 1 lies as `span` says. */
export function spanStart(span: GroupSpan, m: RegExpExecArray): number {
  if (span === 'closes') return m.index + m[0].length - m[1].length;
  if (span === 'indices') return (m.indices![1] ?? m.indices![0])[0];
  return m.index;
}

/** End of group 1 (of the match for `whole`) in `m`; see spanStart. */
export function spanEnd(span: GroupSpan, m: RegExpExecArray): number {
  if (span === 'opens') return m.index + m[1].length;
  if (span === 'indices') return (m.indices![1] ?? m.indices![0])[1];
  return m.index + m[0].length;
}

/** `re` without the `d` flag when its group 1 can be found without indices (see groupOneSpan). */
export function withoutIndices(re: RegExp): { re: RegExp; span: GroupSpan } {
  const span = groupOneSpan(re.source);
  if (span === 'indices' || !re.hasIndices) return { re, span: re.hasIndices ? span : 'indices' };
  return { re: new RegExp(re.source, re.flags.replace('d', '')), span };
}
