/**
 * Backups of the database the server uses (DATABASE_URL, or the PGlite data in DATA_DIR); ADR 0038.
 *
 *   npm run db:backup  -- [file]              default: backups/ireland-guide-<UTC time>.dump | .tar.gz
 *   npm run db:restore -- <file> [--force]    --force replaces a database that is not empty
 *
 * PostgreSQL: pg_dump / pg_restore (a client at least as new as the server). PGlite: PGlite's copy of its
 * folder, asked of the running server when one holds it. Backups run beside a running server; a restore
 * wants it stopped. A backup holds no sessions and no short-lived tokens (password-reset links), and only
 * its owner can read it (0600; a folder it makes is 0700). A restore signs nobody in.
 */
import { loadConfig } from "../server/config";
import { backup, BackupError, defaultBackupFile, restore, type BackupTarget } from "./lib/backup";

const USAGE = "Usage: npm run db:backup -- [file]\n       npm run db:restore -- <file> [--force]";

async function main([command, ...args]: string[]): Promise<number> {
  const force = args.includes("--force");
  const files = args.filter((arg) => !arg.startsWith("--"));
  const unknown = args.filter((arg) => arg.startsWith("--") && arg !== "--force");
  if (unknown.length > 0 || files.length > 1 || (command !== "backup" && command !== "restore")) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const target: BackupTarget = config.DATABASE_URL
    ? { databaseUrl: config.DATABASE_URL }
    : { dataDir: config.DATA_DIR };
  if (command === "backup") {
    if (force) {
      console.error(USAGE);
      return 2;
    }
    await backup(target, files[0] ?? defaultBackupFile(target), { tightenFolder: files[0] === undefined });
    return 0;
  }
  if (!files[0]) {
    console.error(USAGE);
    return 2;
  }
  await restore(target, files[0], { force });
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof BackupError ? error.message : error instanceof Error ? error.stack : error);
    process.exit(1);
  },
);
