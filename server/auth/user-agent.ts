import { m, type Locale } from "../../common/i18n";

/**
 * "Firefox on Windows": a browser's User-Agent in the words a security mail uses. Only the family of
 * browser and system, never versions: enough for a member to recognise their own device, and no more
 * than the mail needs. The order matters, because browsers name their ancestors too (Edge says Chrome
 * and Safari; Chrome says Safari).
 */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\b(OPR|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(Firefox|FxiOS)\//, "Firefox"],
  [/\b(Chrome|HeadlessChrome|CriOS|Chromium)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

const SYSTEMS: [RegExp, string][] = [
  [/\bWindows\b/, "Windows"],
  [/\b(iPhone|iPad|iPod)\b/, "iOS"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

/** The family of browser and of system a User-Agent names (names, the same in every language). */
export function userAgentParts(userAgent: string | null | undefined): { browser?: string; system?: string } {
  if (!userAgent) return {};
  return {
    browser: BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1],
    system: SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1],
  };
}

/**
 * The browser as a security mail names it, inside a sentence ("… from Firefox on Windows", "… from an
 * unknown browser"), in the language of the mail: the brands stay as they are, the words around them are
 * the catalogue's.
 */
export function describeUserAgent(userAgent: string | null | undefined, locale: Locale): string {
  const { browser, system } = userAgentParts(userAgent);
  if (browser && system) return m.settings_device_browser_on_system({ browser, system }, { locale });
  if (browser) return browser;
  if (system) return m.mail_device_on_system({ system }, { locale });
  return m.mail_device_unknown({}, { locale });
}
