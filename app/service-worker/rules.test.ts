import { describe, expect, it } from "vitest";
import {
  isRouteDiscovery,
  answersOffline,
  copyOf,
  isMemberAuthWrite,
  isSessionCheck,
  OFFLINE_COPY_ATTRIBUTE,
  offlinePageFor,
  pageKey,
  pageOf,
  saysMemberGone,
  saysPageGone,
  stripLocale,
  withOfflineCopyMark,
} from "./rules";

const at = (path: string) => new URL(path, "https://ireland.example");
const navigate = { mode: "navigate", headers: new Headers() };
const fetched = { mode: "cors", headers: new Headers() };

describe("the service worker's rules", () => {
  it("keys pages and their data by path, so that ?_routes= and a trailing slash find the precached copy", () => {
    expect(pageKey(at("/housing/"))).toBe("https://ireland.example/housing");
    expect(pageKey(at("/housing.data?_routes=root,routes/guide-section"))).toBe("https://ireland.example/housing.data");
    expect(pageKey(at("/assets/root-abc.js?v=1"))).toBe("https://ireland.example/assets/root-abc.js?v=1");
  });

  it("keeps pages and their data, and never fetchers, the API, live events, feeds or one-time links", () => {
    expect(answersOffline(at("/community/forum"), navigate)).toBe(true);
    expect(answersOffline(at("/community/forum.data"), fetched)).toBe(true);
    expect(answersOffline(at("/dashboard.data?_routes=routes/dashboard"), fetched)).toBe(true);
    for (const path of [
      "/resources/bookmarks",
      "/resources/forum-locate?post=1",
      "/resources/drafts.data",
      "/api/events",
      "/api/auth/get-session",
      "/storage/avatars/u/avatar.webp",
      "/community/forum/feed.xml",
      "/settings/data/abc",
      "/notifications/123",
      "/auth/confirm?token=abc",
      "/es/resources/viewer.data",
      "/es/settings/data/abc",
      "/ar/settings/recovery-codes",
      "/pt-br/notifications/123",
    ]) {
      expect(answersOffline(at(path), navigate), path).toBe(false);
    }
    expect(answersOffline(at("/assets/x.js"), fetched)).toBe(false);
  });

  it("knows which writes sign someone in, up or out", () => {
    for (const path of [
      "/auth",
      "/auth.data",
      "/auth/sign-out",
      "/auth/sign-out.data",
      "/api/auth/sign-in/email",
      "/es/auth/sign-out",
      "/es/auth/sign-out.data",
      "/ar/auth",
      "/pt-br/auth.data",
    ]) {
      expect(isMemberAuthWrite(path), path).toBe(true);
    }
    for (const path of [
      "/resources/bookmarks",
      "/community/forum/posts/1",
      "/author",
      "/es/author",
      "/es/resources/drafts",
    ]) {
      expect(isMemberAuthWrite(path), path).toBe(false);
    }
  });

  it("tells a locale's page from an English one", () => {
    expect(stripLocale("/pt-br/housing")).toEqual({ locale: "pt-br", path: "/housing" });
    expect(stripLocale("/uk")).toEqual({ locale: "uk", path: "/" });
    expect(stripLocale("/housing")).toBeUndefined();
    expect(stripLocale("/jobs/visas")).toBeUndefined();
  });

  it("marks a kept copy with the time it was fetched, on <html>", async () => {
    const copy = new Response('<!DOCTYPE html><html lang="en-IE"><body>Forum</body></html>', {
      headers: { "Content-Type": "text/html", "Content-Length": "58", "Content-Encoding": "br" },
    });
    const marked = await withOfflineCopyMark(copy, '2026-11-26T16:05:00.000Z"><script>');
    const html = await marked.text();
    expect(html).toContain(`<html ${OFFLINE_COPY_ATTRIBUTE}="2026-11-26T16:05:00.000Z" lang="en-IE">`);
    expect(marked.headers.get("Content-Encoding")).toBeNull();
    expect(marked.headers.get("Content-Length")).toBeNull();
  });

  it("answers the offline page as plain HTML: no modules, only the theme script and the member hint", async () => {
    const offline = new Response(
      '<html><head><script>localStorage.getItem("ireland-guide-theme")</script>' +
        '<script>try{if(localStorage.getItem("ireland-guide-member"))document.documentElement.dataset.member=""}catch(e){}</script>' +
        "<script>window.__reactRouterContext={}</script></head>" +
        '<body><h1>You are offline</h1><script type="module">import("/assets/entry.js")</script></body></html>',
      { headers: { "Content-Type": "text/html" } },
    );
    const html = await (await offlinePageFor(offline)).text();
    expect(html).toContain("ireland-guide-theme");
    // A signed-in member is not offered "Sign In" (issue #46 item 5).
    expect(html).toContain("dataset.member");
    expect(html).not.toContain("__reactRouterContext");
    expect(html).not.toContain("entry.js");
    expect(html).toContain("<h1>You are offline</h1>");
  });
});

describe("kept copies", () => {
  const page = (headers: Record<string, string>, status = 200) => new Response("<html></html>", { status, headers });

  it("keeps what the server marked: a member's page apart, none of a page that shows secrets", () => {
    expect(copyOf(page({ "X-Reader": "member" }), false)).toBe("member");
    expect(copyOf(page({ "X-Reader": "visitor" }), false)).toBe("public");
    expect(copyOf(page({ "X-Reader": "member", "X-Offline": "never" }), false)).toBe("none");
    expect(copyOf(page({ "X-Reader": "visitor", "X-Offline": "never" }), false)).toBe("none");
    // Not rendered for anyone the server named (an error, a proxy's page): not kept, unless prerendered.
    expect(copyOf(page({}), false)).toBe("none");
    expect(copyOf(page({}), true)).toBe("public");
    expect(copyOf(page({ "X-Reader": "member" }, 404), false)).toBe("none");
  });

  it("hears a page gone (404, 410), and finds its copies by the page they belong to, its data included", () => {
    expect(saysPageGone(page({ "X-Reader": "member" }, 404))).toBe(true);
    expect(saysPageGone(page({}, 410))).toBe(true);
    expect(saysPageGone(page({ "X-Reader": "visitor" }))).toBe(false);
    // A database away is no word on the page: its copy is what the reader has.
    expect(saysPageGone(page({}, 503))).toBe(false);
    expect(pageOf("/community/forum/posts/1.data")).toBe("/community/forum/posts/1");
    expect(pageOf("/ar/community/forum/posts/1")).toBe("/ar/community/forum/posts/1");
    // A home page's data, in English and under a locale's basename (ADR 0069).
    expect(pageOf("/_root.data")).toBe("/");
    expect(pageOf("/ar/_root.data")).toBe("/ar");
  });

  it("knows the router's route discovery under every locale's basename", () => {
    expect(isRouteDiscovery("/__manifest")).toBe(true);
    expect(isRouteDiscovery("/pt-br/__manifest")).toBe(true);
    expect(isRouteDiscovery("/pt-br/__manifest/x")).toBe(false);
    expect(isRouteDiscovery("/xx/__manifest")).toBe(false);
  });

  it("hears the member gone: a page for nobody, a 401, a redirect to sign-in in any language", () => {
    expect(saysMemberGone(page({ "X-Reader": "visitor" }))).toBe(true);
    expect(saysMemberGone(page({}, 401))).toBe(true);
    expect(saysMemberGone(page({ "X-Remix-Redirect": "/auth?redirectTo=%2Fdashboard" }, 202))).toBe(true);
    expect(saysMemberGone(page({ "X-Remix-Redirect": "/es/auth" }, 202))).toBe(true);
    expect(saysMemberGone(page({ "X-Reader": "member" }))).toBe(false);
    expect(saysMemberGone(page({}))).toBe(false); // a prerendered page knows no one
    expect(saysMemberGone(page({ "X-Remix-Redirect": "/community/forum" }, 202))).toBe(false);
  });

  it("knows the session checks, in any language", () => {
    for (const path of [
      "/resources/viewer",
      "/resources/viewer.data",
      "/es/resources/viewer",
      "/api/auth/get-session",
    ]) {
      expect(isSessionCheck(path), path).toBe(true);
    }
    expect(isSessionCheck("/resources/viewers")).toBe(false);
    expect(isSessionCheck("/es/resources/drafts")).toBe(false);
  });
});
