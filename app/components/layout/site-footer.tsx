import { Link } from "~/lib/localized-router";
import { SITE_NAME } from "@common/sections";
import { m } from "@common/i18n";
import { LanguageSwitcher } from "./language-switcher";
import { TermsLink } from "./terms-link";
import { SavedForOfflineNote } from "~/features/offline";

export function SiteFooter() {
  return (
    <footer className="site-chrome mt-16 border-t border-border bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
        <p>
          {m.ui_footer_tagline({ siteName: SITE_NAME })}
          <SavedForOfflineNote />
        </p>
        <ul className="flex flex-wrap gap-4">
          <li>
            <Link to="/community/forum" className="text-brand underline">
              {m.ui_footer_forum()}
            </Link>
          </li>
          <li>
            <Link to="/glossary" className="text-brand underline">
              {m.ui_glossary()}
            </Link>
          </li>
          <li>
            <Link to="/moderation/log" className="text-brand underline">
              {m.ui_footer_moderation_log()}
            </Link>
          </li>
          <li>
            <TermsLink>{m.ui_terms_of_use()}</TermsLink>
          </li>
          <li>
            <Link to="/connection-test" className="text-brand underline">
              {m.ui_connection_test()}
            </Link>
          </li>
        </ul>
      </div>
      <div className="mx-auto max-w-6xl px-4 pb-8">
        <LanguageSwitcher />
      </div>
    </footer>
  );
}
