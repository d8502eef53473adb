import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inlineScriptHashes } from "../../server/http/content-security-policy";
import { SHARED_PAGE_CACHE } from "../../server/http/pages-in-memory";
import { createApp } from "../../server/app";
import { signedInMember } from "../helpers/members";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("security headers", () => {
  it("forbid framing and sniffing and keep full addresses out of Referer, on pages and on the API", async () => {
    for (const path of ["/community/forum", "/api/health"]) {
      const response = await t.browser().request(path);
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    }
  });

  it("forbid inline scripts everywhere but allow same-origin scripts, styles and images", async () => {
    for (const path of ["/community/forum", "/api/health", "/no-such-page"]) {
      const policy = directives((await t.browser().request(path)).headers.get("content-security-policy"));
      expect(policy.get("default-src")).toEqual(["'self'"]);
      expect(policy.get("script-src")?.[0]).toBe("'self'");
      expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
      expect(policy.get("script-src")).not.toContain("'unsafe-eval'");
      expect(policy.get("object-src")).toEqual(["'none'"]);
      expect(policy.get("connect-src")).toEqual(["'self'"]);
      expect(policy.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
      expect(policy.get("base-uri")).toEqual(["'self'"]);
      expect(policy.get("form-action")).toEqual(["'self'"]);
      expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    }
  });

  it("give every rendered page a fresh nonce that each of its inline scripts carries", async () => {
    const member = await signedInMember(t, "nonce@example.com");
    const nonces = new Set<string>();
    for (const [browser, path] of [
      // (The forum's list pages, kept for anonymous readers, are allowed by hashes: request-path.test.ts.)
      [t.browser(), "/auth"],
      [t.browser(), "/auth"],
      [t.browser(), "/no-such-page"],
      [member, "/dashboard"],
      [member, "/settings"],
    ] as const) {
      const response = await browser.request(path);
      expect(response.headers.get("content-type")).toContain("text/html");
      const scriptSrc = directives(response.headers.get("content-security-policy")).get("script-src")!;
      const nonce = scriptSrc.map((source) => /^'nonce-([A-Za-z0-9+/]{22}==)'$/.exec(source)?.[1]).find(Boolean);
      expect(nonce, `${path}: ${scriptSrc.join(" ")}`).toBeDefined();
      expect(scriptSrc).toEqual(["'self'", `'nonce-${nonce}'`]);
      nonces.add(nonce!);
      // React Router's context and route imports, scroll restoration, the theme script and what streams later.
      const scripts = inlineScripts(await response.text());
      expect(scripts.length, path).toBeGreaterThanOrEqual(4);
      for (const script of scripts) expect(script.nonce, `${path}: ${script.tag}`).toBe(nonce);
    }
    expect(nonces.size).toBe(5);
  });

  it("send the data of client-side navigations and the API without a nonce", async () => {
    for (const path of ["/community/forum.data", "/api/health"]) {
      const response = await t.browser().request(path);
      expect(response.headers.get("content-type")).not.toContain("text/html");
      expect(directives(response.headers.get("content-security-policy")).get("script-src")).toEqual(["'self'"]);
    }
  });

  it("allow the inline scripts of a prerendered page by the hashes listed for it at build time", async () => {
    const clientDir = mkdtempSync(join(tmpdir(), "ig-client-"));
    mkdirSync(join(clientDir, "legal/pps"), { recursive: true });
    const html = `<!DOCTYPE html><html><head><script>document.documentElement.dataset.theme="dark"</script></head><body><p>${"x".repeat(2000)}</p><script type="module" src="/assets/a.js"></script><script type="module" async="">import("/assets/entry.js");</script></body></html>`;
    writeFileSync(join(clientDir, "legal/pps/index.html"), html);
    writeFileSync(join(clientDir, "legal/pps/index.html.br"), brotliCompressSync(html));
    writeFileSync(join(clientDir, "unlisted.html"), "<script>alert(1)</script>");
    const hashes = inlineScriptHashes(html);
    const app = createApp(t, { clientDir, prerenderedScriptHashes: { "legal/pps/index.html": hashes } });

    for (const encoding of ["", "br"]) {
      const response = await app.request("/legal/pps", { headers: { "Accept-Encoding": encoding } });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe(SHARED_PAGE_CACHE);
      expect(response.headers.get("content-encoding") ?? "").toBe(encoding);
      const scriptSrc = directives(response.headers.get("content-security-policy")).get("script-src");
      expect(scriptSrc).toEqual(["'self'", ...hashes.map((hash) => `'${hash}'`)]);
      expect(scriptSrc).toHaveLength(3);
    }
    // A page that the manifest does not list runs no inline script at all.
    const unlisted = await app.request("/unlisted.html");
    expect(directives(unlisted.headers.get("content-security-policy")).get("script-src")).toEqual(["'self'"]);
  });

  it("pages rendered for a signed-in member are private and not stored; the public forum is not", async () => {
    const member = await signedInMember(t, "private@example.com");
    for (const path of ["/settings", "/dashboard", "/community/forum"]) {
      expect((await member.request(path)).headers.get("cache-control")).toBe("private, no-store");
    }
    expect((await t.browser().request("/community/forum")).headers.get("cache-control") ?? "").not.toContain("private");
  });

  it("sends HSTS only when the site is served over HTTPS", async () => {
    expect((await t.browser().request("/community/forum")).headers.get("strict-transport-security")).toBeNull();
    const secure = await createTestApp({ PUBLIC_URL: "https://ireland-guide.example" });
    try {
      const response = await secure.app.request("https://ireland-guide.example/community/forum");
      expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    } finally {
      await secure.close();
    }
  });
});

describe("a form sent from another site (CSRF)", () => {
  it("is refused with 403 and where to send it from, in the page's language, and nothing is saved", async () => {
    const member = await signedInMember(t, "csrf@example.com");
    const cookie = [...member.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    // The member's new post, sent as a browser without JavaScript sends a form, from `origin`.
    const newPostFrom = (origin: string, path = "/community/forum/new-post") =>
      t.app.request(path, {
        method: "POST",
        headers: { Origin: origin, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          title: `Sent from ${origin}`,
          content: "A form sent for a test",
          category: "general",
        }),
      });
    const saved = async (title: string) =>
      (await t.database.db.execute(sql`SELECT count(*)::int AS n FROM posts WHERE title = ${title}`)).rows[0]?.n;

    const site = new URL(t.config.publicUrl).origin;
    for (const origin of ["https://evil.example", "null", `${site}.evil.example`]) {
      const response = await newPostFrom(origin);
      expect(response.status).toBe(403);
      expect(await response.text()).toBe(
        `This form was not sent from ${site}, so it was refused. Open the page at ${site} and send it again.`,
      );
      expect(await saved(`Sent from ${origin}`)).toBe(0);
    }
    const spanish = await newPostFrom("https://evil.example", "/es/community/forum/new-post");
    expect(spanish.status).toBe(403);
    expect(await spanish.text()).toContain("Este formulario no se envió desde");

    // From the site itself, the same form is published.
    const published = await newPostFrom(site);
    expect(published.status).toBe(302);
    expect(await saved(`Sent from ${site}`)).toBe(1);
  });
});

/** A Content-Security-Policy header as its directives' sources, by name. */
function directives(header: string | null): Map<string, string[]> {
  expect(header).toBeTruthy();
  return new Map(
    header!.split(";").map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

/** Every `<script>` without a `src` in a page, with its nonce attribute. */
function inlineScripts(html: string): { tag: string; nonce: string | undefined }[] {
  return [...html.matchAll(/<script\b([^>]*)>/gi)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes!))
    .map(([tag, attributes]) => ({ tag: tag.slice(0, 120), nonce: /\bnonce="([^"]*)"/.exec(attributes!)?.[1] }));
}
