const format = new Intl.DateTimeFormat("en-IE", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

export function LastReviewed({ date }: { date: string }) {
  return (
    <p className="text-sm text-muted-foreground">
      Last reviewed <time dateTime={date}>{format.format(new Date(`${date}T00:00:00Z`))}</time>
    </p>
  );
}
