import { connect, type TLSSocket } from "node:tls";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProxy, type StartedProxy } from "../../scripts/lib/nginx-proxy";
import { PASSWORD, signUpForm } from "../e2e/helpers/members";
import { freePort, startServer, type TestServer } from "../e2e/helpers/server";
import { startSmtpSink } from "../e2e/helpers/smtp-sink";
import { cookiesOf, requestTrusting } from "./helpers/trusting-client";

/**
 * Issue #32 item 6: TLS at the proxy, as the README's production guide sets it up. One production process
 * behind nginx with deploy/nginx.conf, its `listen … ssl http2` and certificate lines filled in with a
 * self-signed certificate (what certbot's files are in production), PUBLIC_URL https. The site is served
 * over TLS to a client that trusts that certificate (and to no other); plain http is sent to https; the
 * app, reached over plain http behind it, treats the site as https (Secure cookies, HSTS, https links in
 * its mail); static files and anonymous pages carry their caching headers through the proxy's cache.
 */
describe("TLS at the proxy (deploy/nginx.conf)", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let server: TestServer;
  let proxy: StartedProxy;
  let site: string;
  const get = (path: string, headers: Record<string, string> = {}) =>
    requestTrusting(proxy.certificate, `${site}${path}`, { headers });

  beforeAll(async () => {
    smtp = await startSmtpSink();
    const sitePort = await freePort();
    site = `https://127.0.0.1:${sitePort}`;
    server = await startServer({
      AUTH_SECRET: "tls-at-the-proxy-".repeat(3),
      SMTP_URL: smtp.url,
      TRUST_PROXY: "true",
      PUBLIC_URL: site,
    });
    proxy = await startProxy([new URL(server.url).host], sitePort, { tls: true });
  });
  afterAll(async () => {
    await proxy?.stop();
    await server?.stop();
    await smtp?.close();
  });

  it("serves the site over TLS with the certificate, which only the client that trusts it accepts", async () => {
    expect(proxy.base).toBe(site);
    const page = await get("/community/forum");
    expect(page.status).toBe(200);
    expect(page.protocol).toMatch(/^TLSv1\.[23]$/);
    expect(page.peerName).toBe("127.0.0.1");
    expect(page.body).toContain("<html");
    // Node's own fetch trusts the usual authorities only: the self-signed certificate is refused there.
    const refused = await fetch(`${site}/community/forum`).then(
      () => "answered",
      (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
    );
    expect(refused).toMatch(/self[- ]signed|certificate/i);
    // The listen line's http2: a browser that offers HTTP/2 gets it.
    const alpn = await new Promise<string | false | null>((resolve, reject) => {
      const socket: TLSSocket = connect(
        {
          host: "127.0.0.1",
          port: Number(new URL(site).port),
          ca: proxy.certificate,
          ALPNProtocols: ["h2", "http/1.1"],
        },
        () => {
          resolve(socket.alpnProtocol);
          socket.end();
        },
      );
      socket.on("error", reject);
    });
    expect(alpn).toBe("h2");
  });

  it("sends plain http to the same address over https", async () => {
    const answer = await fetch(`${proxy.httpBase}/community/forum?page=2`, { redirect: "manual" });
    expect(answer.status).toBe(301);
    expect(answer.headers.get("location")).toBe(`${site}/community/forum?page=2`);
  });

  it("the app behind it treats the site as https: HSTS, https links in its mail, Secure cookies after sign-in", async () => {
    const page = await get("/community/forum");
    expect(page.headers["strict-transport-security"]).toMatch(/max-age=\d+/);

    const email = "tls-member@example.com";
    // A form posted from a page of the site carries the site's https origin, which the app checks.
    const formHeaders = {
      Origin: site,
      "Content-Type": "application/x-www-form-urlencoded",
      "Sec-Fetch-Mode": "navigate",
      "Sec-Fetch-Dest": "document",
    };
    const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
    const signUp = await requestTrusting(proxy.certificate, `${site}/auth?mode=sign-up`, {
      method: "POST",
      headers: formHeaders,
      body: form(signUpForm(email)),
    });
    expect(signUp.status).toBeLessThan(400);
    const link = await smtp.waitForLink(email, /Confirm your email/);
    expect(link.startsWith(`${site}/`)).toBe(true);
    const confirmed = await requestTrusting(proxy.certificate, link);
    expect(confirmed.status).toBeLessThan(400);

    const signIn = await requestTrusting(proxy.certificate, `${site}/auth?mode=sign-in`, {
      method: "POST",
      headers: formHeaders,
      body: form({ intent: "sign-in", email, password: PASSWORD }),
    });
    expect(signIn.status).toBe(302);
    const { cookie, lines } = cookiesOf(signIn);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/;\s*Secure\s*(;|$)/i);
    expect(lines.some((line) => /session_token=[^;]+/.test(line))).toBe(true);

    // The session works over the proxy, and a member's page is never taken from its cache.
    const viewer = await get("/resources/viewer", { Cookie: cookie });
    expect((JSON.parse(viewer.body) as { user: { email?: string } | null }).user).not.toBeNull();
    const memberPage = await get("/community/forum", { Cookie: cookie });
    expect(memberPage.status).toBe(200);
    expect(memberPage.headers["cache-control"]).toMatch(/private/);
    expect(memberPage.headers["x-cache-status"]).toBe("BYPASS");
  });

  it("static files and anonymous pages keep their caching headers, and the proxy's cache keeps them", async () => {
    const html = (await get("/community/forum")).body;
    // The page's biggest script: files of 1 KB or less have no compressed copy (scripts/stages/precompress.ts).
    const scripts = [...new Set(html.match(/\/assets\/[\w.-]+\.js/g) ?? [])];
    const sizes = await Promise.all(scripts.map(async (path) => (await get(path)).body.length));
    const asset = scripts[sizes.indexOf(Math.max(...sizes))];
    expect(sizes.length).toBeGreaterThan(0);
    expect(Math.max(...sizes)).toBeGreaterThan(1024);
    const first = await get(asset!, { "Accept-Encoding": "br, gzip" });
    expect(first.status).toBe(200);
    expect(first.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(first.headers["content-encoding"]).toBe("br");
    const again = await get(asset!, { "Accept-Encoding": "br, gzip" });
    expect(again.headers["x-cache-status"]).toBe("HIT");
    expect(again.headers["cache-control"]).toBe("public, max-age=31536000, immutable");

    // An anonymous page (the home page, not asked before here): shared for s-maxage seconds, then revalidated.
    const path = "/";
    const page = await get(path);
    expect(page.status).toBe(200);
    expect(page.headers["cache-control"]).toMatch(/public.*s-maxage=\d+.*stale-while-revalidate=\d+/);
    expect(page.headers["x-cache-status"]).toBe("MISS");
    expect((await get(path)).headers["x-cache-status"]).toBe("HIT");
  });
});
