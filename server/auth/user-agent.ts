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

const UNKNOWN = "an unknown browser";

/** The family of browser and of system a User-Agent names (names, the same in every language). */
export function userAgentParts(userAgent: string | null | undefined): { browser?: string; system?: string } {
  if (!userAgent) return {};
  return {
    browser: BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1],
    system: SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1],
  };
}

export function describeUserAgent(userAgent: string | null | undefined): string {
  const { browser, system } = userAgentParts(userAgent);
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `a browser on ${system}`;
  return UNKNOWN;
}
