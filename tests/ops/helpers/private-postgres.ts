import { execFileSync } from "node:child_process";
import { chownSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { freePort } from "../../e2e/helpers/server";

/** Debian's newest PostgreSQL server programs (initdb, pg_ctl), from the `postgresql` package. */
function serverBinDir(): string {
  const versions = readdirSync("/usr/lib/postgresql").sort((a, b) => Number(a) - Number(b));
  if (!versions.length) throw new Error("PostgreSQL's server programs are not installed (apt-get install postgresql)");
  return `/usr/lib/postgresql/${versions.at(-1)}/bin`;
}

/**
 * A PostgreSQL server of this test's own (initdb in a temporary folder, on a free port), so that a test can
 * stop and restart it without touching the machine's shared server. PostgreSQL refuses to run as root: as
 * root (CI) its programs run as the `postgres` user the Debian package creates.
 */
export async function startPrivatePostgres() {
  const bin = serverBinDir();
  const root = mkdtempSync(join(tmpdir(), "ig-ops-pg-"));
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const postgres = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    chownSync(root, postgres, postgres);
  }
  const run = (program: string, args: string[]) =>
    execFileSync(
      asRoot ? "runuser" : join(bin, program),
      asRoot ? ["-u", "postgres", "--", join(bin, program), ...args] : args,
      {
        stdio: ["ignore", "pipe", "pipe"],
        encoding: "utf8",
      },
    );
  const data = join(root, "data");
  run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8", "--locale=C.UTF-8"]);
  const port = await freePort();
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const start = () =>
    run("pg_ctl", ["-D", data, "-o", options, "-l", join(root, "server.log"), "-w", "-t", "30", "start"]);
  const stop = () => run("pg_ctl", ["-D", data, "-m", "fast", "-w", "-t", "30", "stop"]);
  start();
  return {
    /** The server's own `postgres` database. */
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async destroy() {
      try {
        stop();
      } catch {
        // Already stopped.
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}
