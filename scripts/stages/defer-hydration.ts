// Rewrites the prerendered reading pages under build/client so that they hydrate on first use (ADR 0020,
// server/http/first-use-hydration.ts, which the server applies to the pages it renders for a reader who
// is not signed in). Runs once every prerendered page is in build/client (the react-router and
// locale-clients stages) and before the csp-hashes stage, which then hashes the inline scripts as they are
// served.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { deferHydration } from "../../server/http/first-use-hydration";
import { PROJECT_ROOT } from "../../server/paths";
import { compileInlineScript } from "../lib/inline-script";
import { prerenderedPages } from "../lib/prerendered-pages";

/** Rewrites every prerendered page under `clientDir`; says how many. */
export async function deferPrerenderedHydration(clientDir: string): Promise<string> {
  // The same text as the server's build puts in the pages it renders (app/entry.server.tsx).
  const { text: script } = await compileInlineScript(join(PROJECT_ROOT, "app/lib/hydrate-on-first-use.ts"));
  let count = 0;
  for (const page of prerenderedPages(clientDir)) {
    const file = join(clientDir, page);
    writeFileSync(file, deferHydration(readFileSync(file, "utf8"), page, script));
    count++;
  }
  return `deferred the hydration of ${count} prerendered pages`;
}
