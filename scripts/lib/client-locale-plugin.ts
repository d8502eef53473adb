/**
 * One client build per locale (ADR 0041): in a production client build, each compiled message keeps only
 * the build's locale, and the catalogue's runtime is a few constants, so a page ships its own words and
 * nothing else. The server build is untouched: it answers in every locale (pages, mails). The development
 * server keeps the whole catalogue, as compiled.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";
import { baseLocale, getTextDirection, locales, type Locale } from "../../common/paraglide/runtime.js";
import { messageCalls } from "./message-references";

/** The locale a client build is made for: CLIENT_LOCALE, English when unset. */
export function clientBuildLocale(): Locale {
  const wanted = process.env.CLIENT_LOCALE ?? baseLocale;
  const locale = locales.find((candidate) => candidate === wanted);
  if (!locale) throw new Error(`CLIENT_LOCALE=${wanted} is not one of ${locales.join(", ")}`);
  return locale;
}

const MESSAGE_MODULE = /\/common\/paraglide\/messages\/(?!_index)(\w+)\.js$/;
const RUNTIME_MODULE = /\/common\/paraglide\/runtime\.js$/;
// A message function picks its locale at call time, then calls one of its six translations:
//   const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
//   if (locale === "pt-br") return pt_br_key(inputs)  … five of these
//   return en_key(inputs)
const LOCALE_CHOICE =
  /\tconst locale = [^\n]*\n(?:\tif \(locale === "[\w-]+"\) return \w+\(inputs\)\n)*\treturn en_(\w+)\(inputs\)/;
const RUNTIME_IMPORT = /^import \{[^}]*\} from '\.\.\/runtime\.js';\n/m;

/**
 * The messages some code calls in a locale of its choosing (`m.language_name({}, { locale })`: the
 * language switcher names each language in itself). They keep every translation. Found in the source,
 * so that a new call of that kind cannot silently answer in the build's locale.
 */
export function messagesCalledWithALocale(sources: Iterable<string>): Set<string> {
  const found = new Set<string>();
  for (const source of sources) {
    for (const call of messageCalls(source)) {
      let depth = 0;
      for (let index = call.argumentsStart; index < source.length; index++) {
        const char = source[index];
        if (char === "(" || char === "{" || char === "[") depth++;
        else if (char === ")" || char === "}" || char === "]") {
          if (depth === 0) break;
          depth--;
        } else if (char === "," && depth === 0) {
          found.add(call.key);
          break;
        }
      }
    }
  }
  return found;
}

function* sourceFiles(directory: string): Generator<string> {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "paraglide" && entry.name !== "node_modules") yield* sourceFiles(path);
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      yield readFileSync(path, "utf8");
    }
  }
}

// The message's export, the module's last statement: `export const key = /** @type … */ ((inputs, options) => {`
// and the locale choice above.
const MESSAGE_EXPORT = /^export const (\w+) = [^\n]*\(\([^)]*\) => \{\n/m;

/**
 * A compiled message module that answers only in `locale`: its export is that locale's translation itself,
 * not a function that picks one (a few bytes less for each message a page names); the other translations
 * are left unused and dropped.
 */
export function singleLocaleMessage(source: string, locale: Locale): string {
  const choice = LOCALE_CHOICE.exec(source);
  const exported = MESSAGE_EXPORT.exec(source);
  const shaped =
    choice && exported && exported[1] === choice[1] && source.slice(exported.index).trimEnd().endsWith("});");
  if (!shaped) throw new Error("a compiled message does not have the shape this plugin rewrites (Paraglide upgraded?)");
  const key = exported[1]!;
  return `${source.slice(0, exported.index).replace(RUNTIME_IMPORT, "")}export const ${key} = ${locale.replace("-", "_")}_${key};\n`;
}

/** What the client imports from the runtime, for a build that only ever runs in `locale`. */
export function singleLocaleRuntime(locale: Locale): string {
  const directions = Object.fromEntries(locales.map((each) => [each, getTextDirection(each)]));
  return [
    `export const baseLocale = ${JSON.stringify(baseLocale)};`,
    `export const locales = ${JSON.stringify(locales)};`,
    `export const getLocale = () => ${JSON.stringify(locale)};`,
    // Read by the messages kept whole (above); undefined: they answer in the locale they are given.
    `export const experimentalStaticLocale = undefined;`,
    `export const isLocale = (value) => locales.includes(value);`,
    `const directions = ${JSON.stringify(directions)};`,
    `export const getTextDirection = (locale = getLocale()) => directions[locale] ?? "ltr";`,
  ].join("\n");
}

export function clientLocalePlugin(): Plugin {
  let locale: Locale | undefined;
  let calledWithALocale = new Set<string>();
  return {
    name: "ireland-guide:client-locale",
    apply: "build",
    configResolved() {
      locale = clientBuildLocale();
      calledWithALocale = messagesCalledWithALocale([...sourceFiles("app"), ...sourceFiles("common")]);
    },
    load(id) {
      if (!locale || this.environment.name !== "client") return null;
      const path = id.split("?")[0]!;
      if (RUNTIME_MODULE.test(path)) return singleLocaleRuntime(locale);
      const message = MESSAGE_MODULE.exec(path)?.[1];
      if (message && !calledWithALocale.has(message)) return singleLocaleMessage(readFileSync(path, "utf8"), locale);
      return null;
    },
  };
}
