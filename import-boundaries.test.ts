import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The import boundaries in .dependency-cruiser.cjs (run by `npm run lint`), run by dependency-cruiser
 * itself on a small project that breaks each of them once: each rule must name its file.
 */
const root = fileURLToPath(new URL(".", import.meta.url));
const depcruise = join(root, "node_modules/dependency-cruiser/bin/dependency-cruise.mjs");

const files: Record<string, string> = {
  "tsconfig.json": JSON.stringify({
    compilerOptions: {
      module: "ESNext",
      moduleResolution: "bundler",
      baseUrl: ".",
      paths: { "~/*": ["./app/*"], "@common/*": ["./common/*"] },
    },
  }),
  // A circle made only of type imports.
  "server/circle-a.ts": `import type { B } from "./circle-b";\nexport type A = { b?: B };\n`,
  "server/circle-b.ts": `import type { A } from "./circle-a";\nexport type B = { a?: A };\n`,
  // A circle through a lazily loaded module.
  "app/components/ui/lazy-parent.tsx": `export const load = () => import("./lazy-child");\nexport const SIZE = 1;\n`,
  "app/components/ui/lazy-child.tsx": `import { SIZE } from "./lazy-parent";\nexport default SIZE;\n`,
  "scripts/build-step.ts": `export const step = 1;\n`,
  "server/http/uses-script.ts": `import { step } from "../../scripts/build-step";\nexport const x = step;\n`,
  "server/forum/report.ts": `import { hide } from "../moderation/hide";\nexport const report = hide;\n`,
  "server/moderation/hide.ts": `export const hide = () => {};\n`,
  "common/shared.ts": `import { x } from "../server/http/uses-script";\nexport const y = x;\n`,
  "app/features/auth/index.ts": `export { useMember } from "./member";\n`,
  "app/features/auth/member.ts": `export const useMember = () => null;\n`,
  "app/features/auth/internal.ts": `export const secret = 1;\n`,
  "app/features/forum/card.tsx": `import { useMember } from "~/features/auth";\nimport { secret } from "~/features/auth/internal";\nexport const card = [useMember, secret];\n`,
  "tests/helpers/sink.ts": `export const sink = 1;\n`,
  "server/db/schema.ts": `export const profiles = {};\n`,
  "server/forum/posts/read.ts": `export const getPost = () => null;\n`,
  "app/routes/profile-page.tsx": `import { profiles } from "../../server/db/schema";\nimport { getPost } from "../../server/forum/posts/read";\nexport const page = [profiles, getPost];\n`,
  "server/mail/uses-test.ts": `import { sink } from "../../tests/helpers/sink";\nexport const z = sink;\n`,
};

type Violation = { rule: { name: string }; from: string; to: string; cycle?: { name: string }[] };
let project: string;
let violations: Violation[];

beforeAll(async () => {
  project = mkdtempSync(join(tmpdir(), "ig-boundaries-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(project, path)), { recursive: true });
    writeFileSync(join(project, path), text);
  }
  const run = promisify(execFile);
  const args = [depcruise, "app", "common", "server", "scripts", "tests"];
  args.push("--config", join(root, ".dependency-cruiser.cjs"), "--output-type", "json");
  // Exits non-zero when there are violations: its report is on stdout either way.
  const output = await run(process.execPath, args, { cwd: project }).catch((error: { stdout: string }) => ({
    stdout: error.stdout,
  }));
  violations = (JSON.parse(output.stdout) as { summary: { violations: Violation[] } }).summary.violations;
}, 60_000);
afterAll(() => rmSync(project, { recursive: true, force: true }));

const named = (rule: string) => violations.filter((violation) => violation.rule.name === rule);

describe("npm run lint's import boundaries (dependency-cruiser)", () => {
  it("refuses a circle of type-only imports, and one through a lazily loaded module", () => {
    const circles = named("no-circular").map((violation) => [violation.from, violation.to].sort());
    expect(circles).toEqual(
      expect.arrayContaining([
        ["server/circle-a.ts", "server/circle-b.ts"],
        ["app/components/ui/lazy-child.tsx", "app/components/ui/lazy-parent.tsx"],
      ]),
    );
  });

  it("refuses product code importing a build script or a test helper", () => {
    expect(named("no-build-scripts")).toMatchObject([
      { from: "server/http/uses-script.ts", to: "scripts/build-step.ts" },
    ]);
    expect(named("no-tests-in-product")).toMatchObject([{ from: "server/mail/uses-test.ts" }]);
  });

  it("refuses common/ importing the server, and the forum calling moderation", () => {
    expect(named("common-stands-alone")).toMatchObject([{ from: "common/shared.ts" }]);
    expect(named("forum-does-not-call-moderation")).toMatchObject([{ from: "server/forum/report.ts" }]);
  });

  it("lets a route call the server's reads and use cases, not read its tables", () => {
    expect(named("app-through-use-cases")).toMatchObject([
      { from: "app/routes/profile-page.tsx", to: "server/db/schema.ts" },
    ]);
  });

  it("lets a feature import another's index, and nothing else of it", () => {
    expect(named("features-keep-to-themselves")).toMatchObject([
      { from: "app/features/forum/card.tsx", to: "app/features/auth/internal.ts" },
    ]);
  });
});
