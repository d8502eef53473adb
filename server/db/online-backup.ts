import { createWriteStream, readdirSync, rmSync, writeFileSync } from "node:fs";
import { rename } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream } from "node:stream/web";

/**
 * A backup of an embedded database that a running server holds (`npm run db:backup`, ADR 0038). PGlite
 * lets one process open its folder, so the backup asks the process that holds it (the pid in the data
 * directory's lock): it writes `DATA_DIR/backup-request-<id>` and sends this signal; the holder writes
 * PGlite's copy of its folder (taken inside PGlite's query lock: one consistent state) to
 * `backup-<id>.tar.partial`, renamed to `backup-<id>.tar` when whole, or `backup-<id>.failed` with the
 * reason. Only a process allowed to signal the server and write in its data directory can ask, and the
 * copy is written there alone.
 */
export const BACKUP_SIGNAL = "SIGUSR2";

const REQUEST = /^backup-request-([a-z0-9-]{1,64})$/;

export const backupRequestFile = (dataDir: string, id: string) => join(dataDir, `backup-request-${id}`);
export const backupAnswerFile = (dataDir: string, id: string) => join(dataDir, `backup-${id}.tar`);
export const backupFailureFile = (dataDir: string, id: string) => join(dataDir, `backup-${id}.failed`);

/** Answers backup requests for `dataDir` until the returned function is called (when the database closes). */
export function answerBackupRequests(dataDir: string, dump: () => Promise<Blob>): () => void {
  const answer = () => {
    let names: string[];
    try {
      names = readdirSync(dataDir);
    } catch {
      return;
    }
    for (const name of names) {
      const id = REQUEST.exec(name)?.[1];
      if (!id) continue;
      rmSync(join(dataDir, name), { force: true });
      void writeBackup(dataDir, id, dump);
    }
  };
  process.on(BACKUP_SIGNAL, answer);
  return () => {
    process.off(BACKUP_SIGNAL, answer);
  };
}

async function writeBackup(dataDir: string, id: string, dump: () => Promise<Blob>) {
  const file = backupAnswerFile(dataDir, id);
  try {
    const tarball = await dump();
    await pipeline(
      Readable.fromWeb(tarball.stream() as ReadableStream<Uint8Array>),
      // The whole database, sessions and all, until the backup has read it: its owner's alone.
      createWriteStream(`${file}.partial`, { mode: 0o600 }),
    );
    await rename(`${file}.partial`, file);
  } catch (error) {
    rmSync(`${file}.partial`, { force: true });
    writeFileSync(backupFailureFile(dataDir, id), error instanceof Error ? error.message : String(error));
  }
}
