/**
 * The shape of a translation of the reader-facing content (issue #33): the /start checklist and the
 * glossary, keyed by the English ids (content/start-checklist.ts, content/glossary.ts). Only words are
 * translated: guide paths, official links and ids come from the English source, so they cannot drift.
 * Official Irish names (PPS number, IRP, Revenue, HSE, Garda, RTB, Intreo, MyGovID, Eircode…) stay in
 * English inside the translated text, so a reader can match them on forms and letters.
 */

export interface StepTranslation {
  title: string;
  appliesTo: string;
  text: string;
}

export interface TermTranslation {
  /** What the term stands for or means, in the reader's language (the English term is shown beside it). */
  fullName: string;
  /** One or two short sentences. */
  explanation: string;
}

export interface ContentTranslation {
  /** Every step of START_CHECKLIST, by id (content/localized.test.ts fails on a missing or extra one). */
  checklist: Record<string, StepTranslation>;
  /** Every term of the glossary, by id. */
  glossary: Record<string, TermTranslation>;
}

/**
 * A guide page's words for the site search in the reader's language (issue #46): its title and one-line
 * summary as the reader would say them, and the words they would search it by. Official Irish names
 * (PPS number, IRP, Revenue…) stay in English inside them, as in the checklist and the glossary.
 */
export interface GuideTranslation {
  title: string;
  summary: string;
  /** Everyday words and phrases for what the guide is about, in the reader's language. */
  keywords: string[];
}

/** Every guide page, by its path without the leading slash ("finance/banking"). */
export type GuideTranslations = Record<string, GuideTranslation>;
