// Rewrites the prerendered reading pages under build/client so that they hydrate on first use (ADR 0020,
// server/http/first-use-hydration.ts, which the server applies to the pages it renders for a reader who
// is not signed in). Runs after `react-router build` and before scripts/csp-hashes.ts, which then hashes
// the inline scripts as they are served.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { deferHydration } from "../server/http/first-use-hydration";
import { prerenderedPages } from "./csp-hashes";
import { compileInlineScript } from "./lib/inline-script";

const client = fileURLToPath(new URL("../build/client", import.meta.url));
// The same text as the server's build puts in the pages it renders (app/entry.server.tsx).
const { text: script } = await compileInlineScript(
  fileURLToPath(new URL("../app/lib/hydrate-on-first-use.ts", import.meta.url)),
);
let count = 0;
for (const page of prerenderedPages(client)) {
  const file = join(client, page);
  writeFileSync(file, deferHydration(readFileSync(file, "utf8"), page, script));
  count++;
}
console.log(`deferred the hydration of ${count} prerendered pages`);
