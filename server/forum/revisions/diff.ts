import { createHash } from "node:crypto";
import { diffWordsWithSpace } from "diff";
import type { DiffPart, TextDiff } from "../../../common/revisions";

/**
 * Word-by-word comparison of two texts, for the edit history (ADR 0033), with jsdiff's
 * `diffWordsWithSpace` (words and runs of spaces are its tokens: a tenth of `diffWords`'s cost, whose
 * tokenizer and clean-up passes took 20 ms on two unrelated 20,000-character posts); the spaces between
 * two changes are then folded into them, so that "one month" → "two months" reads as one change.
 *
 * Bounded: jsdiff's Myers algorithm costs about the square of the number of tokens changed, so it stops at
 * DIFF_MAX_EDITS tokens added or removed (about 2 ms for two unrelated 20,000-character posts on this
 * machine) and the edit is then shown whole: the text before it removed, the text after it added, with
 * what both share at the start and the end kept. Kept text far from any change is left out of the page
 * (its length said instead), so a one-word edit of a long post shows that word and its surroundings.
 */
export const DIFF_MAX_EDITS = 200;
/** Kept text shown on each side of a change. */
export const DIFF_CONTEXT_CHARS = 200;

/**
 * The comparisons made lately, by the texts compared: an edit's comparison never changes, and a history
 * page asked for again (or by many readers, or over and over by one) costs a hash of its texts instead
 * of up to 20 comparisons. Bounded by the characters the kept comparisons hold; the least recent goes.
 */
export const DIFFS_KEPT_CHARS = 4_000_000;
const keptDiffs = new Map<string, { diff: TextDiff; chars: number }>();
let keptChars = 0;

export function diffText(before: string, after: string): TextDiff {
  const key = createHash("sha256").update(before).update("\0").update(after).digest("base64url");
  const kept = keptDiffs.get(key);
  if (kept) {
    keptDiffs.delete(key);
    keptDiffs.set(key, kept);
    return kept.diff;
  }
  const diff = compare(before, after);
  const chars = diff.parts.reduce((sum, part) => sum + ("text" in part ? part.text.length : 0), 64);
  keptDiffs.set(key, { diff, chars });
  keptChars += chars;
  for (const [oldest, { chars: oldestChars }] of keptDiffs) {
    if (keptChars <= DIFFS_KEPT_CHARS) break;
    keptDiffs.delete(oldest);
    keptChars -= oldestChars;
  }
  return diff;
}

function compare(before: string, after: string): TextDiff {
  const changes = diffWordsWithSpace(before, after, { maxEditLength: DIFF_MAX_EDITS });
  if (changes) {
    const parts: DiffPart[] = changes
      .filter((change) => change.value.length > 0)
      .map((change) => ({ kind: change.added ? "added" : change.removed ? "removed" : "same", text: change.value }));
    return { parts: leaveOutFarText(foldSpacesBetweenChanges(parts)), wordByWord: true };
  }
  return { parts: leaveOutFarText(wholeChange(before, after)), wordByWord: false };
}

/** The text before removed and the text after added, between what both start and end with (whole words). */
function wholeChange(before: string, after: string): DiffPart[] {
  let start = 0;
  const shortest = Math.min(before.length, after.length);
  while (start < shortest && before[start] === after[start]) start++;
  // Back to the start of the word the texts part in.
  while (start > 0 && !/\s/.test(before[start - 1]!)) start--;
  let end = 0;
  while (end < shortest - start && before[before.length - 1 - end] === after[after.length - 1 - end]) end++;
  while (end > 0 && !/\s/.test(before[before.length - end]!)) end--;
  const parts: DiffPart[] = [
    { kind: "same", text: before.slice(0, start) },
    { kind: "removed", text: before.slice(start, before.length - end) },
    { kind: "added", text: after.slice(start, after.length - end) },
    { kind: "same", text: before.slice(before.length - end) },
  ];
  return parts.filter((part) => part.kind === "skipped" || part.text.length > 0);
}

type Text = { kind: "same" | "added" | "removed"; text: string };

/**
 * Changes separated only by spaces become one removal and one addition (the spaces in both): "one" →
 * "two", " ", "month" → "months" reads "one month" → "two months".
 */
function foldSpacesBetweenChanges(parts: DiffPart[]): DiffPart[] {
  const out: DiffPart[] = [];
  let run: Text[] = [];
  const flush = () => {
    if (run.length === 0) return;
    const removed = run.filter((part) => part.kind !== "added").map((part) => part.text);
    const added = run.filter((part) => part.kind !== "removed").map((part) => part.text);
    if (run.some((part) => part.kind === "removed")) out.push({ kind: "removed", text: removed.join("") });
    if (run.some((part) => part.kind === "added")) out.push({ kind: "added", text: added.join("") });
    run = [];
  };
  (parts as Text[]).forEach((part, index) => {
    const next = parts[index + 1];
    const between = part.kind === "same" && run.length > 0 && next && next.kind !== "same" && !/\S/.test(part.text);
    if (part.kind !== "same" || between) run.push(part);
    else {
      flush();
      out.push(part);
    }
  });
  flush();
  return out;
}

/** Kept text longer than its context on each side loses its middle (or its far end, first and last). */
function leaveOutFarText(parts: DiffPart[]): DiffPart[] {
  const out: DiffPart[] = [];
  parts.forEach((part, index) => {
    if (part.kind !== "same") return void out.push(part);
    const changeBefore = index > 0;
    const changeAfter = index < parts.length - 1;
    const keep = (changeBefore ? DIFF_CONTEXT_CHARS : 0) + (changeAfter ? DIFF_CONTEXT_CHARS : 0);
    // Not worth leaving out less than a context's length; a text with no change at all is shown whole.
    if ((!changeBefore && !changeAfter) || part.text.length <= keep + DIFF_CONTEXT_CHARS) return void out.push(part);
    const head = changeBefore ? cutAfterWord(part.text, DIFF_CONTEXT_CHARS) : 0;
    const tail = changeAfter ? cutBeforeWord(part.text, part.text.length - DIFF_CONTEXT_CHARS) : part.text.length;
    if (head > 0) out.push({ kind: "same", text: part.text.slice(0, head) });
    out.push({ kind: "skipped", chars: tail - head });
    if (tail < part.text.length) out.push({ kind: "same", text: part.text.slice(tail) });
  });
  return out;
}

/** The end of the word at `at` (so that a word is not cut in two), within a few characters. */
function cutAfterWord(text: string, at: number): number {
  const space = text.slice(at, at + 40).search(/\s/);
  return space === -1 ? at : at + space;
}

/** The start of the word at `at`. */
function cutBeforeWord(text: string, at: number): number {
  const window = text.slice(Math.max(0, at - 40), at);
  const space = window.search(/\s\S*$/);
  return space === -1 ? at : at - window.length + space + 1;
}
