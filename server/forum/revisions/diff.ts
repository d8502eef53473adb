import { diffWords } from "diff";
import type { DiffPart, TextDiff } from "../../../common/revisions";

/**
 * Word-by-word comparison of two texts, for the edit history (ADR 0033), with jsdiff (`diffWords`).
 *
 * Bounded: jsdiff's Myers algorithm costs about the square of the number of words changed, so it stops at
 * DIFF_MAX_EDITS words added or removed (about 3 ms for two unrelated 20,000-character posts on this
 * machine) and the edit is then shown whole: the text before it removed, the text after it added, with
 * what both share at the start and the end kept. Kept text far from any change is left out of the page
 * (its length said instead), so a one-word edit of a long post shows that word and its surroundings.
 */
export const DIFF_MAX_EDITS = 200;
/** Kept text shown on each side of a change. */
export const DIFF_CONTEXT_CHARS = 200;

export function diffText(before: string, after: string): TextDiff {
  const changes = diffWords(before, after, { maxEditLength: DIFF_MAX_EDITS });
  if (changes) {
    const parts: DiffPart[] = changes
      .filter((change) => change.value.length > 0)
      .map((change) => ({ kind: change.added ? "added" : change.removed ? "removed" : "same", text: change.value }));
    return { parts: leaveOutFarText(parts), wordByWord: true };
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
