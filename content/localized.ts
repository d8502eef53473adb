/**
 * The checklist and the glossary in the reader's language (issue #33, item 3). English is the source;
 * content/locales/<locale>.ts hold the translated words under the same ids, and everything else (guide
 * paths, official links, ids, which are also the stored ticks of /start) is taken from the English
 * source, so a member's ticks and a visitor's localStorage keep working in every locale. Guide pages
 * stay in English (content/guide-glosses.ts explains their terms). docs/translations.md records how
 * each locale was checked.
 */
import { getLocale, type Locale } from "@common/i18n";
import { glossary, type GlossaryTerm } from "./glossary";
import { ar } from "./locales/ar";
import { es } from "./locales/es";
import { ptBr } from "./locales/pt-br";
import type { ContentTranslation } from "./locales/types";
import { uk } from "./locales/uk";
import { zhCn } from "./locales/zh-cn";
import { START_CHECKLIST, type ChecklistStep } from "./start-checklist";

export type TranslatedLocale = Exclude<Locale, "en">;

export const CONTENT_TRANSLATIONS: Record<TranslatedLocale, ContentTranslation> = {
  "pt-br": ptBr,
  es,
  "zh-cn": zhCn,
  uk,
  ar,
};

function translationOf(locale: Locale): ContentTranslation | undefined {
  return locale === "en" ? undefined : CONTENT_TRANSLATIONS[locale];
}

/** A step in the reader's language; `lang` is the language its words are in (a missing one falls back). */
export interface LocalizedStep extends ChecklistStep {
  lang: Locale;
}

export function startChecklistFor(locale: Locale = getLocale()): LocalizedStep[] {
  const translation = translationOf(locale);
  return START_CHECKLIST.map((step) => {
    const words = translation?.checklist[step.id];
    return words ? { ...step, ...words, lang: locale } : { ...step, lang: "en" };
  });
}

/** A term in the reader's language. `term` stays as written in Ireland; `englishFullName` is shown beside. */
export interface LocalizedTerm extends GlossaryTerm {
  englishFullName: string;
  lang: Locale;
}

export function glossaryFor(locale: Locale = getLocale()): LocalizedTerm[] {
  const translation = translationOf(locale);
  return glossary.map((term) => {
    const words = translation?.glossary[term.id];
    return words
      ? { ...term, ...words, englishFullName: term.fullName, lang: locale }
      : { ...term, englishFullName: term.fullName, lang: "en" };
  });
}
