/**
 * One client per locale (ADR 0041): the server build renders every locale, and each locale's pages name
 * that locale's client modules, whose messages hold its words only. A request is answered by the handler
 * of the locale its address is in, with that locale's asset manifest.
 *
 * Every locale has the one route table under its own basename (ADR 0069): the Arabic handler answers
 * /ar/glossary as /glossary, and the router's route discovery of an Arabic page (/ar/__manifest) with the
 * Arabic client's modules.
 */
import { existsSync, readFileSync } from "node:fs";
import { createRequestHandler, type ServerBuild } from "react-router";
import { basenameOf, localeOfPath } from "../common/locale-path";
import { locales, type Locale } from "../common/i18n";

/** Each locale's client, as scripts/stages/locale-clients.ts writes it: its asset manifest and its files. */
export type LocaleClients = Record<Locale, { assets: ServerBuild["assets"]; files: string[] }>;

export function readLocaleClients(file: string): LocaleClients {
  if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build`);
  return JSON.parse(readFileSync(file, "utf8")) as LocaleClients;
}

type Handler = ReturnType<typeof createRequestHandler>;

/**
 * One handler per locale, each made by `handlerOf` for the locale's basename; a request goes to the
 * handler of the locale its address names (its first segment; English otherwise).
 */
export function handlerPerLocale(handlerOf: (locale: Locale, basename: string) => Handler): Handler {
  const byLocale = new Map(locales.map((locale) => [locale, handlerOf(locale, basenameOf(locale))]));
  return (request, context) => byLocale.get(localeOfPath(new URL(request.url).pathname))!(request, context);
}

/** A request handler that answers each locale under its basename, with its own client modules. */
export function createLocalizedRequestHandler(
  build: ServerBuild,
  clients: LocaleClients,
  mode: string | undefined,
): Handler {
  return handlerPerLocale((locale, basename) =>
    createRequestHandler({ ...build, basename, assets: clients[locale].assets }, mode),
  );
}
