import { existsSync, readFileSync } from "node:fs";
import { SourceMap, type SourceMapPayload } from "node:module";
import { dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** A map read for a logged error is kept this long (ms), for the errors that come with it, then dropped. */
const KEPT_MS = 60_000;

/**
 * A logged stack trace in the TypeScript's files and lines, for a server compiled into one file with a
 * linked source map (build/app-server/server.js, ADR 0011), started without `--enable-source-maps`: that
 * flag also reads and holds the source map of every package that ships one (217 files, PGlite's and
 * Radix's among them), about 20 MB for as long as the process runs (ADR 0066). Here only the server's own
 * map is read, when an error is logged, and dropped a minute later.
 *
 * `bundle` is the compiled file's path; a frame of any other file is left as it is, and so is every frame
 * when the file has no map beside it (the server run from its TypeScript by tsx).
 */
export function sourcePositionsFor(bundle: string): (stack: string) => string {
  const mapFile = `${bundle}.map`;
  if (!bundle.endsWith(".js") || !existsSync(mapFile)) return (stack) => stack;
  const bundleUrl = pathToFileURL(bundle).href;
  let kept: SourceMap | undefined;
  let dropTimer: NodeJS.Timeout | undefined;
  const map = () => {
    kept ??= new SourceMap(JSON.parse(readFileSync(mapFile, "utf8")) as SourceMapPayload);
    clearTimeout(dropTimer);
    dropTimer = setTimeout(() => (kept = undefined), KEPT_MS).unref();
    return kept;
  };
  const frame = new RegExp(`(?:${escape(bundleUrl)}|${escape(bundle)}):(\\d+):(\\d+)`, "g");
  return (stack) =>
    stack.replace(frame, (whole, line: string, column: string) => {
      const entry = map().findEntry(Number(line) - 1, Number(column) - 1) as Partial<{
        originalSource: string;
        originalLine: number;
        originalColumn: number;
      }>;
      if (entry.originalSource === undefined || entry.originalLine === undefined) return whole;
      const source = entry.originalSource.startsWith("file:")
        ? fileURLToPath(entry.originalSource)
        : resolve(dirname(bundle), entry.originalSource);
      return `${source}:${entry.originalLine + 1}:${(entry.originalColumn ?? 0) + 1}`;
    });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** This server's own stack traces: its bundle is the file this module was compiled into. */
export const withSourcePositions = sourcePositionsFor(fileURLToPath(import.meta.url));
