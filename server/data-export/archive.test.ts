import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { jsonArray, keysetPages, zipStream } from "./archive";

/** Pages of rows made on demand, counting how many were asked for. */
function countedPages(total: number, size: number) {
  const counter = { read: 0 };
  const pages = keysetPages(
    async (after: number | null, limit) => {
      counter.read += 1;
      const from = (after ?? 0) + 1;
      return Array.from({ length: Math.max(0, Math.min(limit, total - from + 1)) }, (_, i) => ({
        n: from + i,
        // Incompressible-ish text, so that every page makes output of its own.
        text: `${(from + i) * 7919}-${Math.random().toString(36)}`.repeat(20),
      }));
    },
    (row) => row.n,
    size,
  );
  return { counter, pages };
}

async function readAll(stream: ReadableStream<Uint8Array>) {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

describe("zipStream", () => {
  it("writes a zip whose JSON files hold every row once", async () => {
    const { pages } = countedPages(1234, 100);
    const zip = await readAll(
      zipStream(
        [
          { name: "README.txt", contents: [new TextEncoder().encode("hello")] },
          { name: "rows.json", contents: jsonArray(pages) },
          { name: "empty.json", contents: jsonArray(countedPages(0, 100).pages) },
        ],
        new Date("2026-11-26T10:00:00Z"),
      ),
    );
    const files = unzipSync(zip);
    expect(strFromU8(files["README.txt"]!)).toBe("hello");
    const rows = JSON.parse(strFromU8(files["rows.json"]!)) as { n: number }[];
    expect(rows.map((row) => row.n)).toEqual(Array.from({ length: 1234 }, (_, i) => i + 1));
    expect(JSON.parse(strFromU8(files["empty.json"]!))).toEqual([]);
  });

  it("reads the next page only when the reader has taken what was sent", async () => {
    const { counter, pages } = countedPages(100_000, 500);
    const reader = zipStream([{ name: "rows.json", contents: jsonArray(pages) }], new Date()).getReader();
    let bytes = 0;
    while (bytes < 200_000) bytes += (await reader.read()).value!.length;
    // 200 pages exist; a reader that stopped early has made the server read only a few of them.
    expect(counter.read).toBeLessThan(20);
    await reader.cancel();
  });
});
