import { m } from "@common/i18n";
import { formatDay } from "~/lib/day-format";

export function LastReviewed({ date }: { date: string }) {
  return (
    <p className="text-sm text-muted-foreground">
      {m.guide_last_reviewed()} <time dateTime={date}>{formatDay(date)}</time>
    </p>
  );
}
