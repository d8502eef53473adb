import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";

/**
 * PGlite has no lock of its own: two processes opening one data directory silently lose writes.
 * The lock file names its owner by host, pid and the process's start time. A lock is stale, and taken
 * over, only when we can tell its owner is gone: on this host, no process has that pid, or the process
 * that has it started at another time (the pid was reused after a crash). A lock from another host
 * (a shared volume) cannot be checked, so it is refused with what to do.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockOwner,
  ) {
    super(
      holder.host === hostname()
        ? `The data directory ${dataDir} is in use by another Ireland Guide process (pid ${holder.pid}). ` +
            `Stop that process first, or start this one with another DATA_DIR.`
        : `The data directory ${dataDir} is in use by an Ireland Guide process on another machine ` +
            `(${holder.host}, pid ${holder.pid}). Stop it first; if that machine is gone, delete ` +
            `${join(dataDir, "server.lock")}.`,
    );
  }
}

export interface LockOwner {
  pid: number;
  host: string;
  /** When the process started (ms since the epoch, as the system records it), or null where unknown. */
  processStartedAt: number | null;
}

/** A process's start time from /proc (Linux), in ms since the epoch; null elsewhere or when it is gone. */
export function processStartTime(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may contain spaces and parentheses: count fields after its last ')'.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const startTicks = Number(fields[19]); // field 22 of the whole line
    const bootTime = Number(/^btime (\d+)$/m.exec(readFileSync("/proc/stat", "utf8"))?.[1]);
    if (!Number.isFinite(startTicks) || !Number.isFinite(bootTime)) return null;
    return bootTime * 1000 + Math.round((startTicks * 1000) / CLOCK_TICKS_PER_SECOND);
  } catch {
    return null;
  }
}
/** USER_HZ: 100 on every Linux architecture Node runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Is the lock's owner still running? Only answered "no" when that is certain. */
function ownerIsAlive(owner: LockOwner): boolean {
  if (owner.host !== hostname()) return true;
  if (owner.pid === process.pid) return false; // our own leftover (a restart within one process)
  if (!isRunning(owner.pid)) return false;
  if (owner.processStartedAt === null) return true;
  const startedAt = processStartTime(owner.pid);
  // A different start time: the pid now belongs to another process.
  return startedAt === null || Math.abs(startedAt - owner.processStartedAt) < 1000;
}

function readOwner(lockPath: string): LockOwner | undefined {
  try {
    const parsed = JSON.parse(readFileSync(lockPath, "utf8")) as Partial<LockOwner>;
    if (typeof parsed.pid !== "number" || typeof parsed.host !== "string") return undefined;
    return { pid: parsed.pid, host: parsed.host, processStartedAt: parsed.processStartedAt ?? null };
  } catch {
    return undefined; // unreadable or half-written: treated as stale
  }
}

export interface DataDirLock {
  path: string;
  release(): void;
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, "server.lock");
  const owner: LockOwner = { pid: process.pid, host: hostname(), processStartedAt: processStartTime(process.pid) };
  const isOurs = (holder: LockOwner | undefined) =>
    holder?.pid === owner.pid && holder.host === owner.host && holder.processStartedAt === owner.processStartedAt;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockPath, "wx");
      writeSync(fd, JSON.stringify(owner));
      closeSync(fd);
      let released = false;
      return {
        path: lockPath,
        release() {
          if (released) return;
          released = true;
          if (isOurs(readOwner(lockPath))) rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = readOwner(lockPath);
      if (holder && ownerIsAlive(holder)) throw new DataDirLockedError(dataDir, holder);
      rmSync(lockPath, { force: true }); // stale lock: its process is gone
    }
  }
  throw new Error(`Could not take the lock on ${lockPath}`);
}
