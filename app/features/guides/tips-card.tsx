import { Icon } from "~/components/ui/icons";
import { m } from "@common/i18n";
import type { CSSProperties, ReactNode } from "react";

export function TipsCard({
  tips,
  index = 0,
  title = m.guide_tips(),
  renderTip = (tip) => tip,
  contentLanguage,
}: {
  tips: string[];
  index?: number;
  title?: string;
  /** How a tip's words are shown (a guide read in another language explains its terms). */
  renderTip?: (tip: string, index: number) => ReactNode;
  /** The tips' own language when the page's is another (the guides are in English): the list reads in its direction. */
  contentLanguage?: { lang?: string; dir?: "ltr" | "rtl" };
}) {
  return (
    <section
      aria-labelledby="tips-heading"
      className="card-fade-in rounded-lg border border-accent/40 bg-accent-soft p-5 sm:p-6"
      style={{ "--card-index": index } as CSSProperties}
    >
      <h2 id="tips-heading" className="flex items-center gap-2 text-xl font-semibold">
        <Icon name="lightbulb" aria-hidden className="size-6 text-accent" /> {title}
      </h2>
      <ul {...contentLanguage} className="mt-3 list-disc space-y-2 ps-6">
        {tips.map((tip, tipIndex) => (
          <li key={tip}>{renderTip(tip, tipIndex)}</li>
        ))}
      </ul>
    </section>
  );
}
