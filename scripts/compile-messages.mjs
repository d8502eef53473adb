// Compiles messages/<locale>.json into typed message functions in common/paraglide (not committed).
// Run by the build, the typecheck and the test scripts, so a clean clone needs no step of its own.
// It does nothing when the catalogue has not changed since the last compile: the typecheck and the
// lint run side by side in CI, and a compile under way would take the files away from the lint.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { compile } from "@inlang/paraglide-js";

const outdir = "./common/paraglide";
const inputs = [
  "scripts/compile-messages.mjs",
  "project.inlang/settings.json",
  ...readdirSync("messages")
    .sort()
    .map((file) => `messages/${file}`),
];
const hash = createHash("sha256");
for (const input of inputs) hash.update(input).update(readFileSync(input));
const digest = hash.digest("hex");
const stamp = `${outdir}/.catalogue-hash`;

if (!existsSync(stamp) || readFileSync(stamp, "utf8") !== digest) {
  await compile({
    project: "./project.inlang",
    outdir,
    // The locale is the address's first segment (/pt-br/…); English has no prefix.
    strategy: ["url", "baseLocale"],
    // Declarations let the TypeScript code import the generated JavaScript with its types.
    emitTsDeclarations: true,
    emitGitIgnore: false,
    emitReadme: false,
    emitPrettierIgnore: false,
  });
  writeFileSync(stamp, digest);
}
// The inlang SDK leaves a timer running for about 30 s after compiling; nothing is left to wait for.
process.exit(0);
