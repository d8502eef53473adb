import { useSyncExternalStore, type ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import { plural } from "@common/plural";
import { baseLocale, getLocale, m, type Locale } from "@common/i18n";

/**
 * One way to show when something happened (issue #29), everywhere: relative while recent ("3 hours ago",
 * "in 2 days" for a suspension's end), the date and time once older ('MMM d, yyyy at h:mm a', the spec's
 * post format), and the exact date and time in the tooltip and in `<time datetime>`.
 *
 * The server does not know the reader's time zone, so the server's HTML, and the hydration that repeats
 * it, show Irish time (Europe/Dublin) and say so in the tooltip; once hydrated, the browser shows the
 * reader's own time and keeps "ago" current (a minute's tick shared by every date on the page). Both are
 * worked out here by hand, from the UTC getters and an offset (Ireland's summer-time rule, or the
 * browser's own offset for that instant): no Intl time-zone formatter is built while hydrating, which
 * cost a forum page ~25 ms of a phone's main thread (issue #17), and no time-zone library ships.
 */
export const DATE_PATTERN = "MMM d, yyyy 'at' h:mm a";
/** The exact date and time, in the tooltip. */
export const EXACT_PATTERN = "EEEE d MMMM yyyy, HH:mm";
/**
 * Which form a date took: "relative" ("3 hours ago", "agora mesmo", "昨天") or "absolute" (a date and time).
 * A sentence around a date is written for each (issue #46 item 11): "Conectado há 28 minutos" but
 * "Conectado em 3 de mar.", "28分钟前收藏" but "收藏于2026年3月3日"; its message selects on `form`.
 */
export type DateForm = "relative" | "absolute";
/** Said after the exact time while the page shows Irish time rather than the reader's. */
export const IRISH_TIME = " (Irish time)";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Dates within this of now are told relative to it; older (or further off) ones by their date. */
const RELATIVE_WITHIN = 7 * DAY;

// The browser's clock, to the minute; null while the server renders and the page hydrates.
const ticks = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;
function subscribeToMinutes(onTick: () => void) {
  ticks.add(onTick);
  timer ??= setInterval(() => ticks.forEach((tick) => tick()), MINUTE);
  return () => {
    ticks.delete(onTick);
    if (ticks.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}
const thisMinute = () => Math.floor(Date.now() / MINUTE);
const duringHydration = () => null;

/**
 * A date as the site shows it: see the top of this file. Inside a sentence, `sentence` gets the `<time>`
 * and the form it took, and picks the words written for that form; it is asked again whenever the form
 * changes (the server's date becomes the browser's "5 minutes ago").
 */
export function LocalDate({
  iso,
  sentence,
}: {
  iso: string;
  sentence?: (date: ReactNode, form: DateForm) => ReactNode;
}) {
  const minute = useSyncExternalStore(subscribeToMinutes, thisMinute, duringHydration);
  // When the server rendered the page (the root loader's): the server's "3 hours ago" and the hydration
  // that repeats it count from the same instant. None on pages built ahead of time: no "ago" until hydrated.
  const renderedAt = useRouteLoaderData<{ renderedAt?: number }>("root")?.renderedAt;
  const { text, title, form } =
    minute === null ? describeDate(iso, renderedAt, "Europe/Dublin") : describeDate(iso, minute * MINUTE, "local");
  const time = (
    <time dateTime={iso} title={title}>
      {text}
    </time>
  );
  return sentence ? <>{sentence(time, form)}</> : time;
}

/**
 * What `<LocalDate>` shows for `iso` at `now` (undefined: no "ago"), in Irish time or in the browser's own.
 */
export function describeDate(
  iso: string,
  now: number | undefined,
  zone: "Europe/Dublin" | "local",
): { text: string; title: string; form: DateForm } {
  const instant = Date.parse(iso);
  const offset = zone === "local" ? -new Date(instant).getTimezoneOffset() : dublinOffsetMinutes(instant);
  const shifted = new Date(instant + offset * MINUTE);
  const locale = getLocale();
  if (locale !== baseLocale) return describeDateIn(locale, instant, shifted, now, zone);
  const exact = formatUtc(shifted, EXACT_PATTERN) + (zone === "local" ? "" : IRISH_TIME);
  const relative = now === undefined ? null : relativeTime(instant, now);
  return relative === null
    ? { text: formatUtc(shifted, DATE_PATTERN), title: exact, form: "absolute" }
    : { text: relative, title: exact, form: "relative" };
}

/**
 * The same rule in another language (issue #33): "ago" within a week, then the date with its time, the
 * full date and time in the tooltip, as that language writes them (Intl, one formatter per language and
 * style, made on first use). The formatters read the shifted instant in UTC, so no time-zone data is used.
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.RelativeTimeFormat>();
function formatterOf<T extends Intl.DateTimeFormat | Intl.RelativeTimeFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) formatters.set(key, (formatter = make()));
  return formatter;
}

function describeDateIn(
  locale: Locale,
  instant: number,
  shifted: Date,
  now: number | undefined,
  zone: "Europe/Dublin" | "local",
): { text: string; title: string; form: DateForm } {
  const dateTime = (style: "medium" | "full") =>
    formatterOf(
      `${locale} ${style}`,
      () => new Intl.DateTimeFormat(locale, { dateStyle: style, timeStyle: "short", timeZone: "UTC" }),
    ).format(shifted);
  const exact = dateTime("full") + (zone === "local" ? "" : ` (${m.date_irish_time()})`);
  const difference = now === undefined ? undefined : now - instant;
  if (difference === undefined || Math.abs(difference) >= RELATIVE_WITHIN)
    return { text: dateTime("medium"), title: exact, form: "absolute" };
  const relative = formatterOf(`${locale} relative`, () => new Intl.RelativeTimeFormat(locale, { numeric: "auto" }));
  const distance = Math.abs(difference);
  const sign = difference >= 0 ? -1 : 1;
  // Within a minute, the language's own "just now" (Intl's "现在", "الآن" read as "now", as in "sign in now").
  const text =
    distance < MINUTE
      ? m.date_just_now()
      : distance < HOUR
        ? relative.format(sign * Math.floor(distance / MINUTE), "minute")
        : distance < DAY
          ? relative.format(sign * Math.floor(distance / HOUR), "hour")
          : relative.format(sign * Math.floor(distance / DAY), "day");
  return { text, title: exact, form: "relative" };
}

/** "just now", "5 minutes ago", "in 3 days"; null when the two are a week or more apart. */
export function relativeTime(instant: number, now: number): string | null {
  const difference = now - instant;
  const distance = Math.abs(difference);
  if (distance >= RELATIVE_WITHIN) return null;
  if (distance < MINUTE) return "just now";
  const [count, one, other] =
    distance < HOUR
      ? [Math.floor(distance / MINUTE), "minute", "minutes"]
      : distance < DAY
        ? [Math.floor(distance / HOUR), "hour", "hours"]
        : [Math.floor(distance / DAY), "day", "days"];
  const amount = `${count} ${plural(count, one, other)}`;
  return difference >= 0 ? `${amount} ago` : `in ${amount}`;
}

/**
 * Minutes Irish time is ahead of UTC at `instant`: 60 in summer time, from 01:00 UTC on the last Sunday of
 * March to 01:00 UTC on the last Sunday of October (the EU rule Ireland has kept since 1996), else 0.
 */
export function dublinOffsetMinutes(instant: number): number {
  const year = new Date(instant).getUTCFullYear();
  const lastSundayAt1 = (month: number) => {
    const lastDay = new Date(Date.UTC(year, month + 1, 0));
    return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
  };
  return instant >= lastSundayAt1(2) && instant < lastSundayAt1(9) ? 60 : 0;
}

/** What formatInIreland can write, and the same in another language (Intl's options). */
const IRELAND_PATTERNS = {
  "MMMM yyyy": { month: "long", year: "numeric" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * A date in Irish time, for what is not a moment (a member's first month): the same on server and browser.
 * English as formatUtc writes it ("November 2026"); another language as Intl does ("novembro de 2026"),
 * reading the shifted instant in UTC like describeDateIn.
 */
export function formatInIreland(iso: string, pattern: keyof typeof IRELAND_PATTERNS): string {
  const instant = Date.parse(iso);
  const shifted = new Date(instant + dublinOffsetMinutes(instant) * MINUTE);
  const locale = getLocale();
  if (locale === baseLocale) return formatUtc(shifted, pattern);
  const options = IRELAND_PATTERNS[pattern];
  return formatterOf(
    `${locale} ${pattern}`,
    () => new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" }),
  ).format(shifted);
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const twoDigits = (value: number) => String(value).padStart(2, "0");
const UTC_TOKEN = /'([^']*)'|EEEE|MMMM|MMM|yyyy|HH|mm|h|a|d|[A-Za-z]+/g;

/**
 * `format(date, pattern)` in UTC, for the tokens the site's patterns use (date-fns' meanings). Written out
 * rather than through a time-zone library: hydration repeats it for every date on the page, and building
 * `Intl` time-zone formatters cost a forum page ~25 ms of a phone's main thread (issue #17).
 */
export function formatUtc(date: Date, pattern: string): string {
  return pattern.replace(UTC_TOKEN, (token, quoted: string | undefined) => {
    if (quoted !== undefined) return quoted;
    const hours = date.getUTCHours();
    switch (token) {
      case "EEEE":
        return WEEKDAYS[date.getUTCDay()]!;
      case "MMMM":
        return MONTHS[date.getUTCMonth()]!;
      case "MMM":
        return MONTHS[date.getUTCMonth()]!.slice(0, 3);
      case "yyyy":
        return String(date.getUTCFullYear());
      case "HH":
        return twoDigits(hours);
      case "mm":
        return twoDigits(date.getUTCMinutes());
      case "h":
        return String(hours % 12 || 12);
      case "a":
        return hours < 12 ? "AM" : "PM";
      case "d":
        return String(date.getUTCDate());
      default:
        throw new Error(`formatUtc does not know the date token "${token}"`);
    }
  });
}
