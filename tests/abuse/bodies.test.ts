import { request as httpRequest } from "node:http";
import { describe, expect, it } from "vitest";
import { residentBytes, serverForThisFile } from "./helpers";

/**
 * Finding 4: bodies were read before anything refused them (100 MB bodies took the server to 1.6 GB),
 * and a body sent slowly held a connection for minutes.
 */
const suite = serverForThisFile();
const MB = 1024 * 1024;

/** Sends `totalBytes` of form body to `path` in 64 kB chunks, with or without a declared length. */
function sendBody(path: string, totalBytes: number, declareLength: boolean): Promise<{ status: number; sent: number }> {
  const url = new URL(path, suite.server.url);
  const chunk = Buffer.alloc(64 * 1024, "a");
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered: number | undefined;
    const request = httpRequest(url, {
      method: "POST",
      agent: false,
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: suite.server.url,
        ...(declareLength ? { "Content-Length": String(totalBytes) } : {}),
      },
    });
    request.on("response", (response) => {
      answered = response.statusCode;
      response.resume();
      response.on("end", () => resolve({ status: answered!, sent }));
    });
    // The server closes the connection after refusing: a write error then is expected.
    request.on("error", (error) => (answered ? resolve({ status: answered, sent }) : reject(error)));
    const pump = () => {
      while (sent < totalBytes && answered === undefined) {
        sent += chunk.byteLength;
        if (!request.write(chunk)) return void request.once("drain", pump);
      }
      request.end();
    };
    pump();
  });
}

describe("request bodies", () => {
  for (const declareLength of [true, false]) {
    it(`a 100 MB body ${declareLength ? "with a declared length" : "sent chunked"} is refused with 413, and memory grows by less than 50 MB`, async () => {
      const pid = suite.server.child.pid!;
      const before = residentBytes(pid);
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(pid))), 20);
      try {
        const results = await Promise.all(
          ["/auth", "/community/forum/new-post", "/profile/00000000-0000-0000-0000-000000000000"].map((path) =>
            sendBody(path, 100 * MB, declareLength),
          ),
        );
        for (const result of results) {
          expect(result.status).toBe(413);
          expect(result.sent).toBeLessThan(100 * MB); // refused before the client had sent it all
        }
      } finally {
        clearInterval(sampler);
      }
      expect(peak - before).toBeLessThan(50 * MB);
      const health = await fetch(`${suite.server.url}/api/health`);
      expect(health.status).toBe(200);
    });
  }
});
