import { MailX } from "~/components/ui/icons";
import { data } from "react-router";
import { Link } from "~/lib/localized-router";
import { MAIL_GROUP_LABELS } from "@common/notifications";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import type { Route } from "./+types/notifications-unsubscribe";
import { readUnsubscribeToken } from "../../server/notifications/unsubscribe-token";

export function meta() {
  return [{ title: "Unsubscribe | Ireland Guide" }, { name: "robots", content: "noindex" }];
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
  const list = what.join(", ");
  return (
    <div className="mx-auto grid max-w-xl gap-6 px-4 py-16">
      <h1 className="flex items-center gap-2 text-3xl font-bold">
        <MailX aria-hidden className="size-7 text-brand" /> Unsubscribe
      </h1>
      {!valid ? (
        <Alert>
          <p>
            This unsubscribe link is not valid. You can change which emails you get in your{" "}
            <Link to="/settings#notifications" className="text-brand underline">
              settings
            </Link>
            .
          </p>
        </Alert>
      ) : done ? (
        <Alert variant="success">
          <p>
            Done: you will get no more emails about {list}. You still see them under Notifications on the site, and you
            can turn the emails back on in your{" "}
            <Link to="/settings#notifications" className="text-brand underline">
              settings
            </Link>
            .
          </p>
        </Alert>
      ) : (
        <>
          <p className="text-muted-foreground">Stop the emails about {list}? You still see them on the site.</p>
          {/* A plain form (a full page load), answered by the one-click endpoint. */}
          <form method="post" action={`/notifications/unsubscribe?token=${encodeURIComponent(token)}`}>
            <input type="hidden" name="List-Unsubscribe" value="One-Click" />
            <Button type="submit">Unsubscribe</Button>
          </form>
        </>
      )}
    </div>
  );
}
