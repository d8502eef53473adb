/**
 * Glossary terms inside a guide page, explained in the reader's language (issue #33, item 3). Guide pages
 * stay in English; when the reader's locale is another one, the first occurrence of each glossary term in
 * the page's plain text (intro, card bodies, link descriptions, tips) is marked, and the page shows the
 * term's meaning in the reader's language on hover, tap and keyboard focus. Matching runs in the loader,
 * on the server (guides are prerendered, so at build time): the browser gets pieces of text, never HTML.
 * Link texts and headings are never matched (a term inside a link would be a control inside a control).
 * Guide text is plain (content/guides/types.ts), so there are no code blocks to skip.
 */
import type { Locale } from "@common/i18n";
import { glossary, type GlossaryTerm } from "./glossary";
import type { GuidePage } from "./guides";
import { glossaryFor } from "./localized";

/**
 * English forms a guide writes a term in, besides the term itself and its full name (case-sensitive,
 * whole words). The longest form wins where two start at the same place ("Stamp 2" over "Stamp").
 */
const EXTRA_FORMS: Partial<Record<string, string[]>> = {
  pps: ["PPS", "Personal Public Service (PPS) number", "Personal Public Service"],
  irp: ["IRP card"],
  "employment-permit": ["General Employment Permit", "Critical Skills Employment Permit", "employment permit"],
  rpz: ["Rent Pressure Zone", "Rent Pressure Zones"],
  digs: ["digs"],
  "medical-card": ["medical card"],
  ed: ["A&E", "emergency department"],
  "young-adult-leap-card": ["Young Adult Leap Card", "Young Adult Leap card", "Student Leap Card", "Student Leap card"],
  "leap-card": ["Leap card"],
  "emergency-tax": ["emergency tax"],
  intreo: ["Intreo Centre", "Intreo centre"],
  eircode: ["Eircodes"],
};

export function termForms(term: GlossaryTerm): string[] {
  const forms = [term.term, ...(EXTRA_FORMS[term.id] ?? [])];
  // A full name with a bracketed note ("Eircode (Irish postcode)") is not how a text writes it.
  if (!term.fullName.includes("(")) forms.push(term.fullName);
  return [...new Set(forms)];
}

/** A piece of a text: plain words, or a glossary term as the text wrote it. */
export type GlossSegment = string | { text: string; termId: string };

export interface TermMatcher {
  pattern: RegExp;
  idByForm: Map<string, string>;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function termMatcher(terms: readonly GlossaryTerm[] = glossary): TermMatcher {
  const idByForm = new Map<string, string>();
  for (const term of terms) for (const form of termForms(term)) if (!idByForm.has(form)) idByForm.set(form, term.id);
  const forms = [...idByForm.keys()].sort((a, b) => b.length - a.length);
  // Whole words only: "Stamp" is not in "stamped", "GP" is not in "GPS".
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${forms.map(escape).join("|")})(?![\\p{L}\\p{N}])`, "gu");
  return { pattern, idByForm };
}

/**
 * Splits a text at the glossary terms not yet in `seen` (and adds them to it): only the first occurrence
 * of each term on a page is marked. Returns null when nothing in the text is marked.
 */
export function glossText(text: string, matcher: TermMatcher, seen: Set<string>): GlossSegment[] | null {
  const segments: GlossSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(matcher.pattern)) {
    const termId = matcher.idByForm.get(match[0]);
    if (!termId || seen.has(termId)) continue;
    seen.add(termId);
    if (match.index > last) segments.push(text.slice(last, match.index));
    segments.push({ text: match[0], termId });
    last = match.index + match[0].length;
  }
  if (segments.length === 0) return null;
  if (last < text.length) segments.push(text.slice(last));
  return segments;
}

/** Where a text sits on a guide page, in the order the page shows them. */
export function guideTextKeys(guide: GuidePage): { key: string; text: string }[] {
  const texts = [{ key: "intro", text: guide.intro }];
  guide.cards.forEach((card, c) => {
    if (card.body) texts.push({ key: `card-${c}`, text: card.body });
    card.lists.forEach((list, l) =>
      list.links.forEach((link, k) => {
        // The link's own text is never matched; the sentence under it is.
        if (link.description) texts.push({ key: `card-${c}-${l}-${k}`, text: link.description });
      }),
    );
  });
  (guide.tips ?? []).forEach((tip, t) => texts.push({ key: `tip-${t}`, text: tip }));
  return texts;
}

export interface GuideGlosses {
  /** The reader's language: the explanations' `lang`. */
  lang: Locale;
  /** Each marked text, by its key (guideTextKeys); a text with no term is absent. */
  texts: Record<string, GlossSegment[]>;
  /** The marked terms' explanations in the reader's language. */
  terms: Record<string, { term: string; fullName: string; explanation: string }>;
}

const matcherOnce: { value?: TermMatcher } = {};

/** The page's glosses for a reader of `locale`; null in English (the page is already in it). */
export function guideGlosses(guide: GuidePage, locale: Locale): GuideGlosses | null {
  if (locale === "en") return null;
  matcherOnce.value ??= termMatcher();
  const seen = new Set<string>();
  const texts: GuideGlosses["texts"] = {};
  for (const { key, text } of guideTextKeys(guide)) {
    const segments = glossText(text, matcherOnce.value, seen);
    if (segments) texts[key] = segments;
  }
  const terms: GuideGlosses["terms"] = {};
  for (const term of glossaryFor(locale)) {
    if (seen.has(term.id)) terms[term.id] = { term: term.term, fullName: term.fullName, explanation: term.explanation };
  }
  return { lang: locale, texts, terms };
}
