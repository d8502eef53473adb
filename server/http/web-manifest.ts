import { locales, m, type Locale } from "../../common/i18n";
import { localizedPath, WEB_MANIFEST_PATH } from "../../common/locale-path";
import { htmlLang } from "../../common/locales";
import { getTextDirection } from "../../common/paraglide/runtime.js";

/**
 * The installed app's manifest in each language (ADR 0039, ADR 0049): a phone that installs the site from
 * /pt-br opens it at /pt-br, names it in Portuguese and knows its language and direction. Each language's
 * pages link their own (app/root.tsx); English keeps the address and the id it always had, so an app
 * installed before stays the same app.
 */
export function webManifest(locale: Locale): string {
  const words = { locale };
  const home = localizedPath("/", locale);
  return JSON.stringify({
    name: m.app_manifest_name({}, words),
    short_name: m.app_manifest_short_name({}, words),
    description: m.app_manifest_description({}, words),
    lang: htmlLang(locale),
    dir: getTextDirection(locale),
    id: home,
    start_url: home,
    // The whole site, so the app follows the language switcher and a link into another language.
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: "#0b6e3f",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icons/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  });
}

/** Each language's manifest by its address (/manifest.webmanifest, /pt-br/manifest.webmanifest…). */
export const webManifests = (): Map<string, string> =>
  new Map(locales.map((locale) => [localizedPath(WEB_MANIFEST_PATH, locale), webManifest(locale)]));
