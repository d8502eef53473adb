import { Fragment } from "react";
import { Icon } from "~/components/ui/icons";
import { data, useNavigation } from "react-router";
import { Form, Link } from "~/lib/localized-router";
import { describeNotificationParts, type NotificationView } from "@common/notifications";
import { m } from "@common/i18n";
import { Button, buttonClasses } from "~/components/ui/button";
import { LocalDate } from "~/lib/dates";
import { cn } from "~/lib/cn";
import type { Route } from "./+types/notifications";
import { AppError } from "../../server/app-error";
import { failure, readForm, requireViewerOrSignIn, runAction } from "../../server/http/actions";
import { markAllRead, markRead } from "../../server/notifications/mark-read";
import { listNotifications } from "../../server/notifications/read";
import { actingContext } from "../../server/use-case";
import type { PageHandle } from "~/lib/page-audience";

export const handle: PageHandle = { audience: "reader" };

export { retryAfterHeaders as headers } from "~/lib/route-headers";

export function meta() {
  return [{ title: m.notif_meta_title() }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const viewer = await requireViewerOrSignIn(context, request);
  const page = Number(new URL(request.url).searchParams.get("page") ?? 1);
  return listNotifications(context.database.db, viewer.id, page);
}

/** Mark one as read, or all of them: plain forms, so they work before (and without) JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent !== "read" && intent !== "read-all") {
    throw data(failure(new AppError(400, m.notif_choose_what_to_mark(), "INVALID"), null), { status: 400 });
  }
  return runAction(request, context, form, async () => {
    const acting = await actingContext(context, m.notif_sign_in_to_see());
    if (intent === "read") await markRead(acting, { id: String(form.get("id") ?? "") });
    else await markAllRead(acting);
    return { toast: { title: intent === "read" ? m.notif_marked_read() : m.notif_all_marked_read() } };
  });
}

function Item({ item }: { item: NotificationView }) {
  const navigation = useNavigation();
  return (
    <li
      className={cn(
        "flex flex-wrap items-start gap-x-3 gap-y-1 border-b border-border p-3 last:border-b-0 sm:p-4",
        !item.read && "bg-brand-soft/60",
      )}
    >
      <span
        aria-hidden
        className={cn("mt-2 size-2.5 shrink-0 rounded-full", item.read ? "bg-transparent" : "bg-brand")}
      />
      {/* At least 12rem for the words: on a phone "Mark as read" goes below them instead of squeezing them. */}
      <div className="min-w-0 flex-1 basis-48">
        {/* Opening it marks it read (/notifications/:id answers with a redirect to the comment). */}
        <Link to={`/notifications/${item.id}`} className="font-medium text-foreground underline wrap-anywhere">
          {/* A member's name, a title, a reason: isolated, so a Latin title's "?" stays at its end in Arabic. */}
          {describeNotificationParts(item).map((part, index) =>
            part.member ? <bdi key={index}>{part.text}</bdi> : <Fragment key={index}>{part.text}</Fragment>,
          )}
          {!item.read && <span className="sr-only">{m.notif_unread_marker()}</span>}
        </Link>
        <p className="mt-1 text-sm text-muted-foreground">
          <LocalDate iso={item.createdAt} />
        </p>
      </div>
      {!item.read && (
        <Form method="post" className="ms-auto">
          <input type="hidden" name="intent" value="read" />
          <input type="hidden" name="id" value={item.id} />
          <Button type="submit" variant="ghost" disabled={navigation.state === "submitting"}>
            {m.notif_mark_read()}
          </Button>
        </Form>
      )}
    </li>
  );
}

/** The member's notifications, newest first, 20 a page. */
export default function NotificationsPage({ loaderData }: Route.ComponentProps) {
  const { items, page, hasMore, unread } = loaderData;
  const navigation = useNavigation();
  return (
    <div className="mx-auto grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold">{m.notif_heading()}</h1>
          <p className="mt-2 text-muted-foreground">
            {unread === 0 ? m.notif_all_caught_up() : m.notif_unread_count({ count: unread })}{" "}
            <Link to="/settings#notifications" className="text-brand underline">
              {m.notif_email_settings()}
            </Link>
          </p>
        </div>
        {unread > 0 && (
          <Form method="post">
            <input type="hidden" name="intent" value="read-all" />
            <Button type="submit" variant="secondary" disabled={navigation.state === "submitting"}>
              <Icon name="check-check" aria-hidden className="size-4" /> {m.notif_mark_all_read()}
            </Button>
          </Form>
        )}
      </div>
      {items.length === 0 ? (
        <div className="rounded-lg border border-border bg-surface p-8 text-center">
          <Icon name="bell" aria-hidden className="mx-auto size-8 text-muted-foreground" />
          <p className="mt-3 font-medium">{m.notif_empty_title()}</p>
          <p className="mt-1 text-muted-foreground">{m.notif_empty_body()}</p>
          <Link to="/community/forum" className={cn(buttonClasses("primary"), "mt-4")}>
            {m.notif_go_to_forum()}
          </Link>
        </div>
      ) : (
        <ul className="overflow-hidden rounded-lg border border-border bg-surface shadow-sm">
          {items.map((item) => (
            <Item key={item.id} item={item} />
          ))}
        </ul>
      )}
      {(page > 1 || hasMore) && (
        <nav aria-label={m.notif_pages_label()} className="flex justify-between gap-3">
          {page > 1 ? (
            <Link to={`/notifications?page=${page - 1}`} className={buttonClasses("secondary")}>
              {m.notif_newer()}
            </Link>
          ) : (
            <span />
          )}
          {hasMore && (
            <Link to={`/notifications?page=${page + 1}`} className={buttonClasses("secondary")}>
              {m.notif_older()}
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
