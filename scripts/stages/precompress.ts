// Writes .br and .gz copies of the compressible build files, so that the server sends them without
// compressing on every request (ADR 0018). The last stage: it compresses what every stage before wrote
// under build/client, the service worker included.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|data)$/;

/** Writes `<file>.br` and `<file>.gz` beside each compressible file over 1 KB under `clientDir`; says how many. */
export function precompress(clientDir: string): string {
  let count = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const file = join(dir, entry);
      if (statSync(file).isDirectory()) walk(file);
      else if (COMPRESSIBLE.test(entry) && statSync(file).size > 1024) {
        const content = readFileSync(file);
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        count++;
      }
    }
  };
  walk(clientDir);
  return `precompressed ${count} files in build/client`;
}
