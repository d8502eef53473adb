import type { ReactNode } from "react";
import { m } from "@common/i18n";
import { localizedPath } from "@common/locale-path";

/**
 * The terms page in the reader's language, in a new tab, with a spoken "(opens in a new tab)": the footer's
 * link and the sign-up form's. The sign-up form passes its own catalogue's note (m.auth_opens_in_new_tab,
 * whose words differ a little from m.ui_opens_new_tab in Arabic and Ukrainian).
 */
export function TermsLink({ children, newTabNote }: { children: ReactNode; newTabNote?: string }) {
  return (
    <a
      href={localizedPath("/terms-and-conditions")}
      target="_blank"
      rel="noopener noreferrer"
      className="text-brand underline"
    >
      {children}
      <span className="sr-only"> {newTabNote ?? m.ui_opens_new_tab()}</span>
    </a>
  );
}
