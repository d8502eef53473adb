import { TZDate } from "@date-fns/tz";
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

const formatted = (date: Date, pattern: string) => [format(date, pattern), format(date, "EEEE d MMMM yyyy, HH:mm")];

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
    inUtc.set(key, (known = formatted(new TZDate(iso, "UTC"), pattern)));
  }
  return known;
}
