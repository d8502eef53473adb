/**
 * One client per locale (ADR 0041): the server build renders every locale, and each locale's pages name
 * that locale's client modules, whose messages hold its words only. A request is answered with the asset
 * manifest of the locale its address is in; the router's route discovery (/__manifest, which carries no
 * locale prefix) with the manifest whose version the page sent.
 *
 * Each locale's handler also knows only its own copy of the route table (ADR 0040): React Router tries
 * every branch of its table on each request, so six copies in one table made matching six times slower.
 */
import { existsSync, readFileSync } from "node:fs";
import { createRequestHandler, type ServerBuild } from "react-router";
import { localeOfPath } from "../common/locale-path";
import { prefixedLocales } from "../common/locales";
import { baseLocale, type Locale } from "../common/i18n";

/** Each locale's client, as scripts/stages/locale-clients.ts writes it: its asset manifest and its files. */
export type LocaleClients = Record<Locale, { assets: ServerBuild["assets"]; files: string[] }>;

export function readLocaleClients(file: string): LocaleClients {
  if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build`);
  return JSON.parse(readFileSync(file, "utf8")) as LocaleClients;
}

type Handler = ReturnType<typeof createRequestHandler>;

/** Whether a route id (app/routes.ts) is in `locale`'s copy of the route table; the root is in every copy. */
export function isRouteOfLocale(id: string, locale: Locale): boolean {
  if (id === "root") return true;
  if (locale !== baseLocale) return id.startsWith(`${locale}/`);
  return !prefixedLocales.some((prefixed) => id.startsWith(`${prefixed}/`));
}

function onlyLocale<T>(routes: Record<string, T>, locale: Locale): Record<string, T> {
  return Object.fromEntries(Object.entries(routes).filter(([id]) => isRouteOfLocale(id, locale)));
}

/** A request handler that answers each locale with its own client modules. */
export function createLocalizedRequestHandler(
  build: ServerBuild,
  clients: LocaleClients,
  mode: string | undefined,
): Handler {
  const byLocale = new Map<Locale, Handler>();
  const byVersion = new Map<string, Handler>();
  for (const [locale, { assets }] of Object.entries(clients) as [Locale, LocaleClients[Locale]][]) {
    const routes = onlyLocale(build.routes, locale);
    const handler = createRequestHandler(
      { ...build, routes, assets: { ...assets, routes: onlyLocale(assets.routes, locale) } },
      mode,
    );
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
