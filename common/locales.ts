import { baseLocale, locales, type Locale } from "./paraglide/runtime.js";

/**
 * What each interface language is called by the tools that write it: the one place that `lang`
 * attributes, the web manifest, dates and numbers on pages and in mails, and the addresses kept pages
 * and the service worker match all read (issue #49, ADR 0056). Its direction is Intl's (`getTextDirection`).
 * - `lang`: the BCP 47 tag of a `lang` attribute ("pt-BR", "zh-CN"). English is Ireland's (en-IE).
 * - `intl`: the tag Intl writes dates and numbers in: the same, but Arabic keeps Western digits, as the
 *   rest of the page writes numbers.
 * Worked out once, from Paraglide's list of locales: every page names several (its own, and each of the
 * language switcher's links), and a new locale needs no entry here (only in OPEN_GRAPH_LOCALES below, which
 * the type checker asks for).
 */
const LOCALE_TAGS = Object.fromEntries(
  locales.map((locale) => {
    const lang = locale === baseLocale ? "en-IE" : new Intl.Locale(locale).toString();
    return [locale, { lang, intl: lang === "ar" ? "ar-u-nu-latn" : lang }];
  }),
) as Record<Locale, { lang: string; intl: string }>;

/** The `lang` attribute for a locale: "en-IE", "pt-BR", "zh-CN". */
export const htmlLang = (locale: Locale): string => LOCALE_TAGS[locale].lang;

/** The tag Intl formats a locale's dates and numbers in. */
export const intlLocale = (locale: Locale): string => LOCALE_TAGS[locale].intl;

/**
 * Open Graph's name for each locale (language_TERRITORY, as Facebook lists them: Arabic is "ar_AR"), which
 * Intl cannot work out: a language's likeliest territory is not the one Open Graph names.
 */
const OPEN_GRAPH_LOCALES: Record<Locale, string> = {
  en: "en_IE",
  "pt-br": "pt_BR",
  es: "es_ES",
  "zh-cn": "zh_CN",
  uk: "uk_UA",
  ar: "ar_AR",
};

/** The `og:locale` of a page in a locale: "en_IE", "pt_BR". */
export const openGraphLocale = (locale: Locale): string => OPEN_GRAPH_LOCALES[locale];

/** The locales whose addresses have a prefix (/pt-br/…): every one but English. */
export const prefixedLocales = locales.filter((locale) => locale !== baseLocale) as Exclude<Locale, "en">[];
