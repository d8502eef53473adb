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
  const date = hydrated ? new Date(iso) : new TZDate(iso, "UTC");
  return (
    <time dateTime={iso} title={format(date, "EEEE d MMMM yyyy, HH:mm")}>
      {format(date, pattern)}
    </time>
  );
}
