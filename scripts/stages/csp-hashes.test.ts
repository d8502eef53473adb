import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "../../server/http/content-security-policy";
import { prerenderedScriptHashes } from "./csp-hashes";

// The example of the CSP specification (and MDN): <script>alert('Hello, world.');</script>
const HELLO = "sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=";

describe("inline script hashes of prerendered pages", () => {
  it("hash each inline script's text as written, whatever its attributes", () => {
    expect(inlineScriptHashes("<p>hi</p><script>alert('Hello, world.');</script>")).toEqual([HELLO]);
    expect(inlineScriptHashes(`<SCRIPT type="module" async="" nonce="abc">alert('Hello, world.');</SCRIPT >`)).toEqual([
      HELLO,
    ]);
    // Whitespace and entities are part of the text: the browser hashes it unchanged.
    expect(inlineScriptHashes("<script> alert('Hello, world.');</script>")).not.toEqual([HELLO]);
    expect(inlineScriptHashes("<script>a &amp;&amp; b</script>")).not.toEqual(
      inlineScriptHashes("<script>a && b</script>"),
    );
  });

  it("leave out data blocks, which the browser never runs (a page's QAPage JSON-LD)", () => {
    const html = `<script type="application/ld+json">{"@type":"QAPage"}</script><script type="text/javascript">alert('Hello, world.');</script>`;
    expect(inlineScriptHashes(html)).toEqual([HELLO]);
  });

  it("leave out scripts loaded from a file and list repeated scripts once", () => {
    const html = `<script type="module" src="/assets/entry.js"></script><script>alert('Hello, world.');</script>
      <script>x=1</script><script>alert('Hello, world.');</script><script src='/a.js'></script>`;
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(2);
    expect(hashes[0]).toBe(HELLO);
    expect(hashes[1]).toMatch(/^sha256-[A-Za-z0-9+/]{43}=$/);
  });

  it("list every .html file under the client build by its path there", () => {
    const dir = mkdtempSync(join(tmpdir(), "ig-csp-"));
    mkdirSync(join(dir, "legal/pps-application"), { recursive: true });
    mkdirSync(join(dir, "assets"));
    writeFileSync(join(dir, "index.html"), "<script>alert('Hello, world.');</script>");
    writeFileSync(join(dir, "legal/pps-application/index.html"), "<p>no scripts</p>");
    writeFileSync(join(dir, "assets/entry.js"), "<script>not a page</script>");
    expect(prerenderedScriptHashes(dir)).toEqual({ "index.html": [HELLO], "legal/pps-application/index.html": [] });
  });
});
