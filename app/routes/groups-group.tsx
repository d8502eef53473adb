import { useRef } from "react";
import { data, useActionData, useLocation, useNavigation } from "react-router";
import { m } from "@common/i18n";
import { Alert } from "~/components/ui/alert";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icons";
import { Input, Label, TextField } from "~/components/ui/input";
import { Pagination } from "~/components/ui/pagination";
import { PostSearchResult } from "~/features/search/search-result";
import { messageParts, slots } from "~/lib/message-parts";
import { categoryLabel } from "@common/forum-categories";
import { isolated } from "@common/isolated";
import { signInHref } from "~/features/auth/sign-in-href";
import { useActionToast, useFieldErrors } from "~/features/forms";
import { postPath } from "~/features/forum/paths";
import { LocalDate } from "~/lib/dates";
import { Form, Link } from "~/lib/localized-router";
import type { PageHandle } from "~/lib/page-audience";
import type { Route } from "./+types/groups-group";
import { AppError } from "../../server/app-error";
import { approveRequest, declineRequest, removeMember, replaceInviteLink } from "../../server/groups/manage";
import { askToJoin, joinGroup, leaveGroup, withdrawRequest } from "../../server/groups/membership";
import {
  groupPosts,
  hasAddressAt,
  hasAskedToJoin,
  joinRequests,
  requireGroup,
  standingIn,
} from "../../server/groups/read";
import { memberAction } from "../../server/http/actions";
import { feedTokenOf, groupFeedPath, replaceFeedToken } from "../../server/groups/feed";
import { addTopic, removeTopic, topicsOf } from "../../server/groups/topics";
import { GROUP_TOPIC_NAME_MAX } from "@common/groups";
import { readerOf } from "../../server/identity";
import { answerGroupSearch, searchPageParam } from "../../server/search/search";
import { SEARCH_TERM_MAX } from "@common/forum";
import { isStaff } from "@common/moderation";

/** Rendered for whoever asks: a member's page shows the group's questions, an outsider's only how to join. */
export const handle: PageHandle = { audience: "reader" };

export { retryAfterHeaders as headers } from "~/lib/route-headers";

/** The pages of a group's questions a reader may turn to (each is an OFFSET read). */
const GROUP_PAGES_MAX = 500;

export function meta({ data: loaded }: Route.MetaArgs) {
  return [
    { title: loaded ? m.groups_meta_title({ name: loaded.group.name }) : m.groups_not_found() },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const db = context.database.db;
  const group = await requireGroup(db, params.slug).catch((error: unknown) => {
    throw error instanceof AppError ? data(null, { status: 404 }) : error;
  });
  const viewer = await context.viewer();
  const url = new URL(request.url);
  const invite = url.searchParams.get("invite")?.slice(0, 100) || null;
  const shown = { slug: group.slug, name: group.name, description: group.description, emailDomain: group.emailDomain };
  const standing = standingIn(group, viewer);
  const outsider = { group: shown, signedIn: Boolean(viewer), invite, standing };
  if (!viewer) return { ...outsider, joinByDomain: false, asked: false, member: null };
  // The site's moderators read every group, and manage it, without joining it.
  const staff = isStaff(viewer.role);
  if (!standing.member && !staff) {
    const [joinByDomain, asked] = await Promise.all([
      hasAddressAt(db, group, viewer),
      hasAskedToJoin(db, group, viewer),
    ]);
    return { ...outsider, joinByDomain, asked, member: null };
  }
  const page = Math.min(Math.max(1, Math.floor(Number(url.searchParams.get("page"))) || 1), GROUP_PAGES_MAX);
  const term = (url.searchParams.get("q") ?? "").trim().slice(0, SEARCH_TERM_MAX);
  const manages = standing.moderator || staff;
  const topics = await topicsOf(db, group);
  // A topic of this group's (?topic=), or all of them: any other id lists everything.
  const topic = topics.find((known) => known.id === url.searchParams.get("topic")) ?? null;
  const [questions, found, feedToken, requests] = await Promise.all([
    term ? { posts: [], hasMore: false } : groupPosts(db, group, viewer, page, topic?.id),
    term
      ? answerGroupSearch(context, { id: group.id, reader: readerOf(viewer) }, term, searchPageParam(String(page)))
      : null,
    // The site's moderators read a group without being in it: they have no feed of it.
    standing.member ? feedTokenOf(db, group, viewer) : Promise.resolve(null),
    manages ? joinRequests(db, group) : Promise.resolve(null),
  ]);
  return {
    ...outsider,
    joinByDomain: false,
    asked: false,
    member: {
      page,
      ...questions,
      topics,
      topic: topic?.id ?? null,
      search: found && { term, posts: found.posts, page: found.page, pageCount: found.pageCount },
      feed: standing.member
        ? { url: feedToken && `${context.config.publicUrl}${groupFeedPath(group.slug, feedToken)}` }
        : null,
      manage: requests && {
        requests,
        inviteLink: `${context.config.publicUrl}/groups/${group.slug}?invite=${group.inviteToken}`,
      },
    },
  };
}

const INTENTS = [
  "join",
  "ask",
  "withdraw",
  "leave",
  "approve",
  "decline",
  "remove",
  "new-invite",
  "new-feed",
  "add-topic",
  "remove-topic",
] as const;

export async function action({ request, params, context }: Route.ActionArgs) {
  return memberAction(request, context, { signIn: m.groups_sign_in_message() }, async (acting, form) => {
    const intent = INTENTS.find((known) => known === form.get("intent"));
    if (!intent) throw new AppError(400, m.server_check_form(), "INVALID");
    const slug = params.slug;
    const field = (name: string) => String(form.get(name) ?? "").slice(0, 200);
    const back = `/groups/${slug}`;
    switch (intent) {
      case "join": {
        const group = await joinGroup(acting, { slug, invite: field("invite") || undefined });
        return { toast: { title: m.groups_toast_joined({ name: isolated(group.name) }) }, redirectTo: back };
      }
      case "ask":
        await askToJoin(acting, { slug });
        return { toast: { title: m.groups_toast_asked() }, redirectTo: back };
      case "withdraw":
        await withdrawRequest(acting, { slug });
        return { toast: { title: m.groups_toast_withdrawn() }, redirectTo: back };
      case "leave": {
        const group = await leaveGroup(acting, { slug });
        return { toast: { title: m.groups_toast_left({ name: isolated(group.name) }) }, redirectTo: back };
      }
      case "approve":
        await approveRequest(acting, { slug, memberId: field("userId") });
        return { toast: { title: m.groups_toast_approved() }, redirectTo: back };
      case "decline":
        await declineRequest(acting, { slug, memberId: field("userId") });
        return { toast: { title: m.groups_toast_declined() }, redirectTo: back };
      case "remove":
        await removeMember(acting, { slug, username: field("username") });
        return { toast: { title: m.groups_toast_removed() }, redirectTo: back };
      case "new-invite":
        await replaceInviteLink(acting, { slug });
        return { toast: { title: m.groups_toast_new_invite() }, redirectTo: back };
      case "new-feed":
        await replaceFeedToken(acting, { slug });
        return { toast: { title: m.groups_toast_new_feed() }, redirectTo: back };
      case "add-topic":
        await addTopic(acting, { slug, name: field("topicName") });
        return { toast: { title: m.groups_toast_topic_added() }, redirectTo: back };
      case "remove-topic":
        await removeTopic(acting, { slug, topicId: field("topicId") });
        return { toast: { title: m.groups_toast_topic_removed() }, redirectTo: back };
    }
  });
}

function IntentButton({
  intent,
  label,
  variant = "primary",
  hidden = {},
  accessibleName,
}: {
  intent: (typeof INTENTS)[number];
  label: string;
  variant?: "primary" | "secondary" | "ghost";
  hidden?: Record<string, string>;
  accessibleName?: string;
}) {
  const navigation = useNavigation();
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant={variant} aria-label={accessibleName} disabled={navigation.state === "submitting"}>
        {label}
      </Button>
    </Form>
  );
}

function JoinCard({ loaderData }: { loaderData: Route.ComponentProps["loaderData"] }) {
  const { group, signedIn, invite, joinByDomain, asked } = loaderData;
  const here = `/groups/${group.slug}${invite ? `?invite=${encodeURIComponent(invite)}` : ""}`;
  return (
    <Card className="grid gap-3">
      <p>{m.groups_outsider_intro()}</p>
      {group.emailDomain && (
        <p className="text-sm text-muted-foreground">{m.groups_domain_hint({ domain: group.emailDomain })}</p>
      )}
      {!signedIn ? (
        <Link to={signInHref(here)} className={`${buttonClasses("primary")} justify-self-start`}>
          <Icon name="log-in" aria-hidden className="size-4" /> {m.groups_sign_in_to_join()}
        </Link>
      ) : invite || joinByDomain ? (
        <div className="grid gap-2">
          <p>{invite ? m.groups_join_by_invite() : m.groups_join_by_domain({ domain: group.emailDomain ?? "" })}</p>
          <div className="justify-self-start">
            <IntentButton intent="join" label={m.groups_join()} hidden={invite ? { invite } : {}} />
          </div>
        </div>
      ) : asked ? (
        <div className="grid gap-2">
          <p>{m.groups_asked()}</p>
          <div className="justify-self-start">
            <IntentButton intent="withdraw" label={m.groups_withdraw_request()} variant="secondary" />
          </div>
        </div>
      ) : (
        <div className="grid gap-2">
          <p className="text-sm text-muted-foreground">{m.groups_ask_explained()}</p>
          <div className="justify-self-start">
            <IntentButton intent="ask" label={m.groups_ask_to_join()} />
          </div>
        </div>
      )}
    </Card>
  );
}

type MemberData = NonNullable<Route.ComponentProps["loaderData"]["member"]>;

function GroupSearchForm({ term }: { term: string }) {
  const navigation = useNavigation();
  return (
    <Form method="get" role="search" className="grid gap-1.5">
      <Label htmlFor="group-search">{m.groups_search_label()}</Label>
      <div className="flex gap-2">
        <Input
          id="group-search"
          type="search"
          name="q"
          defaultValue={term}
          maxLength={SEARCH_TERM_MAX}
          dir="auto"
          className="min-w-0 flex-1"
        />
        <Button type="submit" variant="secondary" disabled={navigation.state === "loading"}>
          <Icon name="search" aria-hidden className="size-4" /> {m.groups_search_button()}
        </Button>
      </div>
    </Form>
  );
}

/** The group's questions for a term (its members' own search: the site's search shows none of them). */
function SearchResults({ slug, search }: { slug: string; search: NonNullable<MemberData["search"]> }) {
  const { term, posts, page, pageCount } = search;
  return (
    <div className="grid gap-3">
      <p role="status" className="font-medium">
        {posts.length === 0
          ? messageParts(m.groups_search_none(slots("term")), { term: <bdi>{term}</bdi> })
          : messageParts(m.groups_search_results(slots("term")), { term: <bdi>{term}</bdi> })}
      </p>
      {posts.length > 0 && (
        <ol className="grid gap-2">
          {posts.map((post) => (
            <PostSearchResult key={post.id} post={post} where={categoryLabel(post.category)} />
          ))}
        </ol>
      )}
      <Pagination
        label={m.groups_search_pages()}
        page={page}
        pageCount={pageCount}
        hrefFor={(target) =>
          `/groups/${slug}?${new URLSearchParams({ q: term, ...(target > 1 ? { page: String(target) } : {}) })}`
        }
      />
      <Link to={`/groups/${slug}`} className="justify-self-start text-brand underline">
        {m.groups_search_all()}
      </Link>
    </div>
  );
}

/** The group's topics as links: all of its questions, or one topic's (?topic=). */
function TopicFilter({
  slug,
  topics,
  current,
}: {
  slug: string;
  topics: MemberData["topics"];
  current: string | null;
}) {
  const chip =
    "rounded-full border border-border px-3 py-1 text-sm text-brand underline aria-[current=page]:border-brand aria-[current=page]:bg-brand-soft aria-[current=page]:no-underline";
  return (
    <nav aria-label={m.groups_topics_heading()} className="flex flex-wrap gap-2">
      <Link to={`/groups/${slug}`} aria-current={current === null ? "page" : undefined} className={chip}>
        {m.groups_topic_all()}
      </Link>
      {topics.map((topic) => (
        <Link
          key={topic.id}
          to={`/groups/${slug}?topic=${topic.id}`}
          aria-current={current === topic.id ? "page" : undefined}
          className={chip}
        >
          <bdi>{topic.name}</bdi>
        </Link>
      ))}
    </nav>
  );
}

function Questions({ slug, member }: { slug: string; member: MemberData }) {
  const { posts, page, hasMore, search, topics, topic } = member;
  const topicName = (id: string | null) => topics.find((known) => known.id === id)?.name;
  const pageHref = (target: number) =>
    `/groups/${slug}?${new URLSearchParams({ ...(topic ? { topic } : {}), page: String(target) })}`;
  return (
    <section aria-labelledby="group-questions" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="group-questions" className="text-xl font-semibold">
          {m.groups_posts_heading()}
        </h2>
        <Link to={`/community/forum/new-post?group=${encodeURIComponent(slug)}`} className={buttonClasses("primary")}>
          <Icon name="square-pen" aria-hidden className="size-4" /> {m.groups_new_post()}
        </Link>
      </div>
      <GroupSearchForm term={search?.term ?? ""} />
      {!search && topics.length > 0 && <TopicFilter slug={slug} topics={topics} current={topic} />}
      {search ? (
        <SearchResults slug={slug} search={search} />
      ) : posts.length === 0 ? (
        <p className="text-muted-foreground">{m.groups_no_posts()}</p>
      ) : (
        <ul className="overflow-hidden rounded-lg border border-border bg-surface">
          {posts.map((post) => (
            <li key={post.id} className="border-b border-border p-3 last:border-b-0 sm:p-4">
              <Link to={postPath(post.id)} dir="auto" className="font-medium text-foreground underline wrap-anywhere">
                {post.title}
              </Link>
              <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-muted-foreground">
                {post.authorUsername && <bdi>{post.authorUsername}</bdi>}
                <LocalDate iso={post.createdAt} />
                <span>{m.groups_answers_count({ count: post.commentsCount })}</span>
                {post.solved && <span className="font-medium text-brand">{m.groups_solved()}</span>}
                {topicName(post.topicId) && <bdi className="font-medium">{topicName(post.topicId)}</bdi>}
              </p>
            </li>
          ))}
        </ul>
      )}
      {!search && (page > 1 || hasMore) && (
        <nav aria-label={m.groups_posts_heading()} className="flex justify-between gap-3">
          {page > 1 ? (
            <Link to={pageHref(page - 1)} className={buttonClasses("secondary")}>
              {m.groups_newer_posts()}
            </Link>
          ) : (
            <span />
          )}
          {hasMore && (
            <Link to={pageHref(page + 1)} className={buttonClasses("secondary")}>
              {m.groups_older_posts()}
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}

/** The member's own feed address of the group: made when asked for, replaced when asked again. */
function Feed({ url }: { url: string | null }) {
  return (
    <Card className="grid gap-2">
      <h2 className="font-semibold">{m.groups_feed_heading()}</h2>
      <p className="text-sm text-muted-foreground">{m.groups_feed_help()}</p>
      {url && (
        <p className="rounded-md bg-surface-muted p-2 font-mono text-sm break-all" dir="ltr">
          {url}
        </p>
      )}
      <div className="justify-self-start">
        <IntentButton intent="new-feed" label={url ? m.groups_feed_new() : m.groups_feed_make()} variant="secondary" />
      </div>
    </Card>
  );
}

/**
 * A moderator's form of one field (a topic's name, a member's username), plain HTML first. A new key after
 * each navigation: the redirect of a success empties the field; a refusal, which does not navigate, keeps
 * what was typed beside its message.
 */
function OneFieldForm({
  intent,
  name,
  label,
  maxLength,
  submitLabel,
  result,
}: {
  intent: (typeof INTENTS)[number];
  name: string;
  label: string;
  maxLength: number;
  submitLabel: string;
  result: unknown;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const errors = useFieldErrors(result as Parameters<typeof useFieldErrors>[0], formRef, `group-${intent}`);
  const location = useLocation();
  const navigation = useNavigation();
  return (
    <Form method="post" ref={formRef} key={location.key} className="grid gap-3">
      <input type="hidden" name="intent" value={intent} />
      <TextField
        name={name}
        label={label}
        required
        maxLength={maxLength}
        autoComplete="off"
        dir="auto"
        defaultValue={errors.typed(name)}
        error={errors.errorFor(name)}
      />
      <Button
        type="submit"
        variant="secondary"
        className="justify-self-start"
        disabled={navigation.state === "submitting"}
      >
        {submitLabel}
      </Button>
    </Form>
  );
}

/** The group's own topics, named and removed by its moderators (ADR 0063). */
function Topics({ topics, result }: { topics: MemberData["topics"]; result: unknown }) {
  return (
    <Card className="grid gap-3">
      <h3 className="font-semibold">{m.groups_topics_heading()}</h3>
      <p className="text-sm text-muted-foreground">{m.groups_topics_help()}</p>
      {topics.length === 0 ? (
        <p className="text-muted-foreground">{m.groups_no_topics()}</p>
      ) : (
        <ul className="grid gap-2">
          {topics.map((topic) => (
            <li key={topic.id} className="flex flex-wrap items-center gap-2">
              <bdi className="me-auto font-medium wrap-anywhere">{topic.name}</bdi>
              <IntentButton
                intent="remove-topic"
                label={m.groups_topic_remove()}
                accessibleName={m.groups_topic_remove_named({ name: topic.name })}
                variant="secondary"
                hidden={{ topicId: topic.id }}
              />
            </li>
          ))}
        </ul>
      )}
      <OneFieldForm
        intent="add-topic"
        name="topicName"
        label={m.groups_topic_new_label()}
        maxLength={GROUP_TOPIC_NAME_MAX}
        submitLabel={m.groups_topic_add()}
        result={result}
      />
    </Card>
  );
}

function Manage({
  slug,
  manage,
  topics,
  result,
}: {
  slug: string;
  manage: NonNullable<MemberData["manage"]>;
  topics: MemberData["topics"];
  result: unknown;
}) {
  return (
    <section aria-labelledby="group-manage" className="grid gap-4">
      <h2 id="group-manage" className="text-xl font-semibold">
        {m.groups_manage_heading()}
      </h2>
      <Link
        to={`/moderation?group=${encodeURIComponent(slug)}`}
        className={`${buttonClasses("secondary")} justify-self-start`}
      >
        <Icon name="flag" aria-hidden className="size-4" /> {m.groups_queue_link()}
      </Link>
      <Card className="grid gap-2">
        <h3 className="font-semibold">{m.groups_invite_link()}</h3>
        <p className="rounded-md bg-surface-muted p-2 font-mono text-sm break-all" dir="ltr">
          {manage.inviteLink}
        </p>
        <p className="text-sm text-muted-foreground">{m.groups_invite_link_help()}</p>
        <div className="justify-self-start">
          <IntentButton intent="new-invite" label={m.groups_new_invite()} variant="secondary" />
        </div>
      </Card>
      <Topics topics={topics} result={result} />
      <Card className="grid gap-2">
        <h3 className="font-semibold">{m.groups_requests_heading()}</h3>
        {manage.requests.length === 0 ? (
          <p className="text-muted-foreground">{m.groups_no_requests()}</p>
        ) : (
          <ul className="grid gap-2">
            {manage.requests.map((request) => (
              <li key={request.userId} className="flex flex-wrap items-center gap-2">
                <bdi className="me-auto font-medium">{request.username}</bdi>
                <IntentButton
                  intent="approve"
                  label={m.groups_approve()}
                  accessibleName={m.groups_approve_named({ username: request.username ?? "" })}
                  hidden={{ userId: request.userId }}
                />
                <IntentButton
                  intent="decline"
                  label={m.groups_decline()}
                  accessibleName={m.groups_decline_named({ username: request.username ?? "" })}
                  variant="secondary"
                  hidden={{ userId: request.userId }}
                />
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card>
        <OneFieldForm
          intent="remove"
          name="username"
          label={m.groups_remove_label()}
          maxLength={100}
          submitLabel={m.groups_remove()}
          result={result}
        />
      </Card>
    </section>
  );
}

/** A private group's page (issue #47 item 3): its questions for its members, joining for everyone else. */
export default function GroupPage({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  useActionToast(result);
  const { group, member, standing } = loaderData;
  const failed = result && "ok" in result && !result.ok && !result.error.field ? result.error.message : null;
  return (
    <div className="mx-auto grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-10">
      <header className="grid gap-2">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-muted-foreground">
          <Icon name="lock" aria-hidden className="size-4" />
          {m.groups_private_badge()}
          {standing.moderator && (
            <span className="rounded bg-brand-soft px-2 py-0.5 text-foreground">{m.groups_moderator_badge()}</span>
          )}
        </p>
        {/* The group's own words, in whatever language its admin wrote them: their direction is their own. */}
        <h1 dir="auto" className="text-3xl font-bold wrap-anywhere">
          {group.name}
        </h1>
        {group.description && (
          <p dir="auto" className="text-muted-foreground whitespace-pre-line">
            {group.description}
          </p>
        )}
      </header>
      {failed && <Alert>{failed}</Alert>}
      {member ? (
        <>
          <Questions slug={group.slug} member={member} />
          {member.feed && <Feed url={member.feed.url} />}
          {member.manage && <Manage slug={group.slug} manage={member.manage} topics={member.topics} result={result} />}
          <Card className="grid gap-2">
            <p className="text-sm text-muted-foreground">{m.groups_leave_explained()}</p>
            <div className="justify-self-start">
              <IntentButton intent="leave" label={m.groups_leave()} variant="secondary" />
            </div>
          </Card>
        </>
      ) : (
        <JoinCard loaderData={loaderData} />
      )}
    </div>
  );
}
