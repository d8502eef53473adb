// The message catalogue's build check (issue #33, ADR 0040), run by `npm run lint`: it fails when a key is
// missing in a locale, a locale has a key English does not, a message's placeholders differ between
// locales, or a key is called nowhere in app/, common/ or server/ (as m.key or m["key"]; a call that
// builds the key, m[`section_${slug}`], counts for every key with that prefix).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { messageReferences } from "./lib/message-references";

const SCHEMA_KEYS = new Set(["$schema"]);

type Variant = { declarations?: string[]; selectors?: string[]; match?: Record<string, string> };
type Message = string | Variant[];
type Catalogue = Record<string, Message>;

/** The inputs a message takes: {name} in its text, or the `input` declarations and {name} of its variants. */
export function placeholdersOf(message: Message): string[] {
  const names = new Set<string>();
  const fromText = (text: string, locals: Set<string>) => {
    for (const match of text.matchAll(/\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}/g)) {
      if (!locals.has(match[1]!)) names.add(match[1]!);
    }
  };
  if (typeof message === "string") fromText(message, new Set());
  else {
    for (const variant of message) {
      const locals = new Set<string>();
      for (const declaration of variant.declarations ?? []) {
        const input = /^input\s+([A-Za-z_][A-Za-z0-9_]*)$/.exec(declaration.trim());
        if (input) names.add(input[1]!);
        const local = /^local\s+([A-Za-z_][A-Za-z0-9_]*)\s*=/.exec(declaration.trim());
        if (local) locals.add(local[1]!);
      }
      for (const text of Object.values(variant.match ?? {})) fromText(text, locals);
    }
  }
  return [...names].sort();
}

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (entry === "paraglide" || entry === "node_modules") return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|js|mjs)$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [path] : [];
  });
}

/** The keys the code calls, and the prefixes of keys it builds. */
export function usedKeys(sources: string[]): { keys: Set<string>; prefixes: string[] } {
  const keys = new Set<string>();
  const prefixes: string[] = [];
  for (const text of sources) {
    const named = messageReferences(text);
    for (const key of named.keys) keys.add(key);
    prefixes.push(...named.prefixes);
  }
  return { keys, prefixes };
}

/** Every problem of the catalogue (empty when it is whole), given each locale's messages and the code. */
export function catalogueProblems(
  catalogues: Record<string, Catalogue>,
  sources: string[],
  baseLocale = "en",
): string[] {
  const problems: string[] = [];
  const base = catalogues[baseLocale];
  if (!base) return [`no ${baseLocale} catalogue`];
  const keysOf = (catalogue: Catalogue) => Object.keys(catalogue).filter((key) => !SCHEMA_KEYS.has(key));
  const baseKeys = keysOf(base);
  for (const [locale, catalogue] of Object.entries(catalogues)) {
    if (locale === baseLocale) continue;
    for (const key of baseKeys) {
      if (!(key in catalogue)) problems.push(`${locale}: "${key}" is missing`);
      else if (placeholdersOf(catalogue[key]!).join() !== placeholdersOf(base[key]!).join())
        problems.push(
          `${locale}: "${key}" has placeholders {${placeholdersOf(catalogue[key]!).join("}, {")}} but English has {${placeholdersOf(base[key]!).join("}, {")}}`,
        );
      else if (typeof catalogue[key] === "string" && (catalogue[key] as string).trim() === "")
        problems.push(`${locale}: "${key}" is empty`);
    }
    for (const key of keysOf(catalogue)) {
      if (!(key in base)) problems.push(`${locale}: "${key}" is not in English (${baseLocale}.json)`);
    }
  }
  const { keys, prefixes } = usedKeys(sources);
  for (const key of baseKeys) {
    if (!keys.has(key) && !prefixes.some((prefix) => key.startsWith(prefix)))
      problems.push(`"${key}" is not used in app/, common/ or server/ (remove it, or call m.${key}())`);
  }
  return problems;
}

/** Reads messages/<locale>.json for every locale of project.inlang and the code under `dirs`. */
export function checkProject(root: string, dirs = ["app", "common", "server"]): string[] {
  const settings = JSON.parse(readFileSync(join(root, "project.inlang/settings.json"), "utf8")) as {
    baseLocale: string;
    locales: string[];
  };
  const catalogues: Record<string, Catalogue> = {};
  const problems: string[] = [];
  for (const locale of settings.locales) {
    const file = join(root, "messages", `${locale}.json`);
    if (!existsSync(file)) {
      problems.push(`${locale}: ${relative(root, file)} does not exist`);
      continue;
    }
    catalogues[locale] = JSON.parse(readFileSync(file, "utf8")) as Catalogue;
  }
  const sources = dirs.flatMap((dir) => sourceFiles(join(root, dir))).map((file) => readFileSync(file, "utf8"));
  return [...problems, ...catalogueProblems(catalogues, sources, settings.baseLocale)];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = checkProject(fileURLToPath(new URL("..", import.meta.url)));
  if (problems.length) {
    console.error(`The message catalogue (messages/*.json) has ${problems.length} problem(s):`);
    for (const problem of problems) console.error(`  ${problem}`);
    process.exit(1);
  }
  console.log("messages: every key in all six locales, with the same placeholders, and used");
}
