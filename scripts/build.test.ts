import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../server/paths";
import { buildStages } from "./stages";
import { BuildStageError, runStages, type BuildStage } from "./stages/runner";

/** The part of a declared path before its first wildcard: "build/client/**\/*.html" → "build/client/". */
const fixedPart = (path: string) => path.split(/[*{]/, 1)[0]!;
/** Whether a declared write covers a declared read: the same path, or the read lies in the write's folder. */
const covers = (write: string, read: string) =>
  write === read ||
  ((write.endsWith("/") || write !== fixedPart(write)) && fixedPart(read).startsWith(fixedPart(write)));

/** Each read under build/ that no earlier stage writes, and each other read that is not in the source tree. */
function unmetReads(stages: readonly BuildStage[]): string[] {
  const problems: string[] = [];
  stages.forEach((stage, index) => {
    const earlier = stages.slice(0, index).flatMap(({ writes }) => writes);
    for (const read of stage.reads) {
      if (read.startsWith("build/")) {
        if (!earlier.some((write) => covers(write, read)))
          problems.push(`${stage.name} reads ${read}, which no earlier stage writes`);
      } else if (!existsSync(join(PROJECT_ROOT, fixedPart(read)))) {
        problems.push(`${stage.name} reads ${read}, which is not in the source tree`);
      }
    }
  });
  return problems;
}

const stage = (name: string, run: BuildStage["run"], reads: string[] = [], writes: string[] = []): BuildStage => ({
  name,
  reads,
  writes,
  run,
});

describe("the build's stages", () => {
  it("run in the order the issue names, each named once", () => {
    const names = buildStages.map(({ name }) => name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual([
      "react-router",
      "locale-clients",
      "server-bundle",
      "defer-hydration",
      "csp-hashes",
      "icons",
      "service-worker",
      "precompress",
    ]);
  });

  it("each read what the source tree or an earlier stage writes", () => {
    expect(unmetReads(buildStages)).toEqual([]);
  });

  it("write under build/ only", () => {
    for (const { name, writes } of buildStages) {
      expect(writes.length, name).toBeGreaterThan(0);
      for (const write of writes) expect(write, name).toMatch(/^build\/[^/]/);
    }
  });
});

describe("the check of the stage table", () => {
  it("finds a read that comes before its write, and a source path that does not exist", () => {
    const run = async () => {};
    const stages = [
      stage("first", run, ["build/client/index.html", "app/no-such-file.ts"], ["build/csp-hashes.json"]),
      stage("second", run, ["build/csp-hashes.json", "app/"], ["build/client/"]),
    ];
    expect(unmetReads(stages)).toEqual([
      "first reads build/client/index.html, which no earlier stage writes",
      "first reads app/no-such-file.ts, which is not in the source tree",
    ]);
  });

  it("takes a folder or a wildcard as covering what is inside it, and nothing else", () => {
    expect(covers("build/client/", "build/client/**/*.html")).toBe(true);
    expect(covers("build/client/**/*.html", "build/client/index.html")).toBe(true);
    expect(covers("build/client/sw.js", "build/client/sw.js")).toBe(true);
    expect(covers("build/client/sw.js", "build/client/")).toBe(false);
    expect(covers("build/server/", "build/server-other/x.js")).toBe(false);
  });
});

describe("the build's runner", () => {
  it("runs the stages in order and logs each with its time and what it made", async () => {
    const ran: string[] = [];
    const lines: string[] = [];
    await runStages(
      [
        stage("one", async () => void ran.push("one")),
        stage("two", async () => {
          ran.push("two");
          return "made two things";
        }),
      ],
      (line) => lines.push(line),
    );
    expect(ran).toEqual(["one", "two"]);
    expect(lines[1]).toMatch(/^build stage one done in \d+\.\d s$/);
    expect(lines[3]).toMatch(/^build stage two done in \d+\.\d s: made two things$/);
  });

  it("stops at a failing stage with an error that names it", async () => {
    const ran: string[] = [];
    const failure = new Error("no favicon.svg in build/client");
    const result = runStages(
      [
        stage("one", async () => void ran.push("one")),
        stage("icons", async () => {
          throw failure;
        }),
        stage("three", async () => void ran.push("three")),
      ],
      () => {},
    );
    await expect(result).rejects.toThrow(new BuildStageError("icons", failure));
    await expect(result).rejects.toMatchObject({
      message: "build stage icons failed: no favicon.svg in build/client",
      stage: "icons",
      cause: failure,
    });
    expect(ran).toEqual(["one"]);
  });
});
