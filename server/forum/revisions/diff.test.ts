import { describe, expect, it } from "vitest";
import { DIFF_CONTEXT_CHARS, DIFFS_KEPT_CHARS, diffText } from "./diff";

describe("diffText", () => {
  it("marks the words an edit added and removed, and keeps the rest", () => {
    expect(diffText("Bring your passport and a bill.", "Bring your passport and a bank statement.")).toEqual({
      wordByWord: true,
      parts: [
        { kind: "same", text: "Bring your passport and a " },
        { kind: "removed", text: "bill" },
        { kind: "added", text: "bank statement" },
        { kind: "same", text: "." },
      ],
    });
  });

  it("reads words changed next to each other as one change", () => {
    expect(diffText("The deposit was one month of rent.", "The deposit was two months of rent.").parts).toEqual([
      { kind: "same", text: "The deposit was " },
      { kind: "removed", text: "one month" },
      { kind: "added", text: "two months" },
      { kind: "same", text: " of rent." },
    ]);
    expect(diffText("a b c", "a c").parts).toEqual([
      { kind: "same", text: "a " },
      { kind: "removed", text: "b " },
      { kind: "same", text: "c" },
    ]);
  });

  it("leaves out kept text far from any change, saying how much, and never cuts a word", () => {
    const long = Array.from({ length: 300 }, (_, index) => `word${index}`).join(" ");
    const { parts } = diffText(`${long} old ending`, `${long} new ending`);
    expect(parts.map((part) => part.kind)).toEqual(["skipped", "same", "removed", "added", "same"]);
    const kept = parts[1] as { text: string };
    expect(kept.text.length).toBeLessThanOrEqual(DIFF_CONTEXT_CHARS + 40);
    expect(kept.text).toMatch(/^word\d+ /);
    const skipped = parts[0] as { chars: number };
    expect(skipped.chars + kept.text.length).toBe(long.length + 1);
  });

  it("shows an edit that changed too much whole, between what both texts share, and within a few milliseconds", () => {
    const words = (seed: number) =>
      Array.from({ length: 3_000 }, (_, index) => `w${(index * 7919 + seed * 104729) % 997}`).join(" ");
    const before = `Shared start. ${words(1)} Shared end.`;
    const after = `Shared start. ${words(2)} Shared end.`;
    const started = performance.now();
    const diff = diffText(before, after);
    expect(performance.now() - started).toBeLessThan(500);
    expect(diff.wordByWord).toBe(false);
    expect(diff.parts.map((part) => part.kind)).toEqual(["same", "removed", "added", "same"]);
    expect(diff.parts[0]).toEqual({ kind: "same", text: "Shared start. " });
    expect(diff.parts[3]).toEqual({ kind: "same", text: " Shared end." });
  });

  it("keeps a comparison made lately, and lets the least recent go past its bound", () => {
    const before = "Rent was 900 a month in Cabra.";
    const after = "Rent was 950 a month in Cabra.";
    const first = diffText(before, after);
    expect(diffText(before, after)).toBe(first);
    expect(diffText(before, "Rent was 1,000 a month in Cabra.")).not.toBe(first);
    // Unrelated long texts, each shown whole, until more than the bound has been compared.
    const long = (n: number) => `${n} `.repeat(4_000);
    for (let n = 0; n * 2 * long(n).length < DIFFS_KEPT_CHARS * 1.5; n++) diffText(long(n), long(n + 1));
    expect(diffText(before, after)).not.toBe(first);
    expect(diffText(before, after)).toEqual(first);
  });
});
