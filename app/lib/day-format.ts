import { getLocale, type Locale } from "@common/i18n";

/**
 * The language tag Intl formats a date in for the page's locale: English is Irish English (the spec's
 * "22 November 2026"); Arabic keeps Western digits, as the rest of the page writes numbers.
 */
const INTL_TAG: Record<Locale, string> = {
  en: "en-IE",
  "pt-br": "pt-BR",
  es: "es",
  "zh-cn": "zh-CN",
  uk: "uk",
  ar: "ar-u-nu-latn",
};

const formats = new Map<string, Intl.DateTimeFormat>();

/** A calendar day ("2026-11-22") written out in the page's language: "22 November 2026" in English. */
export function formatDay(day: string): string {
  const tag = INTL_TAG[getLocale()] ?? "en-IE";
  let format = formats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    formats.set(tag, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}
