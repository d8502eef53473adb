import { SUGGESTION_ATTRIBUTE } from "./locale-suggestion-attribute";

/**
 * The inline script after the language suggestion's hidden lines (chrome-markup.ts), which runs before
 * the page is painted: where the reader has not chosen a language here (no locale cookie), it shows the
 * line of the first language the browser prefers that the site has, unless English comes first. Not
 * imported by any module: compiled on its own into the script's text (scripts/lib/inline-script.ts;
 * chrome-markup.ts imports that text).
 *
 * The locale cookie is named here, not imported from Paraglide's runtime, whose module has top-level work
 * that would come along into the page (locale-suggestion.test.ts checks the name is the runtime's).
 */
try {
  if (!/(^|; )PARAGLIDE_LOCALE=/.test(document.cookie)) {
    for (const language of navigator.languages || [navigator.language]) {
      const tag = String(language).toLowerCase();
      if (/^en\b/.test(tag)) break;
      const locale = /^pt\b/.test(tag) ? "pt-br" : /^zh\b/.test(tag) ? "zh-cn" : tag.split("-")[0];
      const line = document.querySelector<HTMLElement>(`[${SUGGESTION_ATTRIBUTE}='${locale}']`);
      if (line) {
        line.hidden = false;
        (line.parentNode as HTMLElement).hidden = false;
        break;
      }
    }
  }
} catch {
  // A browser language that is no selector: no suggestion.
}
