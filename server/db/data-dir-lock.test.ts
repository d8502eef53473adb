import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError, processStartTime } from "./data-dir-lock";

const freshDir = () => mkdtempSync(join(tmpdir(), "ig-lock-"));
const holderOf = (dir: string) => (JSON.parse(readFileSync(join(dir, "server.lock"), "utf8")) as { pid: number }).pid;

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]);
  return Number(child.stdout.toString());
}

describe("acquireDataDirLock", () => {
  const writeLock = (dir: string, owner: { pid: number; host?: string; processStartedAt?: number | null }) =>
    writeFileSync(join(dir, "server.lock"), JSON.stringify({ host: hostname(), processStartedAt: null, ...owner }));

  it("records the owner's host, pid and process start time", () => {
    const dir = freshDir();
    const lock = acquireDataDirLock(dir);
    const owner = JSON.parse(readFileSync(lock.path, "utf8")) as Record<string, unknown>;
    expect(owner).toEqual({ pid: process.pid, host: hostname(), processStartedAt: processStartTime(process.pid) });
    expect(Math.abs(Number(owner.processStartedAt) - (Date.now() - process.uptime() * 1000))).toBeLessThan(2000);
    lock.release();
  });

  it("refuses a directory whose lock is held by a running process, naming it", () => {
    const dir = freshDir();
    writeLock(dir, { pid: process.ppid, processStartedAt: processStartTime(process.ppid) });
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(`pid ${process.ppid}`);
  });

  it("takes over a lock whose pid now belongs to another process (started at another time)", () => {
    const dir = freshDir();
    writeLock(dir, { pid: process.ppid, processStartedAt: processStartTime(process.ppid)! - 60_000 });
    const lock = acquireDataDirLock(dir);
    expect(holderOf(dir)).toBe(process.pid);
    lock.release();
  });

  it("refuses a lock from another host, saying what to do if that machine is gone", () => {
    const dir = freshDir();
    writeLock(dir, { pid: deadPid(), host: "other-machine" });
    expect(() => acquireDataDirLock(dir)).toThrow(
      /another machine \(other-machine, pid \d+\)\. Stop it first; if that machine is gone, delete/,
    );
  });

  it("takes over a lock whose process is gone", () => {
    const dir = freshDir();
    writeLock(dir, { pid: deadPid() });
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
    writeLock(dir, { pid: process.ppid });
    lock.release();
    expect(holderOf(dir)).toBe(process.ppid);
  });
});
