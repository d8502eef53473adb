import { isRouteErrorResponse } from "react-router";
import { Link } from "~/lib/localized-router";
import { ErrorScreen } from "./error-screen";
import { NotFound } from "./not-found";
import { m } from "@common/i18n";

/**
 * The error page of a route whose loader answers 403: the 403 says what the visitor may not do and the way
 * back; a 404 or anything else is the site's own page, as the root's boundary shows it.
 */
export function ForbiddenOrError({ error, title, text }: { error: unknown; title: string; text: string }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (!isRouteErrorResponse(error) || error.status !== 403) return <ErrorScreen />;
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-muted-foreground">{text}</p>
      <Link to="/community/forum" className="mt-8 inline-block text-brand underline">
        {m.ui_back_to_forum()}
      </Link>
    </div>
  );
}
