import { Icon } from "~/components/ui/icons";
import type { IconName } from "~/components/ui/icon-names";
import { m } from "@common/i18n";
import { messageParts, slots } from "~/lib/message-parts";
import { Form, Link } from "~/lib/localized-router";
import { isGivenUsername } from "@common/profile";
import { Alert } from "~/components/ui/alert";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useCurrentUser } from "~/features/auth/current-user";
import { DashboardBookmarks } from "~/features/forum/bookmarks";
import { RecentActivity } from "~/features/profile/recent-activity";
import { LocalDate } from "~/lib/dates";
import type { Route } from "./+types/dashboard";
import { requireViewerOrSignIn } from "../../server/http/actions";
import { getProfile, likesReceived, recentComments, recentPosts } from "../../server/profiles/read";
import { reportsBy } from "../../server/moderation/reports";
import { bookmarksPage } from "../../server/forum/bookmarks/read";
import { publicViewer, readerOf } from "../../server/identity";
import type { PageHandle } from "~/lib/page-audience";

export const handle: PageHandle = { audience: "reader" };

export function meta() {
  return [{ title: m.dashboard_meta_title() }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireViewerOrSignIn(context, request);
  const db = context.database.db;
  const bookmarksAsked = Number(new URL(request.url).searchParams.get("bookmarks") ?? 1);
  const [profile, posts, comments, likes, reports, bookmarks] = await Promise.all([
    getProfile(db, user.id),
    recentPosts(db, user.id, "owner"),
    recentComments(db, user.id, "owner"),
    likesReceived(db, user.id),
    reportsBy(db, user.id),
    bookmarksPage(db, readerOf(user)!, bookmarksAsked),
  ]);
  // The page gets the part of the viewer a browser may see: never the session's id, nor the group ids.
  return {
    user: publicViewer(user)!,
    profile: profile!,
    posts,
    comments,
    likes,
    reports,
    bookmarks,
    inGroups: user.groups.length > 0,
  };
}

function Stat({ icon, label, value }: { icon: IconName; label: string; value: number }) {
  return (
    <Card className="flex items-center gap-3">
      <Icon name={icon} aria-hidden className="size-7 text-brand" />
      <div>
        <p className="text-2xl font-bold">{value}</p>
        <p className="text-sm text-muted-foreground">{label}</p>
      </div>
    </Card>
  );
}

/** The signed-in member's own overview. */
export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  const { profile, posts, comments, likes, reports, bookmarks, inGroups } = loaderData;
  const user = useCurrentUser() ?? loaderData.user;
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold">{m.dashboard_heading()}</h1>
        <p className="mt-2 text-muted-foreground">{m.dashboard_welcome({ username: user.username })}</p>
      </div>
      {isGivenUsername(user.username) && (
        <Alert variant="info">
          <p>
            {messageParts(m.dashboard_given_username({ username: user.username, ...slots("link") }), {
              link: (
                <Link to={`/profile/${user.id}?edit`} className="font-medium text-brand underline">
                  {m.dashboard_choose_your_own()}
                </Link>
              ),
            })}
          </p>
        </Alert>
      )}
      <section aria-label={m.dashboard_numbers_label()} className="grid gap-4 sm:grid-cols-4">
        <Stat icon="sparkles" label={m.dashboard_stat_karma()} value={profile.karmaPoints} />
        <Stat icon="message-square-plus" label={m.dashboard_stat_posts()} value={profile.postsCount} />
        <Stat icon="message-square" label={m.dashboard_stat_comments()} value={profile.commentsCount} />
        <Stat icon="heart" label={m.dashboard_stat_likes()} value={likes} />
      </section>
      <section aria-labelledby="quick-actions">
        <h2 id="quick-actions" className="text-xl font-semibold">
          {m.dashboard_quick_actions()}
        </h2>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link to="/community/forum/new-post" className={buttonClasses("primary")}>
            <Icon name="message-square-plus" aria-hidden className="size-4" /> {m.dashboard_new_post()}
          </Link>
          {inGroups && (
            <Link to="/groups" className={buttonClasses("secondary")}>
              <Icon name="lock" aria-hidden className="size-4" /> {m.groups_your_groups()}
            </Link>
          )}
          <Link to={`/profile/${user.id}?edit`} className={buttonClasses("secondary")}>
            <Icon name="user-round" aria-hidden className="size-4" /> {m.dashboard_edit_profile()}
          </Link>
          <Link to="/settings" className={buttonClasses("secondary")}>
            <Icon name="settings" aria-hidden className="size-4" /> {m.auth_menu_settings()}
          </Link>
          <Form method="post" action="/auth/sign-out">
            <button type="submit" className={buttonClasses("secondary")}>
              <Icon name="log-out" aria-hidden className="size-4" /> {m.auth_sign_out()}
            </button>
          </Form>
        </div>
      </section>
      <RecentActivity
        posts={posts}
        comments={comments}
        titles={{ posts: m.dashboard_recent_posts(), comments: m.dashboard_recent_comments() }}
        empty={{
          posts: messageParts(m.dashboard_no_posts(slots("link")), {
            link: (
              <Link to="/community/forum/new-post" className="text-brand underline">
                {m.dashboard_ask_first_question()}
              </Link>
            ),
          }),
          comments: m.dashboard_no_comments(),
        }}
      />
      <DashboardBookmarks bookmarks={bookmarks} />
      {reports.length > 0 && (
        <section aria-labelledby="your-reports">
          <h2 id="your-reports" className="text-xl font-semibold">
            {m.dashboard_your_reports()}
          </h2>
          <ul className="mt-3 grid gap-2">
            {reports.map((report) => (
              <li key={report.id} className="rounded-md border border-border bg-surface p-3 text-sm">
                <p className="break-words">{report.what}</p>
                <p className="text-muted-foreground">
                  <LocalDate
                    iso={report.createdAt}
                    sentence={(reported, reportedForm) =>
                      report.handled && report.resolvedAt ? (
                        <LocalDate
                          iso={report.resolvedAt}
                          sentence={(handled, handledForm) =>
                            messageParts(
                              m.dashboard_report_handled({
                                ...slots("reported", "handled"),
                                reportedForm,
                                handledForm,
                              }),
                              { reported, handled },
                            )
                          }
                        />
                      ) : (
                        messageParts(m.dashboard_report_waiting({ ...slots("reported"), form: reportedForm }), {
                          reported,
                        })
                      )
                    }
                  />
                </p>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm">
            <Link to="/moderation/log" className="text-brand underline">
              {m.dashboard_moderation_log_link()}
            </Link>
          </p>
        </section>
      )}
    </div>
  );
}
