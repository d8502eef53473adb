import { createHash, type Hash } from "node:crypto";
import { closeSync, existsSync, openSync, readdirSync, readFileSync, readSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { promisify } from "node:util";
import { brotliDecompress, brotliDecompressSync, gunzip, gunzipSync } from "node:zlib";

const gunzipped = promisify(gunzip);
const unbrotlied = promisify(brotliDecompress);

/**
 * The browser build (build/client: hashed assets, prerendered pages and their .data, public files) held
 * in memory, with the brotli and gzip copies that scripts/stages/precompress.ts made at build time (ADR 0018).
 * A request for a path that is not a file here costs one Map lookup, not a walk of the file system; a
 * file is answered from memory, compressed at build time, without gzip in the request path.
 *
 * A file with a compressed copy is held only compressed: every current browser and crawler takes brotli
 * or gzip, and the files themselves (27 MB of the build's 39 in six languages) were the largest part of
 * a process's heap at rest. A client that takes neither gets the gzip copy unzipped (ADR 0066).
 */
export interface StaticFile {
  /** The file's path below the root, with forward slashes (`guides/pps/index.html`). */
  path: string;
  type: string;
  /** The file itself, held only when it has no compressed copy (`contentOf` gives it either way). */
  body?: Buffer;
  br?: Buffer;
  gz?: Buffer;
  etag: string;
}

/** A file's content, uncompressed. */
export function contentOf(file: StaticFile): Buffer {
  if (file.body) return file.body;
  return file.gz ? gunzipSync(file.gz) : brotliDecompressSync(file.br!);
}

/** The same, unzipped in zlib's thread pool: for a request, which must not hold the event loop. */
async function contentForRequest(file: StaticFile): Promise<Buffer> {
  if (file.body) return file.body;
  return file.gz ? gunzipped(file.gz) : unbrotlied(file.br!);
}

/** The ETag of a file's content. */
export const etagOf = (content: Buffer) => etagOfHash(createHash("sha1").update(content));
const etagOfHash = (hash: Hash) => `"${hash.digest("base64url").slice(0, 16)}"`;

/**
 * The ETag of a file on disk, read a piece at a time: the file itself is never in memory at once (freed
 * at once, its bytes would still be the process's: most are small, and the allocator keeps them).
 */
function etagOfFile(path: string): string {
  const hash = createHash("sha1");
  const piece = Buffer.allocUnsafe(64 * 1024);
  const file = openSync(path, "r");
  try {
    for (let read = readSync(file, piece); read > 0; read = readSync(file, piece)) hash.update(piece.subarray(0, read));
  } finally {
    closeSync(file);
  }
  return etagOfHash(hash);
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".map": "application/json; charset=utf-8",
  // React Router's single-fetch payload of a prerendered page (what its own server sends).
  ".data": "text/x-script",
};

const COMPRESSED_COPY = /\.(br|gz|zst)$/;

/** Every file below `root` by the URL paths that name it (`/a/index.html`, `/a/` and `/a` for an index page). */
export function loadStaticFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!existsSync(root)) return files;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(full);
        continue;
      }
      if (!entry.isFile() || COMPRESSED_COPY.test(entry.name)) continue;
      const path = relative(root, full).split(sep).join("/");
      const br = existsSync(`${full}.br`) ? readFileSync(`${full}.br`) : undefined;
      const gz = existsSync(`${full}.gz`) ? readFileSync(`${full}.gz`) : undefined;
      const body = br || gz ? undefined : readFileSync(full);
      const file: StaticFile = {
        path,
        type: TYPES[extname(entry.name).toLowerCase()] ?? "application/octet-stream",
        body,
        br,
        gz,
        etag: body ? etagOf(body) : etagOfFile(full),
      };
      files.set(`/${path}`, file);
      if (entry.name === "index.html") {
        const folder = path.slice(0, -"index.html".length); // "" or "a/b/"
        files.set(`/${folder}`, file);
        if (folder) files.set(`/${folder.slice(0, -1)}`, file);
      }
    }
  };
  walk(root);
  return files;
}

/** The file named by a request path, if any (the path as sent, or percent-decoded). */
export function findStaticFile(files: Map<string, StaticFile>, path: string): StaticFile | undefined {
  const file = files.get(path);
  if (file || !path.includes("%")) return file;
  try {
    return files.get(decodeURIComponent(path));
  } catch {
    return undefined;
  }
}

/** One copy of a file as it is sent: its bytes and every header that goes with them. */
export interface Answer {
  bytes: Uint8Array<ArrayBuffer>;
  headers: Record<string, string>;
}
/** A file's answers in each encoding it has, worked out once so that a request only picks one. */
export interface Answers {
  /** The file itself; made from its compressed copy, when a client asks, for a file held only compressed. */
  identity: Answer | (() => Promise<Answer>);
  br?: Answer;
  gzip?: Answer;
}

export function answersOf(file: StaticFile, headers: Record<string, string>): Answers {
  const answer = (body: Buffer, encoding?: string): Answer => ({
    bytes: new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length),
    headers: {
      ...headers,
      "Content-Length": String(body.length),
      ...(encoding ? { "Content-Encoding": encoding } : {}),
    },
  });
  const { body } = file;
  return {
    identity: body ? answer(body) : async () => answer(await contentForRequest(file)),
    br: file.br && answer(file.br, "br"),
    gzip: file.gz && answer(file.gz, "gzip"),
  };
}

/** The best answer for a client's Accept-Encoding: brotli, then gzip, then the file itself. */
export function pickAnswer(answers: Answers, acceptEncoding: string | undefined): Answer | Promise<Answer> {
  if (acceptEncoding) {
    if (answers.br && /\bbr\b/.test(acceptEncoding)) return answers.br;
    if (answers.gzip && /\bgzip\b/.test(acceptEncoding)) return answers.gzip;
  }
  return typeof answers.identity === "function" ? answers.identity() : answers.identity;
}
