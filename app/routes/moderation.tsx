import { Icon } from "~/components/ui/icons";
import { useRef } from "react";
import { data, useActionData } from "react-router";
import { Link, useFetcher } from "~/lib/localized-router";
import { isFailure, type ActionResult } from "@common/action-result";
import { REPORT_REASONS } from "@common/forum";
import {
  isBan,
  isStaff,
  MODERATION_ACTIONS,
  MODERATION_MESSAGES,
  ROLES,
  roleLabel,
  type Role,
} from "@common/moderation";
import { moderationActionSchema } from "@common/moderation-schemas";
import { Alert } from "~/components/ui/alert";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { inputClasses, Label, TextField } from "~/components/ui/input";
import { useActionToast, useFieldErrors } from "~/features/forms/action-feedback";
import { actionsFor, MODERATION_PATH, ModerationForm } from "~/features/moderation/moderation-form";
import { LocalDate } from "~/lib/dates";
import { messageParts, slots } from "~/lib/message-parts";
import { ForbiddenOrError } from "~/components/layout/forbidden";
import type { Route } from "./+types/moderation";
import { m } from "@common/i18n";
import { memberAction, parseWith, requireViewerOrSignIn } from "../../server/http/actions";
import { requireStaff, type Staff } from "../../server/identity";
import { AppError } from "../../server/app-error";
import { requireGroupModerator } from "../../server/groups/manage";
import { requireGroup } from "../../server/groups/read";
import { moderate } from "../../server/moderation/moderate";
import { readQueue, type QueueItem, type QueueSort } from "../../server/moderation/queue";
import { grantRole, listStaff } from "../../server/moderation/roles";
import { listSuspended, type SuspendedMember } from "../../server/moderation/suspensions";
import type { PageHandle } from "~/lib/page-audience";

export const handle: PageHandle = { audience: "reader" };

export { retryAfterHeaders as headers } from "~/lib/route-headers";

export function meta() {
  return [{ title: m.mod_queue_meta_title() }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewerOrSignIn(context, request);
  const search = new URL(request.url).searchParams;
  const sort: QueueSort = search.get("sort") === "most" ? "most" : "newest";
  const db = context.database.db;
  const groupSlug = search.get("group");
  if (groupSlug !== null) {
    // A private group's queue (issue #47): its moderators', and the site's, who moderate every group.
    const group = await requireGroup(db, groupSlug).catch((error: unknown) => {
      throw error instanceof AppError ? data(null, { status: 404 }) : error;
    });
    try {
      requireGroupModerator(group, viewer);
    } catch {
      throw data(null, { status: 403 });
    }
    return {
      queue: await readQueue(db, sort, group.id),
      sort,
      group: { slug: group.slug, name: group.name, asItsModerator: !isStaff(viewer.role) },
      suspended: null,
      isAdmin: false,
      staff: [],
    };
  }
  let staffViewer: Staff;
  try {
    staffViewer = requireStaff(viewer);
  } catch {
    throw data(null, { status: 403 });
  }
  const suspendedPage = Number(search.get("suspended") ?? 1);
  const isAdmin = viewer.role === "admin";
  const [queue, suspended, staff] = await Promise.all([
    readQueue(db, sort),
    listSuspended(db, staffViewer, Number.isFinite(suspendedPage) ? suspendedPage : 1),
    isAdmin ? listStaff(db) : Promise.resolve([]),
  ]);
  return { queue, sort, group: null, suspended, isAdmin, staff };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ForbiddenOrError error={error} title={m.mod_queue_forbidden_title()} text={m.mod_queue_forbidden_text()} />;
}

/** Every moderator action, from the queue and from a post's page: one form shape, checked here. */
export async function action({ request, context }: Route.ActionArgs) {
  const options = { signIn: m.mod_sign_in_as_moderator(), returnTo: MODERATION_PATH };
  return memberAction(request, context, options, async (acting, form) => {
    const input = parseWith(moderationActionSchema, Object.fromEntries(form));
    const toast =
      input.intent === "grant"
        ? await grantRole(acting, { username: input.username, role: input.role })
        : await moderate(acting, input);
    return { toast };
  });
}

/** A review asked of a member (not of a post or comment) is a suspended member's appeal (ADR 0023). */
const reasonLabel = (value: string, targetType: string) =>
  value === "review"
    ? targetType === "user"
      ? m.mod_queue_appeal()
      : m.mod_queue_review()
    : (REPORT_REASONS.find((reason) => reason.value === value)?.label ?? value);

function StateBadges({ item }: { item: QueueItem }) {
  const badge = "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-medium";
  // A member's own suspension, or (a post or comment) its author's.
  const onMember = item.targetType === "user";
  return (
    <span className="flex flex-wrap gap-2">
      {item.visibility === "pending" && (
        <span className={`${badge} bg-accent-soft text-accent`}>
          <Icon name="clock" aria-hidden className="size-3.5" /> {m.mod_badge_waiting()}
        </span>
      )}
      {item.visibility === "hidden" && (
        <span className={`${badge} bg-surface-muted`}>
          <Icon name="eye-off" aria-hidden className="size-3.5" /> {m.mod_badge_hidden()}
        </span>
      )}
      {item.visibility === "removed" && (
        <span className={`${badge} bg-surface-muted`}>
          <Icon name="eye-off" aria-hidden className="size-3.5" /> {m.mod_badge_deleted()}
        </span>
      )}
      {item.isPinned && (
        <span className={`${badge} bg-accent-soft text-accent`}>
          <Icon name="pin" aria-hidden className="size-3.5" /> {m.mod_badge_pinned()}
        </span>
      )}
      {item.isLocked && (
        <span className={`${badge} bg-surface-muted`}>
          <Icon name="lock" aria-hidden className="size-3.5" /> {m.mod_badge_locked()}
        </span>
      )}
      {item.suspendedUntil && (
        <span className={`${badge} bg-surface-muted`}>
          <Icon name="user-x" aria-hidden className="size-3.5" />{" "}
          {isBan(item.suspendedUntil) ? (
            onMember ? (
              m.mod_badge_banned()
            ) : (
              m.mod_badge_author_banned()
            )
          ) : (
            // "ends in 6 days" or "ends on Dec 1, 2026 at 9:05 PM" (dates read relative while near): a sentence
            // for each form, in one span, so the badge's gap does not add a second space inside it.
            <span>
              <LocalDate
                iso={item.suspendedUntil}
                sentence={(date, form) =>
                  messageParts(
                    (onMember ? m.mod_badge_suspended_ends : m.mod_badge_author_suspended_ends)({
                      ...slots("date"),
                      form,
                    }),
                    { date },
                  )
                }
              />
            </span>
          )}
        </span>
      )}
    </span>
  );
}

function QueueEntry({
  item,
  returnTo,
  groupModerator,
}: {
  item: QueueItem;
  returnTo: string;
  groupModerator: boolean;
}) {
  const kind =
    item.targetType === "user"
      ? m.mod_kind_member()
      : item.targetType === "post"
        ? m.mod_kind_post()
        : m.mod_kind_comment();
  const headingId = `queue-${item.targetId}`;
  return (
    <Card className="grid gap-3" aria-labelledby={headingId} role="article">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
        <span className="font-medium uppercase tracking-wide">{kind}</span>
        {item.reportCount > 0 ? (
          <span className="inline-flex items-center gap-1">
            <Icon name="flag" aria-hidden className="size-4" /> {m.mod_reports_latest({ count: item.reportCount })}{" "}
            <LocalDate iso={item.latestAt} />
          </span>
        ) : (
          <span>
            <LocalDate
              iso={item.latestAt}
              sentence={(date, form) => messageParts(m.mod_posted({ ...slots("date"), form }), { date })}
            />
          </span>
        )}
      </div>
      <h2 id={headingId} className="text-lg font-semibold wrap-anywhere">
        <Link to={item.href} className="text-foreground underline hover:text-brand">
          {item.label}
        </Link>
      </h2>
      <StateBadges item={item} />
      {item.targetType !== "user" && (
        <p className="text-sm text-muted-foreground">
          {m.mod_by()}{" "}
          {item.author ? (
            <Link to={`/profile/${item.author.id}`} className="text-brand underline">
              {item.author.username ?? m.mod_member_without_username_lower()}
            </Link>
          ) : (
            m.mod_anonymous()
          )}
        </p>
      )}
      {item.content && (
        <blockquote className="rounded-md border-s-4 border-border bg-surface-muted p-3 text-sm whitespace-pre-line wrap-anywhere">
          {item.content}
        </blockquote>
      )}
      {item.reasons.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold">{m.mod_reasons_heading()}</h3>
          <ul className="mt-1 flex flex-wrap gap-2 text-sm">
            {item.reasons.map((reason) => (
              <li key={reason.reason} className="rounded-full border border-border px-2.5 py-0.5">
                {reasonLabel(reason.reason, item.targetType)} × {reason.count}
              </li>
            ))}
          </ul>
          {item.reports.some((report) => report.details) && (
            <ul className="mt-2 grid gap-1 text-sm">
              {item.reports
                .filter((report) => report.details)
                .map((report, index) => (
                  <li key={index} className="wrap-anywhere">
                    <span className="font-medium">{report.reporter ?? m.mod_a_member()}:</span> {report.details}
                  </li>
                ))}
            </ul>
          )}
        </div>
      )}
      <ModerationForm
        targetType={item.targetType}
        targetId={item.targetId}
        returnTo={returnTo}
        subject={`${kind.toLowerCase()} ${item.label}`}
        actions={actionsFor({
          targetType: item.targetType,
          visibility: item.visibility,
          isPinned: item.isPinned,
          isLocked: item.isLocked,
          suspended: Boolean(item.suspendedUntil),
          hasReports: item.reportCount > 0,
          groupModerator,
        })}
      />
    </Card>
  );
}

/** One member's "Lift suspension" (a ban too): a form of its own, working without JavaScript. */
function LiftSuspension({ member, returnTo }: { member: SuspendedMember; returnTo: string }) {
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher.data);
  return (
    <fetcher.Form method="post" action={MODERATION_PATH}>
      <input type="hidden" name="intent" value="unsuspend" />
      <input type="hidden" name="targetType" value="user" />
      <input type="hidden" name="targetId" value={member.id} />
      <input type="hidden" name="redirectTo" value={returnTo} />
      <Button type="submit" size="sm" variant="secondary" disabled={fetcher.state !== "idle"}>
        {isBan(member.until) ? m.mod_lift_ban() : MODERATION_ACTIONS.unsuspend.label}
        <span className="sr-only">
          {m.mod_lift_of({ name: member.username ?? m.mod_member_without_username_lower() })}
        </span>
      </Button>
    </fetcher.Form>
  );
}

/** Members suspended now, the soonest to end first, a page at a time (issue 29, item 11). */
function SuspendedMembers({
  suspended,
  pageHref,
  returnTo,
}: {
  suspended: { members: SuspendedMember[]; page: number; hasMore: boolean };
  pageHref: (page: number) => string;
  returnTo: string;
}) {
  const { members, page, hasMore } = suspended;
  return (
    <section aria-labelledby="suspended-heading" className="grid gap-3">
      <h2 id="suspended-heading" className="scroll-mt-20 text-xl font-semibold">
        {m.mod_suspended_heading()}
      </h2>
      {members.length === 0 ? (
        <Card>
          <p>{page > 1 ? m.mod_no_more_suspended() : m.mod_none_suspended()}</p>
        </Card>
      ) : (
        <ul className="grid gap-3" aria-labelledby="suspended-heading">
          {members.map((member) => (
            <li
              key={member.id}
              className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-border bg-surface p-4"
            >
              <div className="min-w-0 flex-1 basis-56">
                <Link to={`/profile/${member.id}`} className="font-semibold break-words text-brand underline">
                  {member.username ?? m.mod_member_without_username()}
                </Link>
                <p className="text-sm text-muted-foreground">
                  {isBan(member.until) ? (
                    m.mod_badge_banned()
                  ) : (
                    <LocalDate
                      iso={member.until}
                      sentence={(date, form) =>
                        messageParts(m.mod_badge_suspended_ends({ ...slots("date"), form }), { date })
                      }
                    />
                  )}
                </p>
                {member.reason && <p className="mt-1 text-sm break-words">{m.mod_reason({ reason: member.reason })}</p>}
              </div>
              {member.mayLift ? (
                <LiftSuspension member={member} returnTo={returnTo} />
              ) : (
                <p className="max-w-56 text-sm text-muted-foreground">{MODERATION_MESSAGES.staffForAdmins}</p>
              )}
            </li>
          ))}
        </ul>
      )}
      {(page > 1 || hasMore) && (
        <nav aria-label={m.mod_suspended_pages_label()} className="flex justify-between gap-3">
          {page > 1 ? (
            <Link to={pageHref(page - 1)} className={buttonClasses("secondary")}>
              {m.mod_previous()}
            </Link>
          ) : (
            <span />
          )}
          {hasMore && (
            <Link to={pageHref(page + 1)} className={buttonClasses("secondary")}>
              {m.mod_next()}
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}

/** Admins: who moderates, and a form to give or take a role. */
function Roles({ staff }: { staff: { id: string; username: string | null; role: string }[] }) {
  const fetcher = useFetcher<ActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  useActionToast(fetcher.data);
  const errors = useFieldErrors(fetcher.data, formRef, "roles");
  return (
    <section aria-labelledby="roles-heading" className="grid gap-3">
      <h2 id="roles-heading" className="text-xl font-semibold">
        {m.mod_roles_heading()}
      </h2>
      <ul className="grid gap-1">
        {staff.map((member) => (
          <li key={member.id}>
            <Link to={`/profile/${member.id}`} className="text-brand underline">
              {member.username ?? m.mod_member_without_username()}
            </Link>{" "}
            <span className="text-muted-foreground">({roleLabel(member.role)})</span>
          </li>
        ))}
      </ul>
      <fetcher.Form method="post" action={MODERATION_PATH} ref={formRef} className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="grant" />
        <div className="min-w-48 flex-1">
          <TextField
            label={m.mod_username_label()}
            name="username"
            autoComplete="off"
            required
            error={errors.errorFor("username")}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="role-select">{m.mod_role_label()}</Label>
          <select id="role-select" name="role" className={`${inputClasses} w-auto`} defaultValue="moderator">
            {ROLES.map((role: Role) => (
              <option key={role} value={role}>
                {roleLabel(role)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" disabled={fetcher.state !== "idle"}>
          {m.mod_save_role()}
        </Button>
      </fetcher.Form>
      {errors.formError && (
        <p role="alert" className="text-sm text-destructive">
          {errors.formError}
        </p>
      )}
    </section>
  );
}

export default function ModerationPage({ loaderData }: Route.ComponentProps) {
  const { queue, sort, group, suspended, isAdmin, staff } = loaderData;
  // A form posted without JavaScript from another page (a post's moderator tools) that was refused.
  const refused = useActionData<typeof action>();
  const query = (params: { suspended?: number; sort?: QueueSort }) => {
    const search = new URLSearchParams();
    if (group) search.set("group", group.slug);
    if ((params.sort ?? sort) === "most") search.set("sort", "most");
    const page = params.suspended ?? suspended?.page ?? 1;
    if (page > 1) search.set("suspended", String(page));
    return search.size > 0 ? `?${search}` : "";
  };
  const returnTo = `${MODERATION_PATH}${query({})}`;
  const tab = (value: QueueSort, label: string) => (
    <Link
      // "?" alone clears the sort: an empty address would stay on this one.
      to={query({ sort: value }) || "?"}
      aria-current={sort === value ? "page" : undefined}
      className="rounded-md px-3 py-2 font-medium text-brand underline aria-[current=page]:bg-brand-soft aria-[current=page]:no-underline"
    >
      {label}
    </Link>
  );
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-10">
      <div>
        {group ? (
          <>
            {/* The group's name in its own direction, whatever the page's. */}
            <h1 className="text-3xl font-bold wrap-anywhere">
              {messageParts(m.groups_queue_heading(slots("name")), { name: <bdi dir="auto">{group.name}</bdi> })}
            </h1>
            <p className="mt-2 text-muted-foreground">
              {m.groups_queue_intro()}{" "}
              <Link to={`/groups/${group.slug}`} className="text-brand underline">
                {m.groups_queue_back()}
              </Link>
            </p>
          </>
        ) : (
          <>
            <h1 className="text-3xl font-bold">{m.mod_queue_heading()}</h1>
            <p className="mt-2 text-muted-foreground">
              {m.mod_queue_intro_start()}{" "}
              <Link to="/moderation/log" className="text-brand underline">
                {m.mod_queue_intro_log_link()}
              </Link>
              {m.mod_queue_intro_middle()}{" "}
              <a href="#suspended-heading" className="text-brand underline">
                {m.mod_queue_intro_below_link()}
              </a>
              {m.notif_full_stop()}
            </p>
          </>
        )}
      </div>
      {refused && isFailure(refused) && <Alert>{refused.error.message}</Alert>}
      <nav aria-label={m.mod_queue_order_label()} className="flex flex-wrap gap-2">
        {tab("newest", m.mod_queue_newest())}
        {tab("most", m.mod_queue_most())}
      </nav>
      {queue.length === 0 ? (
        <Card>
          <p>{m.mod_queue_empty()}</p>
        </Card>
      ) : (
        <div className="grid gap-4">
          {queue.map((item) => (
            <QueueEntry
              key={`${item.targetType}-${item.targetId}`}
              item={item}
              returnTo={returnTo}
              groupModerator={Boolean(group?.asItsModerator)}
            />
          ))}
        </div>
      )}
      {suspended && (
        <SuspendedMembers
          suspended={suspended}
          pageHref={(page) => `${MODERATION_PATH}${query({ suspended: page })}#suspended-heading`}
          returnTo={returnTo}
        />
      )}
      {isAdmin && <Roles staff={staff} />}
    </div>
  );
}
