// Writes .br and .gz copies of the compressible build files, so that the server sends them without
// compressing on every request.
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const root = new URL("../build/client", import.meta.url).pathname;
const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|data)$/;
let count = 0;

function walk(dir) {
  for (const entry of readdirSync(dir)) {
    const file = join(dir, entry);
    if (statSync(file).isDirectory()) walk(file);
    else if (compressible.test(entry) && statSync(file).size > 1024) {
      const content = readFileSync(file);
      writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      count++;
    }
  }
}

walk(root);
console.log(`precompressed ${count} files in build/client`);
