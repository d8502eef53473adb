import { Link } from "~/lib/localized-router";
import { buttonClasses } from "~/components/ui/button";

export function NotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <title>Page not found | Ireland Guide</title>
      <meta name="robots" content="noindex" />
      <p className="text-sm font-semibold tracking-wide text-brand uppercase">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold">Page not found</h1>
      <p className="mt-4 text-muted-foreground">
        We could not find that page. It may have moved, or the address may have a typo.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses("primary")}>
          Go to the home page
        </Link>
        <Link to="/community/forum" className={buttonClasses("secondary")}>
          Ask in the forum
        </Link>
      </div>
    </div>
  );
}
