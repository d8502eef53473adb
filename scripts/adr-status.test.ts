import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * The architecture decision records (docs/decisions) say whether they still hold (issue #49 item 7): each
 * starts `# N. Title`, a blank line, `Date: YYYY-MM-DD`, then on the next line one of
 *
 * - `Status: accepted` (what the code does),
 * - `Status: accepted, amended by NNNN[, NNNN…]` (later ADRs changed part of it),
 * - `Status: superseded by NNNN` (a later ADR replaced it),
 * - `Status: not used` (a number that was skipped, kept so the sequence has no hole).
 */
const DECISIONS = new URL("../docs/decisions/", import.meta.url);
const FILE_NAME = /^(\d{4})-[a-z0-9-]+\.md$/;
const HEADING = /^# (\d+)\. \S/;
const DATE = /^Date: \d{4}-\d{2}-\d{2}$/;
const STATUS = /^Status: (?:accepted|not used|superseded by (\d{4})|accepted, amended by (\d{4}(?:, \d{4})*))$/;

interface Decision {
  file: string;
  number: number;
  lines: string[];
}

function readDecisions(): Decision[] {
  return readdirSync(DECISIONS)
    .filter((file) => file.endsWith(".md"))
    .sort()
    .map((file) => ({
      file,
      number: Number(FILE_NAME.exec(file)?.[1] ?? Number.NaN),
      lines: readFileSync(new URL(file, DECISIONS), "utf8").split("\n"),
    }));
}

/** What is wrong with the decisions' numbering, headings and status lines: one sentence per problem. */
function decisionProblems(decisions: Decision[]): string[] {
  const problems: string[] = [];
  const numbers = new Set(decisions.map((decision) => decision.number));

  for (const { file, number, lines } of decisions) {
    if (Number.isNaN(number)) {
      problems.push(`${file}: the name is not NNNN-words.md`);
      continue;
    }
    const heading = HEADING.exec(lines[0] ?? "");
    if (!heading) problems.push(`${file}: the first line is not "# N. Title"`);
    else if (Number(heading[1]) !== number)
      problems.push(`${file}: the heading says ${heading[1]}, the file ${number}`);

    if (lines[1] !== "" || !DATE.test(lines[2] ?? "")) {
      problems.push(`${file}: the third line is not "Date: YYYY-MM-DD" after a blank line`);
      continue;
    }
    const statusLine = lines[3] ?? "";
    if (!statusLine.startsWith("Status:")) {
      problems.push(`${file}: no "Status:" line right after the Date line`);
      continue;
    }
    const status = STATUS.exec(statusLine);
    if (!status) {
      problems.push(
        `${file}: "${statusLine}" is not accepted, accepted, amended by NNNN, superseded by NNNN or not used`,
      );
      continue;
    }
    const named = (status[1] ?? status[2] ?? "").split(", ").filter(Boolean).map(Number);
    if (new Set(named).size !== named.length) problems.push(`${file}: "${statusLine}" names an ADR twice`);
    for (const later of named) {
      if (!numbers.has(later)) problems.push(`${file}: "${statusLine}" names ADR ${later}, which does not exist`);
      else if (later <= number) problems.push(`${file}: "${statusLine}" names ADR ${later}, which is not later`);
    }
  }

  const seen = new Map<number, string>();
  for (const { file, number } of decisions) {
    if (Number.isNaN(number)) continue;
    const first = seen.get(number);
    if (first) problems.push(`${file}: number ${number} is taken by ${first} too`);
    else seen.set(number, file);
  }
  const highest = Math.max(0, ...seen.keys());
  for (let number = 1; number <= highest; number++)
    if (!seen.has(number)) problems.push(`no ADR numbered ${String(number).padStart(4, "0")}`);

  return problems;
}

const decision = (file: string, text: string): Decision => ({
  file,
  number: Number(FILE_NAME.exec(file)?.[1]),
  lines: text.split("\n"),
});
const ok = (number: number, status = "accepted") =>
  decision(`${String(number).padStart(4, "0")}-x.md`, `# ${number}. X\n\nDate: 2026-11-30\nStatus: ${status}\n`);

describe("the architecture decision records", () => {
  const decisions = readDecisions();

  it("are all there", () => {
    expect(decisions.length).toBeGreaterThanOrEqual(55);
  });

  it("are numbered without gaps, each says its status, and a status names only later ADRs", () => {
    expect(decisionProblems(decisions)).toEqual([]);
  });
});

describe("the check of the decision records", () => {
  it("passes each form of status", () => {
    const set = [ok(1, "accepted, amended by 0002, 0003"), ok(2, "superseded by 0003"), ok(3, "not used"), ok(4)];
    expect(decisionProblems(set)).toEqual([]);
  });

  it("fails without a Status line right after the Date line", () => {
    const set = [decision("0001-x.md", "# 1. X\n\nDate: 2026-11-30\n\nStatus: accepted\n")];
    expect(decisionProblems(set)).toEqual(['0001-x.md: no "Status:" line right after the Date line']);
  });

  it("fails on a status of another form", () => {
    expect(decisionProblems([ok(1, "Accepted")])).toEqual([
      '0001-x.md: "Status: Accepted" is not accepted, accepted, amended by NNNN, superseded by NNNN or not used',
    ]);
    expect(decisionProblems([ok(1, "amended by 0002"), ok(2)])).toHaveLength(1);
  });

  it("fails when a status names an ADR that does not exist or is not later", () => {
    expect(decisionProblems([ok(1), ok(2, "superseded by 0001"), ok(3, "accepted, amended by 0009")])).toEqual([
      '0002-x.md: "Status: superseded by 0001" names ADR 1, which is not later',
      '0003-x.md: "Status: accepted, amended by 0009" names ADR 9, which does not exist',
    ]);
  });

  it("fails on a gap, a duplicate and a heading whose number is not the file's", () => {
    const twin = decision("0003-z.md", "# 3. Z\n\nDate: 2026-11-30\nStatus: accepted\n");
    const wrongHeading = decision("0004-y.md", "# 5. Y\n\nDate: 2026-11-30\nStatus: accepted\n");
    expect(decisionProblems([ok(1), ok(3), twin, wrongHeading])).toEqual([
      "0004-y.md: the heading says 5, the file 4",
      "0003-z.md: number 3 is taken by 0003-x.md too",
      "no ADR numbered 0002",
    ]);
  });
});
