import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError } from "./data-dir-lock";

const freshDir = () => mkdtempSync(join(tmpdir(), "ig-lock-"));
const holderOf = (dir: string) => (JSON.parse(readFileSync(join(dir, "server.lock"), "utf8")) as { pid: number }).pid;

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]);
  return Number(child.stdout.toString());
}

describe("acquireDataDirLock", () => {
  it("refuses a directory whose lock is held by a running process, naming it", () => {
    const dir = freshDir();
    writeFileSync(join(dir, "server.lock"), JSON.stringify({ pid: process.ppid, host: "x", startedAt: "" }));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(`pid ${process.ppid}`);
  });

  it("takes over a lock whose process is gone", () => {
    const dir = freshDir();
    writeFileSync(join(dir, "server.lock"), JSON.stringify({ pid: deadPid(), host: "x", startedAt: "" }));
    const lock = acquireDataDirLock(dir);
    expect(existsSync(lock.path)).toBe(true);
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
  });

  it("takes over a half-written lock file", () => {
    const dir = freshDir();
    writeFileSync(join(dir, "server.lock"), "{");
    const lock = acquireDataDirLock(dir);
    expect(holderOf(dir)).toBe(process.pid);
    lock.release();
  });

  it("leaves alone a lock that another process has taken since", () => {
    const dir = freshDir();
    const lock = acquireDataDirLock(dir);
    writeFileSync(lock.path, JSON.stringify({ pid: process.ppid, host: "x", startedAt: "" }));
    lock.release();
    expect(holderOf(dir)).toBe(process.ppid);
  });
});
