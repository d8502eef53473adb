/**
 * One client per locale (ADR 0041): the server build renders every locale, and each locale's pages name
 * that locale's client modules, whose messages hold its words only. A request is answered with the asset
 * manifest of the locale its address is in; the router's route discovery (/__manifest, which carries no
 * locale prefix) with the manifest whose version the page sent.
 */
import { existsSync, readFileSync } from "node:fs";
import { createRequestHandler, type ServerBuild } from "react-router";
import { localeOfPath } from "../common/locale-path";
import type { Locale } from "../common/i18n";

/** Each locale's client, as scripts/build-locales.ts writes it: its asset manifest and its files. */
export type LocaleClients = Record<Locale, { assets: ServerBuild["assets"]; files: string[] }>;

export function readLocaleClients(file: string): LocaleClients {
  if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build`);
  return JSON.parse(readFileSync(file, "utf8")) as LocaleClients;
}

type Handler = ReturnType<typeof createRequestHandler>;

/** A request handler that answers each locale with its own client modules. */
export function createLocalizedRequestHandler(
  build: ServerBuild,
  clients: LocaleClients,
  mode: string | undefined,
): Handler {
  const byLocale = new Map<Locale, Handler>();
  const byVersion = new Map<string, Handler>();
  for (const [locale, { assets }] of Object.entries(clients) as [Locale, LocaleClients[Locale]][]) {
    const handler = createRequestHandler({ ...build, assets }, mode);
    byLocale.set(locale, handler);
    byVersion.set(assets.version, handler);
  }
  const english = byLocale.get(localeOfPath("/"))!;
  const manifestPath = build.routeDiscovery.manifestPath;
  return (request, context) => {
    const url = new URL(request.url);
    const handler =
      url.pathname === manifestPath
        ? byVersion.get(url.searchParams.get("version") ?? "")
        : byLocale.get(localeOfPath(url.pathname));
    // An unknown version (a page of an earlier release) gets the English manifest, whose version differs:
    // the router then reloads the page, as after any release.
    return (handler ?? english)(request, context);
  };
}
