import { Link } from "react-router";
import { SITE_NAME } from "@common/sections";
import { SavedForOfflineNote } from "~/features/offline";

export function SiteFooter() {
  return (
    <footer className="site-chrome mt-16 border-t border-border bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
        <p>
          {SITE_NAME}: practical guides and a community forum for newcomers to Ireland. Always check official sources
          before you act.
          <SavedForOfflineNote />
        </p>
        <ul className="flex flex-wrap gap-4">
          <li>
            <Link to="/community/forum" className="text-brand underline">
              Forum
            </Link>
          </li>
          <li>
            <Link to="/glossary" className="text-brand underline">
              Glossary
            </Link>
          </li>
          <li>
            <Link to="/moderation/log" className="text-brand underline">
              Moderation log
            </Link>
          </li>
          <li>
            <a href="/terms-and-conditions" target="_blank" rel="noopener noreferrer" className="text-brand underline">
              Terms of Use<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
          <li>
            <Link to="/connection-test" className="text-brand underline">
              Connection test
            </Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
