import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { describeWeight, entryModules, pageWeight } from "./page-weight";

const gzipped = (text: string) => gzipSync(text, { level: 9 }).length;

function clientDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "page-weight-"));
  mkdirSync(join(dir, "assets"));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describe("the JavaScript a page loads at start", () => {
  it("take the modules named by modulepreload links, module scripts and the boot script's imports", () => {
    const html = `<link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/assets/app.css"/>
      <script type="module" src="/assets/b.js"></script>
      <script type="module" async="">import * as route0 from "/assets/c.js";
      window.__reactRouterManifest = {"entry": {"module": "/assets/d.js"}};
      import("/assets/e.js");</script>`;
    expect(entryModules(html).sort()).toEqual(["/assets/a.js", "/assets/b.js", "/assets/c.js"]);
  });

  it("take a deferred page's modules, which it fetches once loaded and runs on first use (ADR 0020)", () => {
    const html = `<script type="text/x-deferred-module" id="deferred-entry" data-modules="/assets/a.js /assets/b.js">
      import * as route0 from "/assets/c.js";import("/assets/e.js");</script>`;
    expect(entryModules(html).sort()).toEqual(["/assets/a.js", "/assets/b.js", "/assets/c.js"]);
  });

  it("follow static imports between chunks but not dynamic ones, and count each file once", () => {
    const files = {
      "assets/entry.js": `import{a as e}from"./shared.js";import"./side.js";const l=()=>import("./lazy.js");e(l)`,
      "assets/route.js": `import{a}from"./shared.js";export{b}from"./re-export.js";a()`,
      "assets/shared.js": "export const a=()=>1;",
      "assets/side.js": "globalThis.x=1;",
      "assets/re-export.js": "export const b=2;",
      "assets/lazy.js": "export default 'not at start';",
    };
    const dir = clientDir(files);
    const html = `<link rel="modulepreload" href="/assets/entry.js"><link rel="modulepreload" href="/assets/route.js">`;
    const weight = pageWeight(dir, html);
    expect(weight.files.map((file) => file.path).sort()).toEqual(
      ["entry.js", "re-export.js", "route.js", "shared.js", "side.js"].map((name) => `/assets/${name}`),
    );
    const expected = ["entry.js", "route.js", "shared.js", "side.js", "re-export.js"]
      .map((name) => gzipped(files[`assets/${name}` as keyof typeof files]))
      .reduce((sum, size) => sum + size, 0);
    expect(weight.gzipBytes).toBe(expected);
    expect(describeWeight(weight)).toBe(
      `${Math.round(expected / 1000)} KB (${Math.round(expected / 1024)} KiB) in 5 files`,
    );
  });

  it("use the precompressed .gz file when there is one", () => {
    const dir = clientDir({ "assets/a.js": "export const a=1;", "assets/a.js.gz": "12345" });
    expect(pageWeight(dir, `<link rel="modulepreload" href="/assets/a.js">`).gzipBytes).toBe(5);
  });

  it("refuse a page that names a file the build does not have", () => {
    const dir = clientDir({});
    expect(() => pageWeight(dir, `<link rel="modulepreload" href="/assets/gone.js">`)).toThrow(/gone\.js/);
  });
});
