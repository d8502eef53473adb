import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { PROJECT_ROOT, SERVER_ENTRY } from "./helpers/server";

/** Builds the production bundle once for the whole browser suite (E2E_SKIP_BUILD=1 reuses build/). */
export default function setup() {
  if (process.env.E2E_SKIP_BUILD === "1" && existsSync(join(PROJECT_ROOT, SERVER_ENTRY))) return;
  execSync("npm run build", { cwd: PROJECT_ROOT, stdio: ["ignore", "ignore", "inherit"] });
}
