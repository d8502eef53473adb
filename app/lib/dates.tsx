import { format } from "date-fns";
import { useSyncExternalStore } from "react";

/** Spec section 9: posts like 'MMM d, yyyy at h:mm a', comments like 'MMM d, yyyy'. */
export const POST_DATE = "MMM d, yyyy 'at' h:mm a";
export const COMMENT_DATE = "MMM d, yyyy";

const noop = () => () => {};
/** False while the server renders and the page hydrates; true afterwards. */
export function useHydrated() {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

/**
 * A date in the reader's time zone. The server does not know it, so the server (and hydration) show
 * UTC, and the browser switches to local time at once; the full date and time are in the tooltip.
 */
export function LocalDate({ iso, pattern }: { iso: string; pattern: string }) {
  const hydrated = useHydrated();
  const [text, title] = hydrated ? formatted(new Date(iso), pattern) : formattedInUtc(iso, pattern);
  return (
    <time dateTime={iso} title={title}>
      {text}
    </time>
  );
}

/** The full date and time, in the tooltip. */
const TOOLTIP_DATE = "EEEE d MMMM yyyy, HH:mm";
const formatted = (date: Date, pattern: string) => [format(date, pattern), format(date, TOOLTIP_DATE)];

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

/**
 * The UTC text of a date as the server renders it (and hydration repeats it), worked out once per date and
 * pattern: a forum page shows the same dates to every reader (issue #17).
 */
const inUtc = new Map<string, string[]>();
const IN_UTC_MAX = 5_000;
function formattedInUtc(iso: string, pattern: string): string[] {
  const key = `${pattern}|${iso}`;
  let known = inUtc.get(key);
  if (!known) {
    if (inUtc.size >= IN_UTC_MAX) inUtc.clear();
    const date = new Date(iso);
    inUtc.set(key, (known = [formatUtc(date, pattern), formatUtc(date, TOOLTIP_DATE)]));
  }
  return known;
}
