/**
 * The guide pages' titles, summaries and search words in each interface language (issue #46), for the
 * site search on the server: a reader searches in their own words and sees the guide named in their
 * language. Apart from content/localized.ts (the checklist and glossary, which client pages import), so
 * that no page's JavaScript carries them. docs/translations.md records how each locale was checked.
 */
import type { Locale } from "@common/i18n";
import { arGuides } from "./locales/guides/ar";
import { esGuides } from "./locales/guides/es";
import { ptBrGuides } from "./locales/guides/pt-br";
import { ukGuides } from "./locales/guides/uk";
import { zhCnGuides } from "./locales/guides/zh-cn";
import type { GuideTranslations } from "./locales/types";

export const GUIDE_TRANSLATIONS: Record<Exclude<Locale, "en">, GuideTranslations> = {
  "pt-br": ptBrGuides,
  es: esGuides,
  "zh-cn": zhCnGuides,
  uk: ukGuides,
  ar: arGuides,
};
