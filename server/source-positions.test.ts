import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { afterAll, describe, expect, it } from "vitest";
import { sourcePositionsFor } from "./source-positions";

const folder = mkdtempSync(join(tmpdir(), "source-positions-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A server in two TypeScript files, compiled as the real one is: one ES module and a linked map. */
async function compiled(withMap = true) {
  writeFileSync(
    join(folder, "reading.ts"),
    [
      "export function readPost(id: string): string {",
      "  // a comment",
      "  throw new Error(`no post ${id}`);",
      "}",
      "",
    ].join("\n"),
  );
  writeFileSync(
    join(folder, "entry.ts"),
    'import { readPost } from "./reading";\nexport const answer = (id: string) => readPost(id);\n',
  );
  const bundle = join(folder, withMap ? "server.js" : "plain.js");
  await build({
    entryPoints: [join(folder, "entry.ts")],
    bundle: true,
    format: "esm",
    platform: "node",
    outfile: bundle,
    sourcemap: withMap ? "linked" : false,
    sourcesContent: false,
    minify: true, // every line of the sources on one line of the bundle: only the map can say where
  });
  // Run as the server runs: plain node, no source maps (the test runner maps the stacks it sees itself).
  const stack = execFileSync(process.execPath, [
    "--input-type=module",
    "-e",
    `import { answer } from ${JSON.stringify(pathToFileURL(bundle).href)};
     try { answer("42"); } catch (error) { process.stdout.write(error.stack); }`,
  ]).toString();
  return { bundle, stack };
}

describe("stack traces of the compiled server, in its TypeScript's files and lines", () => {
  it("names the source file and line of each frame in the bundle", async () => {
    const { bundle, stack } = await compiled();
    expect(stack).toContain(`${pathToFileURL(bundle).href}:1:`);
    const mapped = sourcePositionsFor(bundle)(stack);
    expect(mapped).toContain(`${join(folder, "reading.ts")}:3:`);
    expect(mapped).toContain(`${join(folder, "entry.ts")}:2:`);
    expect(mapped).not.toContain(pathToFileURL(bundle).href);
    expect(mapped.split("\n")[0]).toBe("Error: no post 42");
  });

  it("leaves a stack as it is without a map, and frames of other files in any case", async () => {
    const { bundle, stack } = await compiled(false);
    expect(sourcePositionsFor(bundle)(stack)).toBe(stack);
    const other = "Error: x\n    at f (file:///somewhere/else.js:1:10)";
    expect(sourcePositionsFor(join(folder, "server.js"))(other)).toBe(other);
    expect(readFileSync(`${join(folder, "server.js")}.map`, "utf8")).toContain("reading.ts");
  });
});
