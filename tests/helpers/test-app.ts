import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { UNSAFE_decodeViaTurboStream as decodeTurboStream } from "react-router";
import { createApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import type { Database } from "../../server/db/database";
import { createLogger } from "../../server/logger";
import { readOutbox } from "../../server/mail/mailer";
import { createRuntime } from "../../server/runtime";
import { pageRenderer } from "./page-renderer";
import { createTestDatabase } from "./test-database";

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
export type TestBrowser = ReturnType<TestApp["browser"]>;
type FormFields = Record<string, string | Blob | undefined>;

/** What an action answered to a fetcher (JavaScript) submission: its status and its data. */
export interface FetcherResult<T = Record<string, unknown>> {
  status: number;
  data: T;
  redirect?: string;
}

/**
 * The whole app (Hono, React Router's loaders and actions, better-auth) on a fresh test database, with
 * mail going to a temporary outbox. Each `browser()` has its own cookie jar; its requests carry the
 * site's Origin, as a browser's would, come from `address` when one is given (the app trusts
 * X-Forwarded-For as it would behind a proxy) and name `userAgent` when one is given.
 */
export async function createTestApp(env: Record<string, string> = {}, existing?: Database) {
  const database = existing ?? (await createTestDatabase());
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: mkdtempSync(join(tmpdir(), "ig-test-")),
    LOG_LEVEL: "silent",
    TRUST_PROXY: "true",
    ...env,
  });
  const logger = createLogger(process.env.TEST_LOG_LEVEL ?? "silent");
  const runtime = createRuntime({ config, database, logger });
  await runtime.forumChanges.start();
  await runtime.memberEvents.start();
  const renderer = await pageRenderer();
  const app = createApp(runtime, { renderPage: renderer.render, pageAudience: renderer.audienceOf });

  function browser({ address, userAgent }: { address?: string; userAgent?: string } = {}) {
    const cookies = new Map<string, string>();
    async function request(path: string, init: RequestInit = {}) {
      const headers = new Headers(init.headers);
      headers.set("Origin", config.publicUrl);
      if (address) headers.set("X-Forwarded-For", address);
      if (userAgent) headers.set("User-Agent", userAgent);
      if (cookies.size) headers.set("Cookie", [...cookies].map(([k, v]) => `${k}=${v}`).join("; "));
      const response = await app.request(path, { ...init, headers });
      for (const setCookie of response.headers.getSetCookie()) {
        const [pair] = setCookie.split(";");
        const [name, ...value] = pair!.split("=");
        if (/max-age=0/i.test(setCookie) || value.join("=") === "") cookies.delete(name!.trim());
        else cookies.set(name!.trim(), value.join("="));
      }
      return response;
    }

    function formBody(fields: FormFields): URLSearchParams | FormData {
      const hasFile = Object.values(fields).some((value) => value instanceof Blob);
      const body = hasFile ? new FormData() : new URLSearchParams();
      for (const [key, value] of Object.entries(fields)) {
        if (value === undefined) continue;
        if (value instanceof Blob) (body as FormData).append(key, value, "upload");
        else body.append(key, value);
      }
      return body;
    }

    /** A form posted by a browser without JavaScript: the answer is a redirect or an HTML page. */
    function submitDocument(path: string, fields: FormFields) {
      return request(path, {
        method: "POST",
        body: formBody(fields),
        headers: { "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document", Accept: "text/html" },
      });
    }

    /** A form posted by React Router's client (a fetcher or an enhanced <Form>): the answer is data. */
    async function submit<T = Record<string, unknown>>(path: string, fields: FormFields): Promise<FetcherResult<T>> {
      const url = new URL(path, config.publicUrl);
      url.pathname = url.pathname === "/" ? "/_root.data" : `${url.pathname.replace(/\/$/, "")}.data`;
      const response = await request(url.pathname + url.search, {
        method: "POST",
        body: formBody(fields),
        headers: { "Sec-Fetch-Mode": "cors", "Sec-Fetch-Dest": "empty" },
      });
      return decodeDataResponse<T>(response);
    }

    /** A loader read the way React Router's client reads it (`path.data`). */
    async function load<T = Record<string, unknown>>(path: string): Promise<FetcherResult<T>> {
      const url = new URL(path, config.publicUrl);
      url.pathname = `${url.pathname.replace(/\/$/, "")}.data`;
      return decodeDataResponse<T>(await request(url.pathname + url.search));
    }

    return { request, submit, submitDocument, load, cookies };
  }

  const outbox = () => readOutbox(runtime.mailer.outboxDir!);
  /** The newest message to `to`, and the token in its link. */
  function lastMailTo(to: string) {
    const message = outbox().find((m) => m.to === to);
    if (!message) throw new Error(`no mail to ${to}`);
    const link = message.links.find((l) => l.includes("token="))!;
    return { message, link, token: new URL(link).searchParams.get("token")! };
  }

  return {
    ...runtime,
    app,
    browser,
    outbox,
    lastMailTo,
    close: async () => {
      await runtime.forumChanges.stop();
      await runtime.memberEvents.stop();
      await runtime.mailWorker.stop();
      await database.close();
    },
  };
}

/** Decodes React Router's turbo-stream answer: an action's data, a loader's data, or a redirect. */
async function decodeDataResponse<T>(response: Response): Promise<FetcherResult<T>> {
  if (!response.headers.get("content-type")?.includes("text/x-script")) {
    return { status: response.status, data: (await response.text()) as unknown as T };
  }
  const decoded = await decodeTurboStream(response.body!, globalThis as unknown as Window);
  await decoded.done;
  const value = decoded.value as Record<string, unknown> & { redirect?: string };
  if (typeof value?.redirect === "string")
    return { status: response.status, data: value as T, redirect: value.redirect };
  // An action answers { data } or { error }; loaders answer { routeId: { data } }.
  const inner = (value as { data?: unknown; error?: unknown }) ?? {};
  return { status: response.status, data: (inner.data ?? inner.error ?? value) as T };
}
