import {
  data,
  isRouteErrorResponse,
  Links,
  useLocation,
  useRouteLoaderData,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type LinkDescriptor,
  type LinksFunction,
} from "react-router";
import { lazy, useEffect, type ReactNode } from "react";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import themeBootScript from "./components/layout/theme-boot?inline-script";
import { useNonce } from "./lib/csp-nonce";
import { announceHydrated } from "./lib/deferred-hydration";
import memberHintScript from "./lib/member-hint?inline-script";
import { ToastProvider } from "./components/ui/toast";
import { CurrentUserProvider } from "./features/auth/current-user";
import { FlashMessage } from "./features/forms/flash-message";
import { SignInRequiredProvider } from "./features/auth/sign-in-required";
import { readFlash } from "../server/http/flash";
import { suspensionNotice } from "../server/auth/suspension-notice";
import { publicViewer } from "../server/identity";
import { unreadCount } from "../server/notifications/read";
import { SearchPalette } from "./features/search/search-palette";
import { m } from "@common/i18n";
import { useLocale } from "./lib/localized-router";
import { alternateLinks } from "./lib/seo";
import { LocaleSuggestion } from "./components/layout/language-switcher";
import { localizedPath, WEB_MANIFEST_PATH } from "@common/locale-path";
import { htmlLang } from "@common/locales";
import { getTextDirection } from "@common/paraglide/runtime.js";
import { OfflineNotice, OfflineStatus } from "./features/offline";
import registerWorkerScript from "./features/offline/register?inline-script";

// The error screens load when one is shown, not with every page (a guide page's JavaScript budget, #17).
// Without a Suspense boundary of their own, the server's HTML waits for them and so does hydration.
const NotFound = lazy(() => import("./components/layout/not-found").then((module) => ({ default: module.NotFound })));
const ErrorScreen = lazy(() =>
  import("./components/layout/error-screen").then((module) => ({ default: module.ErrorScreen })),
);

export const links: LinksFunction = () => [
  // A stylesheet with a precedence is React's to place: first in <head>, before the modules the page preloads.
  // A plain one came after the forum's thirty: over HTTP/1.1's six connections to a host, the styles a page
  // needs to paint were asked for after all those scripts.
  { rel: "stylesheet", href: stylesheet, precedence: "default" } as LinkDescriptor,
  // Drawn from public/favicon.svg at build time (scripts/stages/icons.ts); not the SVG itself, which
  // the browser reads by building a document for it on the page's main thread while the page loads.
  { rel: "icon", href: "/icons/icon-32.png", sizes: "32x32", type: "image/png" },
  // Installable (ADR 0039): the icon a phone puts on its home screen (the manifest is the page's language's, below).
  { rel: "apple-touch-icon", href: "/icons/icon-192.png" },
];

/**
 * The signed-in visitor for server-rendered pages, and a message carried across a redirect (read once).
 * Prerendered pages are built without a request context: there the user is unknown (undefined) until
 * the browser asks the viewer resource route.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  if (!context?.viewer) return { user: undefined, flash: null, unread: undefined, renderedAt: undefined };
  const [viewer, flash] = await Promise.all([context.viewer(), readFlash(request)]);
  // The bell's number: one row by primary key (a counter kept by triggers), never a count.
  const unread = viewer ? await unreadCount(context.database.db, viewer.id) : 0;
  // A session cookie that signed nobody in is cleared; if a suspension ended it, the page says so.
  const suspended = viewer ? null : await suspensionNotice(context, request);
  // Dates count "3 hours ago" from this instant on the server and again while the page hydrates.
  const result = { user: publicViewer(viewer), flash: suspended?.toast ?? flash.toast, unread, renderedAt: Date.now() };
  const headers = new Headers();
  if (flash.clear) headers.append("Set-Cookie", flash.clear);
  if (suspended) headers.append("Set-Cookie", suspended.clearCookie);
  return headers.has("Set-Cookie") ? data(result, { headers }) : result;
}

export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  // Inline scripts run under the Content-Security-Policy only with the request's nonce (ADR 0012).
  const nonce = useNonce();
  // The page's language and writing direction come from its address (/ar/… is Arabic, right to left).
  const locale = useLocale();
  // The page's own address: the router's location is without the locale's basename (ADR 0069).
  const pathname = localizedPath(useLocation().pathname, locale);
  useEffect(announceHydrated, []);
  // The head scripts run from the server's HTML before first paint. React neither re-runs nor rewrites a
  // hydrated script, so the client bundle leaves their text out (a guide page's JavaScript budget, #17).
  return (
    <html lang={htmlLang(locale)} dir={getTextDirection(locale)} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b6e3f" />
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? themeBootScript : "" }}
        />
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? memberHintScript + registerWorkerScript : "" }}
        />
        <Meta />
        {/* For search engines, which read the server's HTML: the browser keeps these as the server wrote
            them (React leaves head nodes it did not render), and the client bundle leaves them out. */}
        {import.meta.env.SSR &&
          alternateLinks(pathname).map(({ hrefLang, href }) => (
            <link key={hrefLang} rel="alternate" href={href} hrefLang={hrefLang} />
          ))}
        {/* Installable (ADR 0039, ADR 0049): this language's manifest, written by the server like the
            alternates, so the client bundle carries none of it. */}
        {import.meta.env.SSR && <link rel="manifest" href={localizedPath(WEB_MANIFEST_PATH, locale)} />}
        {/* Styles need no nonce (style-src allows inline styles), and the browser, which hides nonces, would
            see a nonce that its render lacks: an empty one on both sides instead of the request's. */}
        <Links nonce="" />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-brand px-4 py-2 text-brand-foreground focus:not-sr-only focus:fixed focus:top-2 focus:start-2"
        >
          {m.ui_skip_to_content()}
        </a>
        <ToastProvider>
          <CurrentUserProvider loaderUser={rootData?.user}>
            <SignInRequiredProvider>
              <SiteHeader />
              <LocaleSuggestion nonce={nonce} />
              <OfflineStatus pathname={pathname} />
              <FlashMessage flash={rootData?.flash ?? null} />
              <main id="main" tabIndex={-1} className="flex-1 outline-none">
                {children}
              </main>
              <SiteFooter />
              <SearchPalette />
            </SignInRequiredProvider>
          </CurrentUserProvider>
        </ToastProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  // A page reached in the browser while offline, whose data was never kept here: say so (ADR 0039).
  if (typeof navigator !== "undefined" && !navigator.onLine) return <OfflineNotice />;
  return <ErrorScreen />;
}
