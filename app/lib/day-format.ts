import { getLocale } from "@common/i18n";
import { intlLocale } from "@common/locales";

const formats = new Map<string, Intl.DateTimeFormat>();

/** A calendar day ("2026-11-22") written out in the page's language: "22 November 2026" in English. */
export function formatDay(day: string): string {
  const tag = intlLocale(getLocale());
  let format = formats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    formats.set(tag, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}
