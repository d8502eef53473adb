import { Icon } from "~/components/ui/icons";
import type { ReactNode } from "react";
import { m } from "@common/i18n";

/** A link to another site: new tab, no opener, a visible marker and a spoken "(opens in a new tab)". */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="font-medium text-brand underline">
      {children}
      <Icon name="external-link" aria-hidden className="ms-1 inline size-3.5 align-baseline" />
      <span className="sr-only"> {m.ui_opens_new_tab()}</span>
    </a>
  );
}
