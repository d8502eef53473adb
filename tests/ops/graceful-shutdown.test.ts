import { request, type IncomingMessage } from "node:http";
import { connect } from "node:net";
import pg from "pg";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "../e2e/helpers/browser";
import { signedInMember } from "../e2e/helpers/members";
import { startServer, waitFor, type TestServer } from "../e2e/helpers/server";
import { startSmtpSink } from "../e2e/helpers/smtp-sink";
import { startPrivatePostgres } from "./helpers/private-postgres";

/**
 * Issue #32 item 2: a production process told to stop (SIGTERM, as systemd stops it) answers the requests
 * it has under way, ends each live stream with a retry hint rather than cutting it, refuses new
 * connections, says it is not ready, and exits 0.
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** /api/events read as raw HTTP: each block as it arrives, and whether the stream was ended or cut. */
function liveStream(url: string, cookie: string) {
  const blocks: { text: string; at: number }[] = [];
  const closed = new Promise<{ how: "ended" | "cut"; at: number }>((resolve, reject) => {
    const asked = request(`${url}/api/events`, { headers: { cookie } }, (response: IncomingMessage) => {
      response.setEncoding("utf8");
      let buffer = "";
      response.on("data", (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          blocks.push({ text: buffer.slice(0, end), at: Date.now() });
          buffer = buffer.slice(end + 2);
        }
      });
      // `complete`: the whole response arrived, up to the chunked body's last chunk, before the socket closed.
      response.on("close", () => resolve({ how: response.complete ? "ended" : "cut", at: Date.now() }));
      response.on("error", () => {});
    });
    asked.on("error", reject);
    asked.end();
  });
  return { blocks, closed };
}

/** A form post whose body is sent in two halves, the second when `finish()` is called; its answer. */
function slowFormPost(url: string, path: string, cookie: string, fields: Record<string, string>) {
  const body = new URLSearchParams(fields).toString();
  const half = Math.floor(body.length / 2);
  let answered = 0;
  const posting = request(`${url}${path}`, {
    method: "POST",
    headers: {
      cookie,
      Origin: url,
      "Sec-Fetch-Mode": "navigate",
      "Sec-Fetch-Dest": "document",
      "Content-Type": "application/x-www-form-urlencoded",
      "Content-Length": String(Buffer.byteLength(body)),
    },
  });
  const answer = new Promise<{ status: number; location: string }>((resolve, reject) => {
    posting.on("response", (response: IncomingMessage) => {
      response.resume();
      response.on("end", () => {
        answered = Date.now();
        resolve({ status: response.statusCode ?? 0, location: response.headers.location ?? "" });
      });
    });
    posting.on("error", reject);
  });
  answer.catch(() => {}); // awaited by the test; a failure before that is not also an unhandled error
  posting.write(body.slice(0, half));
  return { answer, finish: () => posting.end(body.slice(half)), answeredAt: () => answered };
}

/**
 * A GET whose headers are sent but for their last line: the request is under way (the connection is not
 * idle) and is handled only once `finish()` sends the blank line. Answers the raw response.
 */
function slowHeadersGet(url: string, path: string) {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  let received = "";
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => (received += chunk));
  const answer = new Promise<string>((resolve, reject) => {
    socket.on("end", () => resolve(received));
    socket.on("error", reject);
  });
  answer.catch(() => {}); // awaited by the test
  socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n`);
  return { answer, finish: () => socket.write("Connection: close\r\n\r\n") };
}

describe("a production process stopped with SIGTERM", () => {
  let database: Awaited<ReturnType<typeof startPrivatePostgres>>;
  let browser: Browser;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let server: TestServer;
  let admin: pg.Client;

  beforeAll(async () => {
    [database, browser, smtp] = await Promise.all([startPrivatePostgres(), launchBrowser(), startSmtpSink()]);
    server = await startServer({
      DATABASE_URL: database.url,
      AUTH_SECRET: "shutdown-secret-".repeat(3),
      SMTP_URL: smtp.url,
    });
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
  });
  afterAll(async () => {
    await browser?.close();
    await admin?.end();
    await server?.stop();
    await smtp?.close();
    await database?.destroy();
  });

  it("answers the requests under way, ends the live streams with a retry hint, refuses new ones and exits 0", async () => {
    const { context } = await signedInMember(browser, server.url, smtp, "stopping@example.com");
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    const created = await context.request.post(`${server.url}/community/forum/new-post`, {
      form: { title: "Asked just before a restart", content: "Is anyone there?", category: "general" },
      headers: { Origin: server.url, "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document" },
      maxRedirects: 0,
    });
    expect(created.status()).toBe(302);
    const permalink = new URL(created.headers()["location"]!, server.url).pathname;
    // The browser's own connections (its page's live feed among them) are closed: only this test's remain.
    await context.close();

    // A member's live stream: the public feed and their own events, on one connection.
    const stream = liveStream(server.url, cookie);
    await waitFor(() => stream.blocks.some((block) => block.text.startsWith("event: member")), 10_000, "member events");
    const comment = slowFormPost(server.url, permalink, cookie, {
      intent: "comment",
      content: "Sent slowly while the process was told to stop.",
    });
    const readiness = slowHeadersGet(server.url, "/api/health/ready");
    await sleep(500); // both have reached the server: their requests are under way

    const stoppedAt = Date.now();
    server.child.kill("SIGTERM");

    // (b) The live stream is told when to come back, then ended by the server, not cut, within 2 s.
    const closed = await stream.closed;
    expect(closed.how).toBe("ended");
    expect(closed.at - stoppedAt).toBeLessThan(2_000);
    const hints = stream.blocks.filter((block) => block.at >= stoppedAt && /^retry: \d+$/m.test(block.text));
    expect(hints).toHaveLength(1);
    const retryMs = Number(/^retry: (\d+)$/m.exec(hints[0]!.text)![1]);
    expect(retryMs).toBeGreaterThanOrEqual(500);
    expect(retryMs).toBeLessThan(3_000);

    // The listener is closed: a new connection is refused (the proxy tries another process).
    await expect(fetch(`${server.url}/api/health/live`)).rejects.toMatchObject({
      cause: { code: "ECONNREFUSED" },
    });

    // (c) A request that was under way reaches readiness after the signal: not ready, stopping.
    readiness.finish();
    const ready = await readiness.answer;
    expect(ready).toMatch(/^HTTP\/1\.1 503 /);
    expect(ready).toContain('"stopping":true');

    // (a) The comment's body ends 3 s after the signal (well past a 2 s cut): it is answered and stored.
    await sleep(stoppedAt + 3_000 - Date.now());
    expect(server.child.exitCode).toBeNull();
    comment.finish();
    const answer = await comment.answer;
    expect(answer.status).toBe(302);
    expect(answer.location).toContain(permalink);
    const stored = await admin.query(`SELECT count(*)::int AS n FROM comments WHERE content = $1`, [
      "Sent slowly while the process was told to stop.",
    ]);
    expect(stored.rows[0].n).toBe(1);

    // (d) Nothing is left under way: the process exits 0 at once (no kept-alive connection waited for).
    expect(await server.exited).toBe(0);
    expect(Date.now() - comment.answeredAt()).toBeLessThan(2_000);
  });
});
