import { readdirSync, readFileSync } from "node:fs";
import { afterAll, beforeAll } from "vitest";
import { startServer, type TestServer } from "../e2e/helpers/server";
import { startSmtpSink } from "../e2e/helpers/smtp-sink";
import { usernameFor } from "../helpers/members";
import { createEmptyPostgresDatabase } from "../helpers/test-database";

/** The server process's resident memory, in bytes (Linux). */
export function residentBytes(pid: number): number {
  const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Number(kilobytes) * 1024;
}

/** How many files and sockets the process has open (Linux). */
export const openFileCount = (pid: number) => readdirSync(`/proc/${pid}/fd`).length;

export type Suite = {
  server: TestServer;
  smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  /** Set when the suite runs on PostgreSQL: the test may read the database directly. */
  databaseUrl?: string;
};

/**
 * For one test file: the production server with its mail going to an SMTP sink, on a fresh embedded
 * database, or with `postgres` on a new database of TEST_DATABASE_URL's server (dropped afterwards).
 */
export function serverForThisFile(env: Record<string, string> = {}, { postgres = false } = {}) {
  const suite = {} as Suite;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    suite.smtp = await startSmtpSink();
    if (postgres) {
      const serverUrl = process.env.TEST_DATABASE_URL;
      if (!serverUrl)
        throw new Error("The abuse suite needs TEST_DATABASE_URL (a PostgreSQL server it may create databases on)");
      const database = await createEmptyPostgresDatabase(serverUrl);
      suite.databaseUrl = database.url;
      drop = database.drop;
    }
    suite.server = await startServer({
      SMTP_URL: suite.smtp.url,
      ...(suite.databaseUrl ? { DATABASE_URL: suite.databaseUrl, AUTH_SECRET: "abuse-suite-".repeat(4) } : {}),
      ...env,
    });
  });
  afterAll(async () => {
    await suite.server?.stop();
    await suite.smtp?.close();
    await drop?.();
  });
  return suite;
}

/**
 * A visitor: a cookie jar, and an address the server sees (X-Forwarded-For, so the server must run
 * with TRUST_PROXY=true for it to count).
 */
export function visitor(baseUrl: string, address?: string) {
  const cookies = new Map<string, string>();
  async function request(path: string, init: RequestInit & { timeoutMs?: number } = {}) {
    const headers = new Headers(init.headers);
    if (!headers.has("Origin")) headers.set("Origin", baseUrl);
    if (address) headers.set("X-Forwarded-For", address);
    if (cookies.size) headers.set("Cookie", [...cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    const response = await fetch(baseUrl + path, {
      redirect: "manual",
      ...init,
      headers,
      signal: AbortSignal.timeout(init.timeoutMs ?? 30_000),
    });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair] = setCookie.split(";");
      const [name, ...value] = pair!.split("=");
      if (/max-age=0/i.test(setCookie) || value.join("=") === "") cookies.delete(name!.trim());
      else cookies.set(name!.trim(), value.join("="));
    }
    return response;
  }
  /** A form posted the way React Router's client posts it (the answer is data). */
  const submit = (path: string, fields: Record<string, string>) =>
    request(`${path}.data`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "Sec-Fetch-Mode": "cors", "Sec-Fetch-Dest": "empty" },
    });
  return { request, submit, cookies };
}
export type Visitor = ReturnType<typeof visitor>;

/** A confirmed, signed-in member, made through the sign-up form, the mailed link and the sign-in form. */
export async function signedUpMember(suite: Suite, email: string, address?: string): Promise<Visitor> {
  const member = visitor(suite.server.url, address);
  const signUp = await member.submit("/auth", {
    intent: "sign-up",
    email,
    username: usernameFor(email),
    password: "cliffs-of-moher",
    confirmPassword: "cliffs-of-moher",
    agreeToTerms: "on",
  });
  if (signUp.status !== 200) throw new Error(`sign-up refused: ${signUp.status} ${await signUp.text()}`);
  const link = new URL(await suite.smtp.waitForLink(email, /Confirm your email/));
  const confirmed = await member.request(link.pathname + link.search);
  if (confirmed.status >= 400) throw new Error(`confirmation refused: ${confirmed.status}`);
  // The link confirms and signs nobody in: the member signs in.
  const signIn = await member.submit("/auth", { intent: "sign-in", email, password: "cliffs-of-moher" });
  if (![...member.cookies.keys()].some((name) => name.endsWith("session_token"))) {
    throw new Error(`sign-in refused: ${signIn.status} ${await signIn.text()}`);
  }
  return member;
}

/** The id in a new post's redirect (`…#post-<id>`), from React Router's data answer. */
export async function newPost(member: Visitor, title: string): Promise<string> {
  const response = await member.submit("/community/forum/new-post", {
    title,
    content: "For the abuse suite",
    category: "general",
  });
  const body = await response.text();
  const id = /(?:#post-|\/posts\/)([0-9a-f-]{36})/.exec(body)?.[1];
  if (!id) throw new Error(`new post refused: ${response.status} ${body.slice(0, 300)}`);
  return id;
}
