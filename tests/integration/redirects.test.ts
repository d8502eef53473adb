import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { postAs, signedInMember } from "../helpers/members";
import { createTestApp, type TestApp } from "../helpers/test-app";

/**
 * Issue #45, item 2: every redirect the site makes (the locale prefix's move, the language cookie's, the
 * switcher, sign-in, a form's `redirectTo`) goes to a path on this site, whatever it is given and in every
 * locale. Each answer's Location is read the way a browser reads it (the URL parser drops tabs and line
 * breaks and reads `\` as `/`), and followed: a path that is on the site but turns into another site at the
 * next hop (`/.//evil.example`, which the language cookie then moved to `//evil.example`) is caught too.
 */
let t: TestApp;
let origin: string;
/** The site with every page a stub: what sends a browser on before React Router (and after it) is all real. */
let before: ReturnType<typeof createApp>;
beforeAll(async () => {
  t = await createTestApp();
  origin = new URL(t.config.publicUrl).origin;
  before = createApp(t, {
    renderPage: async () => new Response("a page", { headers: { "Content-Type": "text/html" } }),
  });
});
afterAll(async () => {
  await t.close();
});

/** Where the site is asked to send its visitor: the usual list of ways out. */
const HOSTILE = [
  "//evil.example/x",
  "///evil.example/x",
  "/\\evil.example/x",
  "/\\/evil.example/x",
  "/./\\evil.example/x",
  "/.//evil.example/x",
  "/%2e//evil.example/x",
  "/%2E%2E//evil.example/x",
  "/%2F%2Fevil.example/x",
  "/%2F/evil.example/x",
  "/%5Cevil.example/x",
  "/%5C%5Cevil.example/x",
  "/\t/evil.example/x",
  "/%09/evil.example/x",
  "/\n/evil.example/x",
  "/%0A/evil.example/x",
  "/%0D%0A/evil.example/x",
  "/ /evil.example/x",
  "//user@evil.example/x",
  "//evil.example@evil.example/x",
  "/@evil.example/x",
  "http://evil.example/x",
  "https:evil.example/x",
  "https:/evil.example/x",
  "\\\\evil.example/x",
  " //evil.example/x",
];
const PREFIXES = ["", "/en", "/pt-br", "/es", "/zh-cn", "/uk", "/ar"];
/**
 * The pages' redirects (sign-in, forms) are slower to ask: the whole list without a prefix, and in every
 * locale the ways out that a prefix's removal or a parser's normalising used to open.
 */
const SHARP = [
  "//evil.example/x",
  "/.//evil.example/x",
  "/%5Cevil.example/x",
  "/%2F%2Fevil.example/x",
  "/\t/evil.example/x",
];
const PAGE_CASES = [
  ...HOSTILE.map((bad) => ["", bad] as const),
  ...PREFIXES.slice(1).flatMap((prefix) => SHARP.map((bad) => [prefix, bad] as const)),
];
/** Sign-in and forms render through React Router: a few seconds each on a busy machine. */
const PAGE_CASES_TIMEOUT = 240_000;

const documentHeaders = { Accept: "text/html", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document" };

const cookieHeader = (cookies: Map<string, string>) =>
  [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");

/** A page asked for by a browser with `cookies`, from the site whose pages are stubs. */
async function open(path: string, cookies: Map<string, string>): Promise<Response> {
  const answer = await before.request(path, { headers: { ...documentHeaders, Cookie: cookieHeader(cookies) } });
  for (const setCookie of answer.headers.getSetCookie()) {
    const [name, ...value] = setCookie.split(";")[0]!.split("=");
    cookies.set(name!.trim(), value.join("="));
  }
  return answer;
}

/**
 * Follows `response`'s redirects (at most five) as a browser with `cookies` would, each Location resolved
 * against the page that sent it; fails unless every one stays on this site. Returns the hops.
 */
async function expectOnSite(response: Response, cookies: Map<string, string>, label: string): Promise<string[]> {
  const hops: string[] = [];
  let here = new URL(origin);
  for (let hop = 0; hop < 5; hop++) {
    const trail = `${label}: ${hops.join(" → ")}`;
    expect(response.status, trail).toBeLessThan(500);
    const location = response.headers.get("location");
    if (!location) return hops;
    hops.push(location);
    const next = new URL(location, here);
    expect(next.origin, `${label}: ${hops.join(" → ")}`).toBe(origin);
    // Nothing a browser would read differently: no `//` to start, no `\`, no whitespace or control.
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
    expect(location, `${label}: ${hops.join(" → ")}`).not.toMatch(/^\/\/|\\|[\u0000-\u0020\u007f]/);
    here = next;
    response = await open(next.pathname + next.search, cookies);
  }
  return hops;
}

/** `bad` under `prefix`, as a path (an absolute URL or a path without its `/` is given as it is). */
const under = (prefix: string, bad: string) => (bad.startsWith("/") ? `${prefix}${bad}` : bad);
/** Where a page is in that locale: English's is without the prefix (/en/… is moved there). */
const pageIn = (prefix: string) => (prefix === "/en" ? "" : prefix);

describe("every redirect stays on this site (issue #45)", () => {
  it("the locale prefix's move and the language cookie's, for every hostile path in every locale", async () => {
    for (const prefix of PREFIXES) {
      for (const bad of HOSTILE.filter((path) => path.startsWith("/"))) {
        const path = `${prefix}${bad}`;
        await expectOnSite(await open(path, new Map()), new Map(), `GET ${path}`);
        const chose = new Map([["PARAGLIDE_LOCALE", "es"]]);
        await expectOnSite(await open(path, chose), chose, `GET ${path} (Spanish chosen)`);
      }
    }
  });

  it("the language switcher's `to`, for every hostile path in every locale", async () => {
    for (const prefix of PREFIXES) {
      const locale = prefix.slice(1) || "en";
      for (const bad of HOSTILE) {
        const path = `/language?${new URLSearchParams({ locale, to: under(prefix, bad) })}`;
        const cookies = new Map<string, string>();
        const hops = await expectOnSite(await open(path, cookies), cookies, `GET ${path}`);
        expect(hops.length, path).toBeGreaterThan(0);
      }
    }
  });

  it(
    "sign-in's `redirectTo`, signed in (GET /auth) and from the sign-in form, in every locale",
    async () => {
      const email = "redirects@example.com";
      const member = await signedInMember(t, email);
      // Sign-in allows 60 attempts from an address in 15 minutes: each locale signs in from its own.
      const visitors = new Map(
        PREFIXES.map((prefix, index) => [prefix, t.browser({ address: `203.0.113.${index + 10}` })]),
      );
      for (const [prefix, bad] of PAGE_CASES) {
        const visitor = visitors.get(prefix)!;
        const path = `${pageIn(prefix)}/auth?redirectTo=${encodeURIComponent(under(prefix, bad))}`;
        const signedIn = await member.request(path, { headers: documentHeaders });
        expect(signedIn.status, path).toBe(302);
        await expectOnSite(signedIn, new Map(member.cookies), `GET ${path} signed in`);
        if (!SHARP.includes(bad)) continue; // the form reads `redirectTo` as the signed-in answer does
        const form = await visitor.submitDocument(path, { intent: "sign-in", email, password: "cliffs-of-moher" });
        expect(form.status, path).toBe(302);
        await expectOnSite(form, new Map(visitor.cookies), `POST ${path}`);
        visitor.cookies.clear();
      }
    },
    PAGE_CASES_TIMEOUT,
  );

  it(
    "a form's `redirectTo` (watching a post without JavaScript), in every locale",
    async () => {
      const member = await signedInMember(t, "form-redirects@example.com");
      const postId = await postAs(member, "Where a form sends its member back to");
      for (const [prefix, bad] of PAGE_CASES) {
        const path = `${pageIn(prefix)}/community/forum/posts/${postId}`;
        const answer = await member.submitDocument(path, {
          intent: "watch",
          level: "watching",
          redirectTo: under(prefix, bad),
        });
        expect(answer.status, `${path} ← ${JSON.stringify(bad)}`).toBe(302);
        await expectOnSite(answer, new Map(member.cookies), `POST ${path} redirectTo=${JSON.stringify(bad)}`);
      }
    },
    PAGE_CASES_TIMEOUT,
  );

  it("keeps the paths that are on this site, in their locale", async () => {
    const reader = t.browser();
    const moved = await reader.request("/en/community/forum?page=2#x", { headers: documentHeaders });
    expect(moved.headers.get("location")).toBe("/community/forum?page=2");
    const chosen = await reader.request(`/language?locale=ar&to=${encodeURIComponent("/ar/@someone/x?y=1")}`);
    expect(chosen.headers.get("location")).toBe("/ar/@someone/x?y=1");
    const member = await signedInMember(t, "kept-redirects@example.com");
    const back = await member.request(`/es/auth?redirectTo=${encodeURIComponent("/es/glossary?q=a b")}`);
    expect(back.headers.get("location")).toBe("/es/glossary?q=a%20b");
  });
});
