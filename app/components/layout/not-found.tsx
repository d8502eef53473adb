import { SITE_NAME } from "@common/sections";
import { Link } from "~/lib/localized-router";
import { buttonClasses } from "~/components/ui/button";
import { m } from "@common/i18n";

export function NotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <title>{`${m.ui_not_found_title()} | ${SITE_NAME}`}</title>
      <meta name="robots" content="noindex" />
      <p className="text-sm font-semibold tracking-wide text-brand uppercase">{m.ui_not_found_code()}</p>
      <h1 className="mt-2 text-3xl font-bold">{m.ui_not_found_title()}</h1>
      <p className="mt-4 text-muted-foreground">{m.ui_not_found_text()}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses("primary")}>
          {m.ui_not_found_home()}
        </Link>
        <Link to="/community/forum" className={buttonClasses("secondary")}>
          {m.ui_not_found_forum()}
        </Link>
      </div>
    </div>
  );
}
