import { execSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../../server/db/database";
import { PROJECT_ROOT, SERVER_ENTRY } from "./helpers/server";

/**
 * Builds the production bundle once for the whole browser suite (E2E_SKIP_BUILD=1 reuses build/), and
 * migrates one PGlite data directory that every server of the suite starts from a copy of.
 */
export default async function setup() {
  if (process.env.E2E_SKIP_BUILD !== "1" || !existsSync(join(PROJECT_ROOT, SERVER_ENTRY))) {
    execSync("npm run build", { cwd: PROJECT_ROOT, stdio: ["ignore", "ignore", "inherit"] });
  }
  const template = mkdtempSync(join(tmpdir(), "ig-e2e-template-"));
  await (await openDatabase({ dataDir: template })).close();
  process.env.E2E_PGLITE_TEMPLATE = join(template, "pglite");
  return () => rmSync(template, { recursive: true, force: true });
}
