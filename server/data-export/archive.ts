import { Zip, ZipDeflate, ZipPassThrough } from "fflate";

/**
 * A .zip written as it is read (ADR 0037): each file's bytes come from an async iterable (a page of rows
 * at a time), go through fflate's streaming deflate and leave as soon as they are compressed, so that
 * memory holds one page and the compressor's window, whatever the member has written. The stream pulls:
 * the next page is read only when the client has taken what was sent.
 */
export interface ArchiveFile {
  name: string;
  /** Already compressed (an image) or tiny: stored as is. */
  store?: boolean;
  contents: AsyncIterable<Uint8Array> | Iterable<Uint8Array>;
}

export function zipStream(
  files: AsyncIterable<ArchiveFile> | Iterable<ArchiveFile>,
  modified: Date,
  /** Told of a failure half-way (the database went away): the client's download then fails, unfinished. */
  onError?: (error: unknown) => void,
) {
  const chunks = zipChunks(files, modified);
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      } catch (error) {
        onError?.(error);
        controller.error(error);
      }
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

async function* zipChunks(files: AsyncIterable<ArchiveFile> | Iterable<ArchiveFile>, modified: Date) {
  const out: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else out.push(chunk);
  });
  const drain = function* () {
    if (failure) throw failure;
    while (out.length > 0) yield out.shift()!;
  };
  // One file at a time: a zip is written file after file, so a second file begun before the first ended
  // would wait in memory.
  for await (const file of files) {
    const entry = file.store ? new ZipPassThrough(file.name) : new ZipDeflate(file.name, { level: 6 });
    entry.mtime = modified;
    zip.add(entry);
    for await (const bytes of file.contents) {
      entry.push(bytes);
      yield* drain();
    }
    entry.push(new Uint8Array(0), true);
    yield* drain();
  }
  zip.end();
  yield* drain();
}

const encoder = new TextEncoder();

/**
 * A JSON array written a page at a time (`[`, the rows, `]`), between `before` and `after` when the array
 * is a field of an object (`pad`: the field's indentation).
 */
export async function* jsonArray<T>(
  pages: AsyncIterable<T[]>,
  { before = "", after = "", pad = "" }: { before?: string; after?: string; pad?: string } = {},
): AsyncGenerator<Uint8Array> {
  let first = true;
  const row = (value: T) => `\n${pad}  ${JSON.stringify(value, null, 2).replace(/\n/g, `\n${pad}  `)}`;
  yield encoder.encode(`${before}[`);
  for await (const rows of pages) {
    if (rows.length === 0) continue;
    yield encoder.encode(`${first ? "" : ","}${rows.map(row).join(",")}`);
    first = false;
  }
  yield encoder.encode(`${first ? "" : `\n${pad}`}]${after}\n`);
}

export function jsonFile(value: unknown): Uint8Array[] {
  return [encoder.encode(`${JSON.stringify(value, null, 2)}\n`)];
}

export function textFile(text: string): Uint8Array[] {
  return [encoder.encode(text)];
}

/** Pages of rows read by keyset (`after` the last row of the page before), until a page comes back short. */
export async function* keysetPages<Row, Key>(
  read: (after: Key | null, limit: number) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  limit: number,
): AsyncGenerator<Row[]> {
  let after: Key | null = null;
  for (;;) {
    const rows = await read(after, limit);
    yield rows;
    if (rows.length < limit) return;
    after = keyOf(rows[rows.length - 1]!);
  }
}
