import { Icon } from "~/components/ui/icons";
import { data } from "react-router";
import { Link } from "~/lib/localized-router";
import { MAIL_GROUP_LABELS } from "@common/notifications";
import { m } from "@common/i18n";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import type { Route } from "./+types/notifications-unsubscribe";
import { readUnsubscribeToken } from "../../server/notifications/unsubscribe-token";
import type { PageHandle } from "~/lib/page-audience";

export const handle: PageHandle = { audience: "secret" };

export function meta() {
  return [{ title: m.notif_unsubscribe_meta_title() }, { name: "robots", content: "noindex" }];
}

/**
 * The unsubscribe link of a notification mail, opened in a browser: a page with one button (the POST is
 * answered by server/notifications/unsubscribe-route.ts, as a mail provider's one-click would be). No
 * sign-in needed: the signed token says who and what.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const token = search.get("token") ?? "";
  const claims = readUnsubscribeToken(context.secret, token);
  const headers = { "Cache-Control": "no-store" };
  if (!claims)
    return data({ valid: false as const, token: "", what: [] as string[], done: false }, { status: 400, headers });
  const what = claims.groups.map((group) => MAIL_GROUP_LABELS[group].label.toLowerCase());
  return data({ valid: true as const, token, what, done: search.get("done") === "1" }, { headers });
}

export default function UnsubscribePage({ loaderData }: Route.ComponentProps) {
  const { valid, token, what, done } = loaderData;
  const list = what.join(m.notif_list_separator());
  return (
    <div className="mx-auto grid max-w-xl gap-6 px-4 py-16">
      <h1 className="flex items-center gap-2 text-3xl font-bold">
        <Icon name="mail-x" aria-hidden className="size-7 text-brand" /> {m.notif_unsubscribe_heading()}
      </h1>
      {!valid ? (
        <Alert>
          <p>
            {m.notif_unsubscribe_invalid()}{" "}
            <Link to="/settings#notifications" className="text-brand underline">
              {m.notif_unsubscribe_settings_link()}
            </Link>
            {m.notif_full_stop()}
          </p>
        </Alert>
      ) : done ? (
        <Alert variant="success">
          <p>
            {m.notif_unsubscribe_done({ list })}{" "}
            <Link to="/settings#notifications" className="text-brand underline">
              {m.notif_unsubscribe_settings_link()}
            </Link>
            {m.notif_full_stop()}
          </p>
        </Alert>
      ) : (
        <>
          <p className="text-muted-foreground">{m.notif_unsubscribe_question({ list })}</p>
          {/* A plain form (a full page load), answered by the one-click endpoint. */}
          <form method="post" action={`/notifications/unsubscribe?token=${encodeURIComponent(token)}`}>
            <input type="hidden" name="List-Unsubscribe" value="One-Click" />
            <Button type="submit">{m.notif_unsubscribe_button()}</Button>
          </form>
        </>
      )}
    </div>
  );
}
