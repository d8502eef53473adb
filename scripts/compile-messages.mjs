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

/**
 * Paraglide's registry (the plural, number and date functions messages call) builds a new Intl formatter
 * on every call, which a page of forum counts paid for in every render. This one keeps each formatter;
 * its functions and types are Paraglide's (registry.d.ts).
 */
const MEMOIZED_REGISTRY = `/* eslint-disable */
const formatters = new Map();
function formatter(Kind, locale, options) {
  const key = Kind.name + "\\0" + locale + "\\0" + JSON.stringify(options ?? {});
  let made = formatters.get(key);
  if (!made) formatters.set(key, (made = new Kind(locale, options)));
  return made;
}
export function plural(locale, input, options) {
  return formatter(Intl.PluralRules, locale, options).select(Number(input));
}
export function number(locale, input, options) {
  return formatter(Intl.NumberFormat, locale, options).format(Number(input));
}
export function datetime(locale, input, options) {
  return formatter(Intl.DateTimeFormat, locale, options).format(new Date(input));
}
export function relativetime(locale, input, options) {
  const { unit, ...intlOptions } = options;
  return formatter(Intl.RelativeTimeFormat, locale, intlOptions).format(Number(input), unit);
}
`;

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
  writeFileSync(`${outdir}/registry.js`, MEMOIZED_REGISTRY);
  writeFileSync(stamp, digest);
}
// The inlang SDK leaves a timer running for about 30 s after compiling; nothing is left to wait for.
process.exit(0);
