import { and, eq, ne, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../db/database";
import {
  avatars,
  bookmarks,
  checklistSteps,
  comments,
  drafts,
  groupJoinRequests,
  groupMembers,
  groups,
  groupTopics,
  likes,
  posts,
  profiles,
  reports,
  sessions,
  users,
  watches,
} from "../db/schema";
import { describeBrowser } from "../auth/sessions";
import { readPreferences } from "../notifications/read";
import { readableByEveryone } from "../read-policy";
import { jsonArray, jsonFile, keysetPages, textFile, type ArchiveFile } from "./archive";
import { OWN_ROWS, type OwnRowsFile } from "./member-columns";

/**
 * What "Download my data" puts in the archive (ADR 0037): the member's own rows, each file read a page at
 * a time, oldest first. Other members appear only as what names the thing (a liked post's id and title,
 * a reported member's username); never a password hash, a two-factor secret, recovery codes, a session
 * token, moderators' notes or who else reported something.
 */

/** Rows read per query: one page is what memory holds of a file. */
export const DATA_EXPORT_PAGE_ROWS = 500;

interface Member {
  id: string;
  /** The session asking, marked `current` in sessions.json. */
  sessionId: string;
}

type Key = { at: string; id: string };
type Keyed = { at: string; id: string };

/** Rows after `key` in (created, id) order; `at` is the time as text, exact to the microsecond. */
const after = (at: PgColumn, id: PgColumn, key: Key | null): SQL | undefined =>
  key ? sql`(${at}, ${id}) > (${key.at}::timestamptz, ${key.id}::uuid)` : undefined;

/** The key columns every file's query selects: its time as text and its id. */
const keyColumns = (at: PgColumn, id: PgColumn) => ({ id, at: sql<string>`${at}::text` });

/** A query of one file, ready for its filter: what `ownRows` pages through. */
type Filterable<R> = (where: SQL | undefined) => {
  orderBy(...columns: PgColumn[]): { limit(count: number): PromiseLike<R[]> };
};

/**
 * One file's rows: those whose owner is the member, oldest first (`at`, then `id`), a page at a time,
 * each given the file's shape. The owner is the column member-columns.ts names for the file.
 */
async function* ownRows<R extends Keyed, O>(
  memberId: string,
  file: OwnRowsFile,
  { at, id }: { at: PgColumn; id: PgColumn },
  query: Filterable<R>,
  shape: (row: R) => O,
): AsyncGenerator<O[]> {
  const owner = OWN_ROWS[file];
  const read = (key: Key | null, limit: number) =>
    Promise.resolve(
      query(and(eq(owner, memberId), after(at, id, key)))
        .orderBy(at, id)
        .limit(limit),
    );
  for await (const rows of keysetPages(read, (row) => ({ at: row.at, id: row.id }), DATA_EXPORT_PAGE_ROWS)) {
    yield rows.map(shape);
  }
}

/** A file of the member's own rows, as a JSON array (`around`: what it is a field of, if anything). */
function ownRowsFile<R extends Keyed, O>(
  memberId: string,
  file: OwnRowsFile,
  columns: { at: PgColumn; id: PgColumn },
  query: Filterable<R>,
  shape: (row: R) => O,
  around?: Parameters<typeof jsonArray>[1],
): ArchiveFile {
  return { name: file, contents: jsonArray(ownRows(memberId, file, columns, query, shape), around) };
}

const dropKey = <R extends Keyed>({ at: _at, id: _id, ...row }: R) => row;

/** A post's title as this member may read it: theirs, or visible to everyone (not one hidden since). */
const titleFor = (memberId: string) =>
  sql<string | null>`CASE WHEN ${or(readableByEveryone(posts), eq(posts.authorId, memberId))} THEN ${posts.title} END`;

export async function profileOf(db: Db, memberId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      role: users.role,
      twoFactorEnabled: users.twoFactorEnabled,
      suspendedUntil: users.suspendedUntil,
      suspensionReason: users.suspensionReason,
      firstSignedInAt: users.firstSignedInAt,
      accountCreatedAt: users.createdAt,
      username: profiles.username,
      bio: profiles.bio,
      karmaPoints: profiles.karmaPoints,
      postsCount: profiles.postsCount,
      commentsCount: profiles.commentsCount,
      profileUpdatedAt: profiles.updatedAt,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, memberId));
  return row ?? null;
}

type Profile = NonNullable<Awaited<ReturnType<typeof profileOf>>>;

const README = `Ireland Guide: your data
========================

This archive holds what Ireland Guide keeps about your account, as JSON (UTF-8). Times are in UTC
(ISO 8601). Ids are those the site uses: a post is at /community/forum/posts/<postId>.

profile.json               your account (email, role, two-factor on or off, suspension if any) and profile
avatar.webp                your profile picture, if you have one
posts.json                 the posts you wrote, with their text and whether they are visible
comments.json              the comments you wrote, with the post each is on
likes.json                 what you liked: the post (id and title) and the comment, if it was a comment
bookmarks.json             what you bookmarked, in the same way
reports.json               the reports you made: what you reported, your reason and details, and whether a
                           moderator has handled it
notification-settings.json which emails you get (mail), and the posts you watch or muted (watches)
sessions.json              the browsers signed in to your account: device, address, when signed in, last
                           active and when the session ends
drafts.json                text you have not sent yet, kept for each editor
checklist.json             the steps of the first-week checklist you ticked
groups.json                the private groups you are in, and whether you moderate them
group-requests.json        the private groups you asked to join, while you wait for an answer

Not included: your password (only a one-way hash of it is kept, and it is not yours to read), your
two-factor secret and recovery codes, session tokens, the secret addresses of your group feeds,
other members' data, and moderators' notes.
A post or comment that was deleted is no longer kept, so it is not here either.
`;

/** The archive's files, each read when the zip reaches it. */
export async function* memberArchive(db: Db, member: Member, profile: Profile, now: Date): AsyncGenerator<ArchiveFile> {
  const me = member.id;
  yield* accountFiles(db, me, profile, now);
  yield postsFile(db, me);
  yield groupsFile(db, me);
  yield groupRequestsFile(db, me);
  yield commentsFile(db, me);
  yield likedOrBookmarkedFile(db, me, "likes.json", likes);
  yield likedOrBookmarkedFile(db, me, "bookmarks.json", bookmarks);
  yield reportsFile(db, me);
  yield await notificationSettingsFile(db, me);
  yield sessionsFile(db, member);
  yield draftsFile(db, me);
  yield checklistFile(db, me);
}

/** README.txt, profile.json and the avatar, if the member has one. */
async function* accountFiles(db: Db, me: string, profile: Profile, now: Date): AsyncGenerator<ArchiveFile> {
  yield { name: "README.txt", contents: textFile(README) };
  const [avatar] = await db
    .select({ image: avatars.image, updatedAt: avatars.updatedAt })
    .from(avatars)
    .where(eq(avatars.userId, me));
  const { accountCreatedAt, profileUpdatedAt, ...rest } = profile;
  yield {
    name: "profile.json",
    contents: jsonFile({
      exportedAt: now,
      account: {
        id: rest.id,
        email: rest.email,
        emailVerified: rest.emailVerified,
        role: rest.role,
        twoFactorEnabled: rest.twoFactorEnabled,
        createdAt: accountCreatedAt,
        firstSignedInAt: rest.firstSignedInAt,
        suspendedUntil: rest.suspendedUntil,
        suspensionReason: rest.suspensionReason,
      },
      profile: {
        username: rest.username,
        bio: rest.bio,
        avatar: avatar ? "avatar.webp" : null,
        karmaPoints: rest.karmaPoints,
        postsCount: rest.postsCount,
        commentsCount: rest.commentsCount,
        updatedAt: profileUpdatedAt,
      },
    }),
  };
  if (avatar) yield { name: "avatar.webp", store: true, contents: [new Uint8Array(avatar.image)] };
}

function postsFile(db: Db, me: string) {
  return ownRowsFile(
    me,
    "posts.json",
    { at: posts.createdAt, id: posts.id },
    (where) =>
      db
        .select({
          ...keyColumns(posts.createdAt, posts.id),
          title: posts.title,
          category: posts.category,
          content: posts.content,
          visibility: posts.visibility,
          isPinned: posts.isPinned,
          isLocked: posts.isLocked,
          acceptedCommentId: posts.acceptedCommentId,
          // The private group it was asked in (its address, /groups/<group>), or null.
          group: sql<string | null>`(SELECT ${groups.slug} FROM ${groups} WHERE ${groups.id} = ${posts.groupId})`,
          // The group's own topic it is filed under, or null.
          groupTopic: sql<
            string | null
          >`(SELECT ${groupTopics.name} FROM ${groupTopics} WHERE ${groupTopics.id} = ${posts.groupTopicId})`,
          createdAt: posts.createdAt,
          updatedAt: posts.updatedAt,
        })
        .from(posts)
        .where(where),
    ({ at: _at, ...post }) => post,
  );
}

function groupsFile(db: Db, me: string) {
  return ownRowsFile(
    me,
    "groups.json",
    { at: groupMembers.createdAt, id: groupMembers.groupId },
    (where) =>
      db
        .select({
          ...keyColumns(groupMembers.createdAt, groupMembers.groupId),
          group: groups.slug,
          name: groups.name,
          role: groupMembers.role,
          joinedAt: groupMembers.createdAt,
        })
        .from(groupMembers)
        .innerJoin(groups, eq(groups.id, groupMembers.groupId))
        .where(where),
    dropKey,
  );
}

function groupRequestsFile(db: Db, me: string) {
  return ownRowsFile(
    me,
    "group-requests.json",
    { at: groupJoinRequests.createdAt, id: groupJoinRequests.groupId },
    (where) =>
      db
        .select({
          ...keyColumns(groupJoinRequests.createdAt, groupJoinRequests.groupId),
          group: groups.slug,
          name: groups.name,
          askedAt: groupJoinRequests.createdAt,
        })
        .from(groupJoinRequests)
        .innerJoin(groups, eq(groups.id, groupJoinRequests.groupId))
        .where(where),
    dropKey,
  );
}

function commentsFile(db: Db, me: string) {
  return ownRowsFile(
    me,
    "comments.json",
    { at: comments.createdAt, id: comments.id },
    (where) =>
      db
        .select({
          ...keyColumns(comments.createdAt, comments.id),
          postId: comments.postId,
          postTitle: titleFor(me),
          parentId: comments.parentId,
          content: comments.content,
          visibility: comments.visibility,
          createdAt: comments.createdAt,
          updatedAt: comments.updatedAt,
        })
        .from(comments)
        .innerJoin(posts, eq(posts.id, comments.postId))
        .where(where),
    ({ at: _at, ...comment }) => comment,
  );
}

/** A like and a bookmark have the same shape: the post, and the comment when it was a comment. */
function likedOrBookmarkedFile(
  db: Db,
  me: string,
  name: "likes.json" | "bookmarks.json",
  table: typeof likes | typeof bookmarks,
) {
  return ownRowsFile(
    me,
    name,
    { at: table.createdAt, id: table.id },
    (where) =>
      db
        .select({
          ...keyColumns(table.createdAt, table.id),
          postId: table.postId,
          postTitle: titleFor(me),
          commentId: table.commentId,
          createdAt: table.createdAt,
        })
        .from(table)
        .innerJoin(posts, eq(posts.id, table.postId))
        .where(where),
    ({ at: _at, ...item }) => item,
  );
}

function reportsFile(db: Db, me: string) {
  const reportedPost = sql<string | null>`coalesce(${reports.postId}, ${comments.postId})`;
  return ownRowsFile(
    me,
    "reports.json",
    { at: reports.createdAt, id: reports.id },
    (where) =>
      db
        .select({
          ...keyColumns(reports.createdAt, reports.id),
          postId: reportedPost,
          postTitle: titleFor(me),
          commentId: reports.commentId,
          memberId: reports.reportedUserId,
          username: profiles.username,
          reason: reports.reason,
          details: reports.details,
          status: reports.status,
          createdAt: reports.createdAt,
          resolvedAt: reports.resolvedAt,
        })
        .from(reports)
        .leftJoin(comments, eq(comments.id, reports.commentId))
        .leftJoin(posts, eq(posts.id, reportedPost))
        .leftJoin(profiles, eq(profiles.id, reports.reportedUserId))
        // A 'review' row is an author asking for their own hidden item to be looked at, not a report.
        .where(and(where, ne(reports.reason, "review"))),
    (row) => ({
      id: row.id,
      reported: row.memberId
        ? { member: { id: row.memberId, username: row.username } }
        : row.commentId
          ? { comment: { id: row.commentId, postId: row.postId, postTitle: row.postTitle } }
          : { post: { id: row.postId, title: row.postTitle } },
      reason: row.reason,
      details: row.details,
      status: row.status,
      createdAt: row.createdAt,
      resolvedAt: row.resolvedAt,
    }),
  );
}

/** The member's mail settings, read before the file begins, then the posts they watch or muted. */
async function notificationSettingsFile(db: Db, me: string) {
  const mail = await readPreferences(db, me);
  return ownRowsFile(
    me,
    "notification-settings.json",
    { at: watches.createdAt, id: watches.id },
    (where) =>
      db
        .select({
          ...keyColumns(watches.createdAt, watches.id),
          postId: watches.postId,
          postTitle: titleFor(me),
          level: watches.level,
          createdAt: watches.createdAt,
        })
        .from(watches)
        .innerJoin(posts, eq(posts.id, watches.postId))
        .where(where),
    dropKey,
    {
      before: `{\n  "mail": ${JSON.stringify(mail, null, 2).replace(/\n/g, "\n  ")},\n  "watches": `,
      after: "\n}",
      pad: "  ",
    },
  );
}

function sessionsFile(db: Db, member: Member) {
  return ownRowsFile(
    member.id,
    "sessions.json",
    { at: sessions.createdAt, id: sessions.id },
    (where) =>
      db
        .select({
          ...keyColumns(sessions.createdAt, sessions.id),
          userAgent: sessions.userAgent,
          ipAddress: sessions.ipAddress,
          createdAt: sessions.createdAt,
          updatedAt: sessions.updatedAt,
          expiresAt: sessions.expiresAt,
        })
        .from(sessions)
        .where(where),
    (row) => ({
      device: describeBrowser(row.userAgent),
      userAgent: row.userAgent,
      ipAddress: row.ipAddress,
      signedInAt: row.createdAt,
      lastActiveAt: row.updatedAt,
      expiresAt: row.expiresAt,
      current: row.id === member.sessionId,
    }),
  );
}

function draftsFile(db: Db, me: string) {
  return ownRowsFile(
    me,
    "drafts.json",
    { at: drafts.createdAt, id: drafts.id },
    (where) =>
      db
        .select({
          ...keyColumns(drafts.createdAt, drafts.id),
          editor: drafts.draftKey,
          title: drafts.title,
          category: drafts.category,
          content: drafts.content,
          createdAt: drafts.createdAt,
          updatedAt: drafts.updatedAt,
        })
        .from(drafts)
        .where(where),
    dropKey,
  );
}

function checklistFile(db: Db, me: string) {
  return ownRowsFile(
    me,
    "checklist.json",
    { at: checklistSteps.doneAt, id: checklistSteps.id },
    (where) =>
      db
        .select({
          ...keyColumns(checklistSteps.doneAt, checklistSteps.id),
          step: checklistSteps.stepId,
          doneAt: checklistSteps.doneAt,
        })
        .from(checklistSteps)
        .where(where),
    dropKey,
  );
}
