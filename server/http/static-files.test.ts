import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { answersOf, contentOf, loadStaticFiles, pickAnswer } from "./static-files";

const script = `console.log(${JSON.stringify("a module ".repeat(500))});`;
const root = mkdtempSync(join(tmpdir(), "ig-static-files-"));
mkdirSync(join(root, "assets"));
writeFileSync(join(root, "assets/entry.js"), script);
writeFileSync(join(root, "assets/entry.js.br"), brotliCompressSync(script));
writeFileSync(join(root, "assets/entry.js.gz"), gzipSync(script));
writeFileSync(join(root, "assets/brotli-only.js"), script);
writeFileSync(join(root, "assets/brotli-only.js.br"), brotliCompressSync(script));
writeFileSync(join(root, "favicon.svg"), "<svg/>");

describe("static files in memory", () => {
  const files = loadStaticFiles(root);

  it("hold a file that has a compressed copy only compressed, and one without its own bytes", () => {
    expect(files.get("/assets/entry.js")!.body).toBeUndefined();
    expect(files.get("/assets/entry.js")!.gz).toBeDefined();
    expect(files.get("/assets/brotli-only.js")!.body).toBeUndefined();
    expect(files.get("/favicon.svg")!.body?.toString()).toBe("<svg/>");
  });

  it("give a file's content, and its ETag from the content, either way", () => {
    expect(contentOf(files.get("/assets/entry.js")!).toString()).toBe(script);
    expect(contentOf(files.get("/assets/brotli-only.js")!).toString()).toBe(script);
    expect(files.get("/assets/entry.js")!.etag).toBe(files.get("/assets/brotli-only.js")!.etag);
  });

  it("answer a client that takes no compression with the file itself, its length said", async () => {
    for (const path of ["/assets/entry.js", "/assets/brotli-only.js", "/favicon.svg"]) {
      const file = files.get(path)!;
      const answer = await pickAnswer(answersOf(file, { "Content-Type": file.type }), undefined);
      const content = contentOf(file);
      expect(Buffer.from(answer.bytes).equals(content), path).toBe(true);
      expect(answer.headers["Content-Length"], path).toBe(String(content.length));
      expect(answer.headers["Content-Encoding"], path).toBeUndefined();
    }
  });
});
