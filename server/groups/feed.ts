import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { ATOM_CONTENT_TYPE } from "../../common/forum-feeds";
import { getLocale, m } from "../../common/i18n";
import { localizedPath } from "../../common/locale-path";
import { AppError } from "../app-error";
import type { Db } from "../db/database";
import { groupMembers, groups, users } from "../db/schema";
import { postEntry } from "../forum/atom/answers";
import { newestGroupPosts } from "../forum/atom/read";
import { atomXml } from "../forum/atom/xml";
import { isSuspended, type Viewer } from "../identity";
import type { RequestContext } from "../request-context";
import type { UseCase } from "../use-case";
import { GROUP_SLUG, requireGroup, type Group } from "./read";

/**
 * A member's private feed of their group (issue #47 item 3, ADR 0061): the group's newest questions as
 * Atom, at an address with a secret of the member's own, because a feed reader signs in nowhere. The
 * secret lives on the membership: a member who leaves or is removed takes it with them, and asking for a
 * new address stops the old one. The answer is kept nowhere: not by the server, a shared cache or the
 * service worker (its route's audience is `secret`).
 */

/** A feed address's secret: 144 random bits, as an invite link's. */
const newFeedToken = () => randomBytes(18).toString("base64url");
/** Longer than any token made: anything longer is not looked up. */
const FEED_TOKEN_MAX = 64;

export const groupFeedPath = (slug: string, token: string) =>
  `/groups/${slug}/feed.xml?token=${encodeURIComponent(token)}`;

/** The member's feed secret for the group, or null until they ask for one. */
export async function feedTokenOf(db: Db, group: Pick<Group, "id">, viewer: Viewer): Promise<string | null> {
  const [row] = await db
    .select({ token: groupMembers.feedToken })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, group.id), eq(groupMembers.userId, viewer.id)));
  return row?.token ?? null;
}

/** Makes the member's feed address of the group, or a new one: the address they had stops working. */
export const replaceFeedToken: UseCase<{ slug: string }, Group> = async ({ db, actor }, input) => {
  const group = await requireGroup(db, input.slug);
  const replaced = await db
    .update(groupMembers)
    .set({ feedToken: newFeedToken() })
    .where(and(eq(groupMembers.groupId, group.id), eq(groupMembers.userId, actor.id)))
    .returning({ userId: groupMembers.userId });
  if (replaced.length === 0) throw new AppError(403, m.groups_not_member(), "FORBIDDEN");
  return group;
};

const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

/** An address that is no feed (a secret replaced, a member gone): said plainly, so a reader shows why. */
const feedGone = () =>
  new Response(`${m.groups_feed_gone()}\n`, {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", ...PRIVATE },
  });

/**
 * `/groups/<slug>/feed.xml?token=`: the group's newest visible questions for the member whose secret it
 * is, while they are in the group and not suspended; a 404 for any other address.
 */
export async function groupFeed(
  context: Pick<RequestContext, "database" | "config">,
  slug: string,
  token: string | null,
): Promise<Response> {
  if (!GROUP_SLUG.test(slug) || !token || token.length > FEED_TOKEN_MAX) return feedGone();
  const db = context.database.db;
  const [member] = await db
    .select({
      userId: groupMembers.userId,
      groupId: groups.id,
      name: groups.name,
      description: groups.description,
      suspendedUntil: users.suspendedUntil,
    })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(and(eq(groupMembers.feedToken, token), eq(groups.slug, slug)));
  if (!member || isSuspended(member.suspendedUntil)) return feedGone();
  const reader = { id: member.userId, staff: false, groups: [member.groupId], moderates: [] };
  const posts = await newestGroupPosts(db, member.groupId, reader);
  const origin = context.config.publicUrl;
  const xml = atomXml({
    pageUrl: origin + localizedPath(`/groups/${slug}`),
    selfUrl: origin + localizedPath(groupFeedPath(slug, token)),
    base: origin,
    lang: getLocale(),
    title: m.groups_feed_title({ name: member.name }),
    subtitle: member.description || m.groups_outsider_intro(),
    emptyUpdated: new Date(),
    entries: posts.map((post) => postEntry(post, origin)),
  });
  return new Response(xml, { headers: { "Content-Type": ATOM_CONTENT_TYPE, ...PRIVATE } });
}
