import { useState, type KeyboardEvent } from "react";
import type { GlossSegment, GuideGlosses } from "@content/guide-glosses";
import { getLocale, m } from "@common/i18n";
import { htmlLang } from "@common/locales";
import { Icon } from "~/components/ui/icons";
import { cn } from "~/lib/cn";

/**
 * An English guide's text with its glossary terms explained in the reader's language (issue #33). Each
 * term is a focusable button described by its explanation: it shows on hover and on focus with CSS alone,
 * so before or without the JavaScript (a tap focuses the term), and a tap, Enter or Space toggles it once
 * the page runs. Escape hides it. Screen readers hear the explanation as the term's description. On a
 * phone it opens as a strip at the bottom of the screen, clear of the line's edges.
 */
export function GlossedText({ text, glosses, at }: { text: string; glosses: GuideGlosses | null; at: string }) {
  const segments = glosses?.texts[at];
  if (!glosses || !segments) return text;
  return segments.map((segment, index) =>
    typeof segment === "string" ? segment : <GlossedTerm key={index} segment={segment} glosses={glosses} />,
  );
}

function GlossedTerm({ segment, glosses }: { segment: Exclude<GlossSegment, string>; glosses: GuideGlosses }) {
  // Shown while the term is hovered or focused (CSS, so before or without the JavaScript), or tapped open;
  // Escape hides it until the term is left.
  const [open, setOpen] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const term = glosses.terms[segment.termId];
  if (!term) return segment.text;
  const id = `gloss-${segment.termId}`;
  // A second tap hides it, though the term keeps the focus that shows it.
  const toggle = () => {
    setOpen(!open);
    setDismissed(open);
  };
  return (
    <span className="group relative" data-gloss={segment.termId}>
      {/* A span, not a <button>: a button is an inline block, and a long term would not wrap with its line. */}
      <span
        role="button"
        tabIndex={0}
        aria-describedby={id}
        onClick={toggle}
        onKeyDown={(event: KeyboardEvent<HTMLSpanElement>) => {
          if (event.key === "Enter" || event.key === " ") {
            event.preventDefault();
            toggle();
          } else if (event.key === "Escape") {
            setOpen(false);
            setDismissed(true);
          }
        }}
        onBlur={() => {
          setOpen(false);
          setDismissed(false);
        }}
        className="cursor-help rounded-sm underline decoration-brand decoration-dotted decoration-2 underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        {segment.text}
      </span>
      <span
        id={id}
        role="tooltip"
        lang={glosses.lang}
        dir="auto"
        className={cn(
          "absolute start-0 top-full z-30 mt-1 w-72 max-w-[calc(100vw-2rem)] rounded-md border border-border bg-surface p-3 text-start text-[15px] font-normal text-foreground shadow-lg max-sm:fixed max-sm:inset-x-3 max-sm:top-auto max-sm:bottom-3 max-sm:w-auto max-sm:max-w-none",
          // Hidden out of the layout (not `invisible`): a hidden tooltip near the end of a line made the page
          // wider than a 640 px screen.
          dismissed ? "hidden" : open ? "block" : "hidden group-focus-within:block group-hover:block",
        )}
      >
        <span className="block font-semibold">
          <span lang="en">{term.term}</span>: {term.fullName}
        </span>
        <span className="block">{term.explanation}</span>
      </span>
    </span>
  );
}

/**
 * The one line above a guide read in another language: the page is in English, its terms explain themselves.
 * In the page's locale (the request's on the server, the build's in a client), so that each locale's client
 * carries its own translation of the line and not all six.
 */
export function EnglishGuideNotice() {
  return (
    <p
      lang={htmlLang(getLocale())}
      dir="auto"
      className="mt-4 flex items-start gap-2 rounded-md border border-border bg-surface-muted px-3 py-2 text-[15px]"
    >
      <Icon name="info" aria-hidden className="mt-0.5 size-5 shrink-0 text-brand" />
      {m.content_guide_english_notice()}
    </p>
  );
}
