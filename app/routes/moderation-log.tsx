import { Link } from "~/lib/localized-router";
import { MODERATION_ACTIONS, roleLabel } from "@common/moderation";
import { m } from "@common/i18n";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { LocalDate } from "~/lib/dates";
import { messageParts, slots } from "~/lib/message-parts";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/moderation-log";
import { readLog, type LogEntry } from "../../server/moderation/log";
import { readerOf } from "../../server/identity";
import type { PageHandle } from "~/lib/page-audience";

export const handle: PageHandle = { audience: "reader" };

export function meta() {
  return pageMeta({
    title: m.mod_log_title(),
    description: m.mod_log_description(),
    path: "/moderation/log",
  });
}

/**
 * The audit log, public (issue #15, after Lemmy's modlog): every moderator action with its reason and
 * date. Moderators also see who did it; nobody sees who reported what. A post's title is shown only to
 * readers who may see the post now (issue 29, S2), and what they may open is a link.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await context.viewer();
  const page = Number(new URL(request.url).searchParams.get("page") ?? 1);
  return readLog(context.database.db, Number.isFinite(page) ? page : 1, readerOf(viewer));
}

const TARGET_WORDS = {
  post: m.mod_log_target_post,
  comment: m.mod_log_target_comment,
  user: m.mod_log_target_user,
} as const;
const UNNAMED_TARGET = { post: m.mod_log_a_post, comment: m.mod_log_a_comment, user: m.mod_log_a_user } as const;
const linkClasses = "font-medium text-brand underline";

/** "A moderator", "The site", "An administrator (from the command line)", "Its author", or (to moderators) their name. */
function Actor({ entry }: { entry: LogEntry }) {
  if (entry.actor === "site") return <span className="font-medium">{m.mod_log_the_site()}</span>;
  if (entry.actor === "operator") return <span className="font-medium">{m.mod_operator_name()}</span>;
  if (!entry.moderator) {
    return (
      <span className="font-medium">{entry.actor === "author" ? m.mod_log_its_author() : m.mod_log_a_moderator()}</span>
    );
  }
  return entry.moderatorHref ? (
    <Link to={entry.moderatorHref} className={linkClasses}>
      {entry.moderator}
    </Link>
  ) : (
    <span className="font-medium">{entry.moderator}</span>
  );
}

/** The item or member acted on: named when the reader may read its name, a link when they may open it. */
function Target({ entry }: { entry: LogEntry }) {
  const words =
    entry.targetLabel === null
      ? UNNAMED_TARGET[entry.targetType]()
      : // The label is a member's words: isolated, it keeps its own direction inside the sentence (<bdi>).
        messageParts(TARGET_WORDS[entry.targetType](slots("label")), { label: <bdi>{entry.targetLabel}</bdi> });
  return entry.href ? (
    <Link to={entry.href} className={linkClasses}>
      {words}
    </Link>
  ) : (
    <span className={entry.targetLabel === null ? undefined : "font-medium"}>{words}</span>
  );
}

export default function ModerationLogPage({ loaderData }: Route.ComponentProps) {
  const { entries, page, hasMore } = loaderData;
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold">{m.mod_log_title()}</h1>
        <p className="mt-2 text-muted-foreground">{m.mod_log_intro()}</p>
      </div>
      {entries.length === 0 ? (
        <Card>
          <p>{m.mod_log_empty()}</p>
        </Card>
      ) : (
        <ol className="grid gap-3" aria-label={m.mod_log_list_label()}>
          {entries.map((entry) => (
            <li key={entry.id} className="rounded-lg border border-border bg-surface p-4">
              <p className="text-sm text-muted-foreground">
                <LocalDate iso={entry.createdAt} />
              </p>
              <p className="mt-1 break-words">
                <Actor entry={entry} /> {MODERATION_ACTIONS[entry.action]?.log ?? entry.action} <Target entry={entry} />
              </p>
              {entry.days !== null && (
                <p className="mt-1 text-sm">{m.mod_log_length({ days: m.mod_form_days({ count: entry.days }) })}</p>
              )}
              {entry.role !== null && (
                <p className="mt-1 text-sm">{m.mod_log_new_role({ role: roleLabel(entry.role) })}</p>
              )}
              {entry.reason && (
                <p className="mt-1 text-sm break-words">
                  {messageParts(m.mod_reason(slots("reason")), { reason: <bdi>{entry.reason}</bdi> })}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
      <nav aria-label={m.mod_log_pages_label()} className="flex justify-between gap-3">
        {page > 1 ? (
          <Link to={`?page=${page - 1}`} className={buttonClasses("secondary")}>
            {m.mod_newer()}
          </Link>
        ) : (
          <span />
        )}
        {hasMore && (
          <Link to={`?page=${page + 1}`} className={buttonClasses("secondary")}>
            {m.mod_older()}
          </Link>
        )}
      </nav>
    </div>
  );
}
