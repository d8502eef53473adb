/**
 * The database schema, the whole of it: every table, column, index and check constraint the database
 * holds is declared here, including those a custom SQL migration created. drizzle-kit generates SQL
 * migrations from it into server/db/migrations (`npm run db:generate`); triggers, functions and
 * extensions, which drizzle-kit does not manage, go in custom SQL migrations there. Two tests hold this:
 * server/db/schema.test.ts (the newest snapshot matches this file, so db:generate has nothing to write)
 * and tests/integration/schema.test.ts (a migrated database matches this file).
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { withoutHiddenCharacters } from "../../common/member-text";

/**
 * A column of what members write (a title, a body, a bio, a reason): the characters that have no place in a
 * page are taken out as it is written and as it is read (common/member-text.ts), so a row stored before
 * that rule, or written around it, shows without them. Plain `text` in the database.
 */
const memberText = customType<{ data: string; driverData: string }>({
  dataType: () => "text",
  toDriver: withoutHiddenCharacters,
  fromDriver: withoutHiddenCharacters,
});

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

// ── Accounts (the shape better-auth expects; see server/auth/auth.ts) ──────────────────────────────────

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** better-auth's name: the username chosen at sign-up, which the profile trigger copies (profiles.username is the one shown). */
    name: text("name").notNull().default(""),
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    /** Set by better-auth's twoFactor plugin once the member has confirmed a code from their app. */
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
    /** member, moderator or admin (common/moderation.ts ROLES): `npm run admin`, or an admin in /moderation. */
    role: text("role").notNull().default("member"),
    /** While in the future, sign-in is refused (a ban is a suspension until BANNED_UNTIL). */
    suspendedUntil: timestamp("suspended_until", { withTimezone: true }),
    suspensionReason: memberText("suspension_reason"),
    /** The member's first sign-in (null: never), so that it is welcomed as one (server/auth/sign-in.ts). */
    firstSignedInAt: timestamp("first_signed_in_at", { withTimezone: true }),
    /** The language of the member's mail (common/i18n's locales): set at sign-up, changed in /settings. */
    locale: text("locale").notNull().default("en"),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("users_email_lower_idx").on(sql`lower(${table.email})`),
    check("users_role_check", sql`${table.role} IN ('member', 'moderator', 'admin')`),
    check("users_locale_check", sql`${table.locale} IN ('en', 'pt-br', 'es', 'zh-cn', 'uk', 'ar')`),
    index("users_staff_idx")
      .on(table.role)
      .where(sql`${table.role} <> 'member'`),
    // The moderators' list of suspended members reads the few suspended, soonest end first.
    index("users_suspended_idx")
      .on(table.suspendedUntil, table.id)
      .where(sql`${table.suspendedUntil} IS NOT NULL`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    token: text("token").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    ...timestamps,
  },
  (table) => [index("sessions_user_id_idx").on(table.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    ...timestamps,
  },
  (table) => [index("accounts_user_id_idx").on(table.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index("verifications_identifier_idx").on(table.identifier)],
);

/**
 * The sessions a suspension ended (server/auth/sessions.ts endSessionsOf), by a SHA-256 of their token:
 * the next page that browser asks for says why it is signed out (server/auth/suspension-notice.ts), once.
 * A row lasts no longer than its session would have.
 */
export const suspensionNotices = pgTable(
  "suspension_notices",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("suspension_notices_user_id_idx").on(table.userId)],
);

/**
 * Email changes, asked for in settings (server/auth/email-change.ts): a change is applied only while its
 * row is pending, and the old address can cancel it (before or after it is applied) until
 * `cancellable_until`, 7 days after the latest step. The cancel link's token is an HMAC of the row's id.
 */
export const emailChanges = pgTable(
  "email_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    oldEmail: text("old_email").notNull(),
    newEmail: text("new_email").notNull(),
    /** The User-Agent of the browser that asked for the change: the notices name it. */
    requestedBy: text("requested_by"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp("applied_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancellableUntil: timestamp("cancellable_until", { withTimezone: true }).notNull(),
  },
  (table) => [index("email_changes_user_id_idx").on(table.userId)],
);

/**
 * Two-factor sign-in (better-auth's twoFactor plugin): one row per member, the TOTP secret and the
 * recovery codes encrypted with the auth secret. `verified` is false while setup waits for the first
 * code (the pending secret lives here, never in a form); the failure count and lock are the plugin's own
 * account lockout, beside our rate limits (server/auth/two-factor/rules.ts). `last_totp_step` is ours: the
 * 30-second time step of the newest code accepted, so that no code is taken twice (RFC 6238 §5.2).
 */
export const twoFactors = pgTable("two_factors", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  backupCodes: text("backup_codes").notNull(),
  verified: boolean("verified").notNull().default(true),
  failedVerificationCount: integer("failed_verification_count").notNull().default(0),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  lastTotpStep: bigint("last_totp_step", { mode: "number" }),
});

// ── Profiles: one per user, created by a trigger in the same transaction as the user ───────────────────

export const profiles = pgTable(
  "profiles",
  {
    id: uuid("id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Chosen at sign-up, or given (`member-…`) until the member chooses one: never null (ADR 0023). */
    username: text("username").notNull(),
    avatarUrl: text("avatar_url"),
    bio: memberText("bio"),
    karmaPoints: integer("karma_points").notNull().default(0),
    /** Kept by triggers on posts and comments, so profiles never count rows on every view. */
    postsCount: integer("posts_count").notNull().default(0),
    commentsCount: integer("comments_count").notNull().default(0),
    ...timestamps,
  },
  (table) => [uniqueIndex("profiles_username_lower_idx").on(sql`lower(${table.username})`)],
);

// ── Abuse limits: fixed-window counters shared by every process (server/rate-limit.ts) ─────────────────

export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
  hits: integer("hits").notNull(),
});

// ── Forum ───────────────────────────────────────────────────────────────────────────────────────────
// A deleted account's posts and comments stay, anonymised (author_id set to null): ADR 0004.

/** Read and written by PostgreSQL only (`to_tsvector` in the generated column, `@@` in raw SQL). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * What moderation did to a post or comment (server/moderation/service.ts): visible to everyone; hidden
 * (its author and moderators still see it, with the reason); pending (a new member's post with links,
 * waiting for approval: posts only); removed (moderators only). The author may ask for a review of a
 * hidden item once.
 */
function moderationColumns() {
  return {
    visibility: text("visibility").notNull().default("visible"),
    moderationReason: memberText("moderation_reason"),
    reviewRequestedAt: timestamp("review_requested_at", { withTimezone: true }),
  };
}

/** Title above content; 'english' stems ('houses' finds 'housing'), 'simple' keeps names as written. */
const postSearchVector = sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
  setweight(to_tsvector('simple', coalesce(title, '')), 'A') ||
  setweight(to_tsvector('english', coalesce(content, '')), 'B') ||
  setweight(to_tsvector('simple', coalesce(content, '')), 'B')`;

export const posts = pgTable(
  "posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: memberText("title").notNull(),
    content: memberText("content").notNull(),
    category: text("category").notNull(),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    isPinned: boolean("is_pinned").notNull().default(false),
    isLocked: boolean("is_locked").notNull().default(false),
    /**
     * The comment its author (or a moderator) marked as the answer (issue #31, ADR 0031); cleared when
     * that comment is deleted (the key), hidden or removed (a trigger, migration 0021).
     */
    acceptedCommentId: uuid("accepted_comment_id").references((): AnyPgColumn => comments.id, {
      onDelete: "set null",
    }),
    /**
     * Who holds the accepted answer's karma, set by a trigger from the answer's author (null: none, or the
     * post's author answered themselves), so that karma is taken back even when the comment is gone.
     */
    answerKarmaUserId: uuid("answer_karma_user_id").references(() => users.id, { onDelete: "set null" }),
    /** The private group the post was asked in (issue #47, ADR 0061); null: the public forum. Never changes. */
    groupId: uuid("group_id").references((): AnyPgColumn => groups.id, { onDelete: "restrict" }),
    /** One of its group's own topics (ADR 0063), chosen when asked; null: none, or the topic was removed. */
    groupTopicId: uuid("group_topic_id").references((): AnyPgColumn => groupTopics.id, { onDelete: "set null" }),
    ...moderationColumns(),
    ...timestamps,
    /** Full-text search (server/search/posts.ts); the pg_trgm index covers typos. */
    searchVector: tsvector("search_vector").generatedAlwaysAs(postSearchVector),
  },
  (table) => [
    check(
      "posts_category_check",
      sql`${table.category} IN ('general', 'housing', 'education', 'healthcare', 'transport', 'legal', 'jobs', 'social')`,
    ),
    check("posts_visibility_check", sql`${table.visibility} IN ('visible', 'hidden', 'pending', 'removed')`),
    // The feed's order: pinned first, then newest (id breaks ties so pages never overlap); the public forum's
    // visible posts only, as every reader of it asks (readableByEveryone): a deep page's OFFSET then walks the
    // index alone, where a group_id checked in the table cost 35 ms at 40,000 posts deep (issue #48).
    index("posts_feed_idx")
      .on(table.isPinned.desc().nullsFirst(), table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.visibility} = 'visible' AND ${table.groupId} IS NULL`),
    // The forum filtered by category (?category=, from a guide's "Ask the community"), in the feed's order.
    index("posts_category_feed_idx")
      .on(
        table.category,
        table.isPinned.desc().nullsFirst(),
        table.createdAt.desc().nullsFirst(),
        table.id.desc().nullsFirst(),
      )
      .where(sql`${table.visibility} = 'visible' AND ${table.groupId} IS NULL`),
    // The moderation queue's pending posts and review requests.
    index("posts_moderation_idx")
      .on(table.visibility, table.createdAt)
      .where(sql`${table.visibility} <> 'visible'`),
    index("posts_author_idx").on(table.authorId, table.createdAt.desc().nullsFirst()),
    // A group's questions in one of its topics, newest first; the key's look-up when a topic is removed.
    index("posts_group_topic_idx")
      .on(table.groupTopicId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.groupTopicId} IS NOT NULL`),
    // One post per accepted comment; the keys' look-ups when a comment or an account is deleted.
    uniqueIndex("posts_accepted_comment_idx")
      .on(table.acceptedCommentId)
      .where(sql`${table.acceptedCommentId} IS NOT NULL`),
    index("posts_answer_karma_user_idx")
      .on(table.answerKarmaUserId)
      .where(sql`${table.answerKarmaUserId} IS NOT NULL`),
    index("posts_search_idx").using("gin", table.searchVector),
    // Needs the pg_trgm extension, which migration 0004 creates (drizzle-kit does not manage extensions).
    index("posts_title_trgm_idx").using("gin", sql`lower(${table.title}) gin_trgm_ops`),
    // A group's page: its posts, newest first.
    index("posts_group_idx")
      .on(table.groupId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.groupId} IS NOT NULL`),
  ],
);

/** The number of posts in one row, kept by a trigger: the forum's page count without COUNT(*). */
export const forumTotals = pgTable(
  "forum_totals",
  {
    id: boolean("id").primaryKey().default(true),
    postsCount: integer("posts_count").notNull().default(0),
  },
  (table) => [check("forum_totals_id_check", sql`${table.id}`)],
);

/**
 * Counters kept by triggers in a narrow row, so a like never rewrites the (wide) post row; with a copy of
 * what the forum's lists sort and filter by (migration 0020), so that latest activity, top and unanswered
 * are each one index walk: `listed` (the post is visible), its category and creation time, and the time of
 * its last visible comment.
 */
export const postCounters = pgTable(
  "post_counters",
  {
    postId: uuid("post_id")
      .primaryKey()
      .references(() => posts.id, { onDelete: "cascade" }),
    likesCount: integer("likes_count").notNull().default(0),
    commentsCount: integer("comments_count").notNull().default(0),
    listed: boolean("listed").notNull().default(false),
    category: text("category").notNull().default("general"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull().defaultNow(),
    /** An answer is accepted (posts.accepted_comment_id, migration 0023): the lists' solved filter. */
    solved: boolean("solved").notNull().default(false),
  },
  (table) => [
    // Latest activity: a post with a new comment comes first.
    index("post_counters_activity_idx")
      .on(table.lastActivityAt.desc().nullsFirst(), table.postId.desc().nullsFirst())
      .where(sql`${table.listed}`),
    index("post_counters_category_activity_idx")
      .on(table.category, table.lastActivityAt.desc().nullsFirst(), table.postId.desc().nullsFirst())
      .where(sql`${table.listed}`),
    // Top: most liked first; the period (a week, a month, a year) is a range of created_at.
    index("post_counters_top_idx")
      .on(table.likesCount.desc().nullsFirst(), table.createdAt.desc().nullsFirst(), table.postId.desc().nullsFirst())
      .where(sql`${table.listed}`),
    index("post_counters_category_top_idx")
      .on(
        table.category,
        table.likesCount.desc().nullsFirst(),
        table.createdAt.desc().nullsFirst(),
        table.postId.desc().nullsFirst(),
      )
      .where(sql`${table.listed}`),
    index("post_counters_created_idx")
      .on(table.createdAt.desc().nullsFirst(), table.postId.desc().nullsFirst())
      .where(sql`${table.listed}`),
    index("post_counters_category_created_idx")
      .on(table.category, table.createdAt.desc().nullsFirst(), table.postId.desc().nullsFirst())
      .where(sql`${table.listed}`),
    // Solved posts, newest first: few of them, so the filter walks its own index.
    index("post_counters_solved_idx")
      .on(table.createdAt.desc().nullsFirst(), table.postId.desc().nullsFirst())
      .where(sql`${table.listed} AND ${table.solved}`),
    index("post_counters_category_solved_idx")
      .on(table.category, table.createdAt.desc().nullsFirst(), table.postId.desc().nullsFirst())
      .where(sql`${table.listed} AND ${table.solved}`),
    // Unanswered: no visible comment yet, newest first.
    index("post_counters_unanswered_idx")
      .on(table.createdAt.desc().nullsFirst(), table.postId.desc().nullsFirst())
      .where(sql`${table.listed} AND ${table.commentsCount} = 0`),
    index("post_counters_category_unanswered_idx")
      .on(table.category, table.createdAt.desc().nullsFirst(), table.postId.desc().nullsFirst())
      .where(sql`${table.listed} AND ${table.commentsCount} = 0`),
  ],
);

export const comments = pgTable(
  "comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    // Replies go with the comment they answer.
    parentId: uuid("parent_id").references((): AnyPgColumn => comments.id, { onDelete: "cascade" }),
    content: memberText("content").notNull(),
    /** Its post's group, copied by a trigger as it is written (migration 0033), so the read policy asks each row. */
    groupId: uuid("group_id").references((): AnyPgColumn => groups.id, { onDelete: "restrict" }),
    ...moderationColumns(),
    ...timestamps,
  },
  (table) => [
    check("comments_visibility_check", sql`${table.visibility} IN ('visible', 'hidden', 'removed')`),
    index("comments_moderation_idx")
      .on(table.visibility, table.createdAt)
      .where(sql`${table.visibility} <> 'visible'`),
    index("comments_post_idx").on(table.postId, table.createdAt, table.id),
    index("comments_author_idx").on(table.authorId, table.createdAt.desc().nullsFirst()),
    index("comments_parent_idx").on(table.parentId),
    index("comments_group_idx")
      .on(table.groupId)
      .where(sql`${table.groupId} IS NOT NULL`),
  ],
);

export const commentCounters = pgTable("comment_counters", {
  commentId: uuid("comment_id")
    .primaryKey()
    .references(() => comments.id, { onDelete: "cascade" }),
  likesCount: integer("likes_count").notNull().default(0),
});

// ── Edit history (ADR 0033): the text each edit replaced, written by triggers (migration 0022) ──────────

/**
 * An earlier version taken out of the public history (ADR 0047): when, and by whom (the author, a
 * moderator, or the moderator who approved the post). The only columns of a revision that may change.
 */
const revisionHiding = {
  hiddenAt: timestamp("hidden_at", { withTimezone: true }),
  hiddenBy: uuid("hidden_by").references(() => users.id, { onDelete: "set null" }),
};

/**
 * A post's text before one edit: the trigger posts_keep_revision writes a row whenever an UPDATE changes
 * the title, the text or the category, whoever issues it. `number` counts the post's edits from 1, with no
 * gaps (nothing deletes a row but the deletion of the post or of its author's account); `edited_by` is the
 * member the writing transaction named (forum.editor_id; null when none was named, or the account is
 * closed). `hidden_at`: taken out of the public history (ADR 0047, migration 0028) by the author or a
 * moderator (`hidden_by`), or when the post was approved; moderators still read it.
 */
export const postRevisions = pgTable(
  "post_revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    title: memberText("title").notNull(),
    content: memberText("content").notNull(),
    category: text("category").notNull(),
    editedBy: uuid("edited_by").references(() => users.id, { onDelete: "set null" }),
    editedAt: timestamp("edited_at", { withTimezone: true }).notNull().defaultNow(),
    ...revisionHiding,
  },
  (table) => [
    uniqueIndex("post_revisions_post_number_idx").on(table.postId, table.number),
    index("post_revisions_edited_by_idx").on(table.editedBy),
    index("post_revisions_hidden_by_idx")
      .on(table.hiddenBy)
      .where(sql`${table.hiddenBy} IS NOT NULL`),
  ],
);

/** A comment's text before one edit, as post_revisions (trigger comments_keep_revision). */
export const commentRevisions = pgTable(
  "comment_revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    commentId: uuid("comment_id")
      .notNull()
      .references(() => comments.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    content: memberText("content").notNull(),
    editedBy: uuid("edited_by").references(() => users.id, { onDelete: "set null" }),
    editedAt: timestamp("edited_at", { withTimezone: true }).notNull().defaultNow(),
    ...revisionHiding,
  },
  (table) => [
    uniqueIndex("comment_revisions_comment_number_idx").on(table.commentId, table.number),
    index("comment_revisions_edited_by_idx").on(table.editedBy),
    index("comment_revisions_hidden_by_idx")
      .on(table.hiddenBy)
      .where(sql`${table.hiddenBy} IS NOT NULL`),
  ],
);

/** A like on a post (comment_id null) or on a comment (with its post). One per user and item. */
export const likes = pgTable(
  "likes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    commentId: uuid("comment_id").references(() => comments.id, { onDelete: "cascade" }),
    /** The liked item's author, set by a trigger: karma can be taken back even when the item is gone. */
    contentAuthorId: uuid("content_author_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("likes_one_per_post_idx")
      .on(table.userId, table.postId)
      .where(sql`${table.commentId} IS NULL`),
    uniqueIndex("likes_one_per_comment_idx")
      .on(table.userId, table.commentId)
      .where(sql`${table.commentId} IS NOT NULL`),
    // The dashboard's 'likes received'.
    index("likes_content_author_idx").on(table.contentAuthorId),
    // Deleting a post, a comment or an account deletes its likes (the foreign keys cascade, one lookup per
    // deleted row): without these, each is a scan of every like. A member's own likes, oldest first, are
    // also what "Download my data" reads.
    index("likes_post_idx").on(table.postId),
    index("likes_comment_idx")
      .on(table.commentId)
      .where(sql`${table.commentId} IS NOT NULL`),
    index("likes_user_created_idx").on(table.userId, table.createdAt, table.id),
  ],
);

/** Reports of a post, a comment or a user, for the moderators. One open report per reporter and item. */
export const reports = pgTable(
  "reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reporterId: uuid("reporter_id").references(() => users.id, { onDelete: "set null" }),
    postId: uuid("post_id").references(() => posts.id, { onDelete: "cascade" }),
    commentId: uuid("comment_id").references(() => comments.id, { onDelete: "cascade" }),
    reportedUserId: uuid("reported_user_id").references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    details: memberText("details"),
    /** open, or resolved by a moderator's action on the target (`resolution` names it). */
    status: text("status").notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: uuid("resolved_by").references(() => users.id, { onDelete: "set null" }),
    resolution: text("resolution"),
  },
  (table) => [
    index("reports_reporter_idx").on(table.reporterId, table.createdAt.desc().nullsFirst()),
    uniqueIndex("reports_open_post_idx")
      .on(table.reporterId, table.postId)
      .where(sql`${table.status} = 'open' AND ${table.postId} IS NOT NULL AND ${table.commentId} IS NULL`),
    uniqueIndex("reports_open_comment_idx")
      .on(table.reporterId, table.commentId)
      .where(sql`${table.status} = 'open' AND ${table.commentId} IS NOT NULL`),
    uniqueIndex("reports_open_user_idx")
      .on(table.reporterId, table.reportedUserId)
      .where(sql`${table.status} = 'open' AND ${table.reportedUserId} IS NOT NULL`),
    index("reports_status_idx").on(table.status, table.createdAt),
    // The reports of one item (the queue, auto-hide) and the cascades when it is deleted.
    index("reports_post_idx")
      .on(table.postId)
      .where(sql`${table.postId} IS NOT NULL`),
    index("reports_comment_idx")
      .on(table.commentId)
      .where(sql`${table.commentId} IS NOT NULL`),
    index("reports_reported_user_idx")
      .on(table.reportedUserId)
      .where(sql`${table.reportedUserId} IS NOT NULL`),
    index("reports_resolved_by_idx")
      .on(table.resolvedBy)
      .where(sql`${table.resolvedBy} IS NOT NULL`),
    check(
      "reports_one_target_check",
      sql`num_nonnulls(${table.postId}, ${table.commentId}, ${table.reportedUserId}) >= 1`,
    ),
  ],
);

// ── Site search: guide pages and glossary terms beside the forum's posts (server/search/guides.ts) ───────

/**
 * A row's own text-search configuration (issue #46): English word forms for the English source, the
 * Portuguese and Spanish stemmers for those translations, and `simple` for Chinese, Ukrainian and
 * Arabic, which are matched by character n-grams instead (`grams`, server/search/grams.ts).
 */
const guideConfig = sql`(CASE locale WHEN 'en' THEN 'english'::regconfig WHEN 'pt-br' THEN 'portuguese'::regconfig
  WHEN 'es' THEN 'spanish'::regconfig ELSE 'simple'::regconfig END)`;
/** Titles and keywords above the text; the row's language for word forms, 'simple' for prefixes and names as written. */
const guideSearchVector = sql`setweight(to_tsvector(${guideConfig}, title || ' ' || keywords), 'A') ||
  setweight(to_tsvector('simple', title || ' ' || keywords), 'A') ||
  setweight(to_tsvector(${guideConfig}, body), 'B') ||
  setweight(to_tsvector('simple', body), 'B')`;
/** The title and keywords alone: a word found there is what the guide is about. */
const guideNamesVector = sql`to_tsvector(${guideConfig}, title || ' ' || keywords) || to_tsvector('simple', title || ' ' || keywords)`;

/**
 * A copy of content/guides and content/glossary.ts for PostgreSQL's text search, written by each process
 * when content changed (rows compared by `content_hash`); the content in code stays the source. One row
 * per document and language: `en` is the English source, the others its translation
 * (content/localized-guides.ts), found by a reader of that language beside the English.
 */
export const guideSearch = pgTable(
  "guide_search",
  {
    locale: text("locale").notNull(),
    href: text("href").notNull(),
    kind: text("kind").notNull(),
    section: text("section").notNull(),
    title: text("title").notNull(),
    keywords: text("keywords").notNull(),
    body: text("body").notNull(),
    position: integer("position").notNull(),
    contentHash: text("content_hash").notNull(),
    /** Character n-grams of the title and keywords, and of all the row's text (zh-cn, uk, ar; else empty). */
    nameGrams: text("name_grams").array().notNull(),
    grams: text("grams").array().notNull(),
    searchVector: tsvector("search_vector").generatedAlwaysAs(guideSearchVector),
    namesVector: tsvector("names_vector").generatedAlwaysAs(guideNamesVector),
    nameGramsVector: tsvector("name_grams_vector").generatedAlwaysAs(sql`array_to_tsvector(name_grams)`),
    gramsVector: tsvector("grams_vector").generatedAlwaysAs(sql`array_to_tsvector(grams)`),
  },
  (table) => [
    // Unique, not a composite primary key: drizzle-kit's pushSchema cannot read one back (migration 0029).
    uniqueIndex("guide_search_locale_href_idx").on(table.locale, table.href),
    check("guide_search_kind_check", sql`${table.kind} IN ('guide', 'glossary')`),
    // Each word of a term is looked up in these: a vector read per guide would be detoasted per word.
    index("guide_search_idx").using("gin", table.searchVector),
    index("guide_search_names_trgm_idx").using(
      "gin",
      sql`lower(${table.title} || ' ' || ${table.keywords}) gin_trgm_ops`,
    ),
  ],
);

// ── Avatars: re-encoded WebP images, stored in the database so that every process serves them ─────────

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

export const avatars = pgTable("avatars", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  image: bytea("image").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// ── Moderation: the audit log (server/moderation/service.ts) ─────────────────────────────────────────────

/**
 * Every moderator action, one row each, never changed: a trigger refuses UPDATE and DELETE (migration
 * 0009). No foreign keys, so that deleting an account or a post leaves the record as it was: the
 * moderator's and the target's names are copied in when the action is taken. A null moderator is the
 * site itself (an item hidden after three reports).
 */
export const moderationActions = pgTable(
  "moderation_actions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    moderatorId: uuid("moderator_id"),
    moderatorName: text("moderator_name"),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: uuid("target_id").notNull(),
    targetLabel: memberText("target_label").notNull(),
    reason: memberText("reason"),
    /** A suspension's length, as data: each reader's page words it in their language (issue #46 item 14). */
    days: integer("days"),
    /** The role a "grant" gave (member, moderator, admin), as data, for the same reason. */
    role: text("role"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("moderation_actions_created_idx").on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index("moderation_actions_target_idx").on(table.targetId),
  ],
);

// ── The first-week checklist (/start): the steps a member has ticked off ────────────────────────────────

/**
 * One row per ticked step, one per member and step (the unique index; a surrogate id rather than a
 * composite primary key, which drizzle-kit's pushSchema cannot introspect: drizzle-orm issue #5557, and
 * tests/integration/schema.test.ts relies on it). Step ids are the ids in content/start-checklist.ts,
 * checked by the server before every write, not by the database, so a step can be added without a migration.
 */
export const checklistSteps = pgTable(
  "checklist_steps",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    stepId: text("step_id").notNull(),
    doneAt: timestamp("done_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("checklist_steps_user_step_idx").on(table.userId, table.stepId),
    check("checklist_steps_step_id_check", sql`char_length(${table.stepId}) BETWEEN 1 AND 64`),
  ],
);

// ── Notifications (server/notifications/, ADR 0017) ────────────────────────────────────────

/**
 * One row per thing a member is told about. Written set-based in the same transaction as the comment,
 * like or moderator action that causes it. Likes are grouped: one row per liked item and day
 * (`group_key`), naming the latest liker and keeping every liker's id (`actor_ids`). `read_at` null is
 * unread: triggers keep notification_counters.unread_count (migration 0012), so the bell never counts.
 * `emailed_at` is set when a mail (immediate or digest) has told the member.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** reply, comment, mention, watching, like, moderation, answer (common/notifications.ts NOTIFICATION_KINDS). */
    kind: text("kind").notNull(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    // No default: drizzle-kit cannot compare an array default with the database's (every insert names it).
    actorIds: uuid("actor_ids").array().notNull(),
    postId: uuid("post_id").references(() => posts.id, { onDelete: "cascade" }),
    commentId: uuid("comment_id").references(() => comments.id, { onDelete: "cascade" }),
    groupKey: text("group_key"),
    /** What a moderator did (hide, remove, ...) and why; null for other kinds. */
    action: text("action"),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
  },
  (table) => [
    check(
      "notifications_kind_check",
      sql`${table.kind} IN ('reply', 'comment', 'mention', 'watching', 'like', 'moderation', 'answer')`,
    ),
    // The list, newest first.
    index("notifications_user_idx").on(table.userId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    // What the mail worker looks for: unread, not yet mailed.
    index("notifications_unmailed_idx")
      .on(table.userId, table.createdAt)
      .where(sql`${table.readAt} IS NULL AND ${table.emailedAt} IS NULL`),
    uniqueIndex("notifications_group_idx")
      .on(table.userId, table.groupKey)
      .where(sql`${table.groupKey} IS NOT NULL`),
    // Foreign keys that cascade (or set null) when a post, comment or account goes.
    index("notifications_actor_idx").on(table.actorId),
    index("notifications_post_idx").on(table.postId),
    index("notifications_comment_idx").on(table.commentId),
  ],
);

/** A member's unread count in one narrow row, kept by statement-level triggers on notifications. */
export const notificationCounters = pgTable("notification_counters", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  unreadCount: integer("unread_count").notNull().default(0),
});

/**
 * How closely a member follows a post (Discourse's levels): watching (every new comment; its author is
 * told of comments as comments on their post), normal (replies to one's comments and mentions only: the
 * same as no row, except that an author who chose it is not told of every comment) or muted (nothing,
 * mentions included). Writing a post or a comment watches it, unless the member chose otherwise.
 */
export const watches = pgTable(
  "watches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    level: text("level").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("watches_user_post_idx").on(table.userId, table.postId),
    // A new comment's fan-out: the post's watchers (and its mutes) from the index alone.
    index("watches_post_idx").on(table.postId, table.level),
    check("watches_level_check", sql`${table.level} IN ('watching', 'normal', 'muted')`),
  ],
);

/**
 * Mail preferences, one row per member who changed them (no row: the defaults of
 * common/notifications.ts). Each group of kinds is mailed immediately, in a daily digest, or never.
 */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    replies: text("replies").notNull().default("immediately"),
    mentions: text("mentions").notNull().default("immediately"),
    watching: text("watching").notNull().default("daily"),
    likes: text("likes").notNull().default("never"),
    moderation: text("moderation").notNull().default("immediately"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "notification_preferences_check",
      sql`${table.replies} IN ('immediately', 'daily', 'never') AND ${table.mentions} IN ('immediately', 'daily', 'never')
        AND ${table.watching} IN ('immediately', 'daily', 'never') AND ${table.likes} IN ('immediately', 'daily', 'never')
        AND ${table.moderation} IN ('immediately', 'daily', 'never')`,
    ),
  ],
);

/**
 * The mail queue: at most one waiting mail per member and cadence (immediate or digest). The worker
 * (server/notifications/mail-worker.ts) claims due rows with FOR UPDATE SKIP LOCKED, sends what the
 * member has not read by then in one message, and retries with backoff (`attempts`, `due_at`).
 */
export const notificationMails = pgTable(
  "notification_mails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    cadence: text("cadence").notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("notification_mails_user_cadence_idx").on(table.userId, table.cadence),
    index("notification_mails_due_idx").on(table.dueAt),
    check("notification_mails_cadence_check", sql`${table.cadence} IN ('immediately', 'daily')`),
  ],
);

// ── Drafts and bookmarks (issue #31; ADR 0032) ───────────────────────────────────────────────────────

/**
 * A member's unsent text in one editor (server/forum/drafts/), one row per member and editor: `draft_key`
 * names the editor (`new-post`, `edit-post:{postId}`, `comment:{postId}`, `reply:{commentId}`,
 * `edit-comment:{commentId}`; common/drafts.ts). Read and written only by its member; bounded to the
 * fields' own limits here and to DRAFTS_PER_MEMBER rows by the server (the oldest goes).
 */
export const drafts = pgTable(
  "drafts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    draftKey: text("draft_key").notNull(),
    title: memberText("title").notNull().default(""),
    category: text("category").notNull().default(""),
    content: memberText("content").notNull().default(""),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("drafts_user_key_idx").on(table.userId, table.draftKey),
    check(
      "drafts_size_check",
      sql`char_length(${table.draftKey}) BETWEEN 1 AND 100 AND char_length(${table.title}) <= 200
        AND char_length(${table.category}) <= 32 AND char_length(${table.content}) <= 20000`,
    ),
  ],
);

/**
 * A member's bookmark on a post (comment_id null) or on a comment (with its post), one per member and
 * item (server/forum/bookmarks/). Goes with the item when it is deleted; a hidden item's bookmark stays
 * but the dashboard does not show its text.
 */
export const bookmarks = pgTable(
  "bookmarks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    commentId: uuid("comment_id").references(() => comments.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("bookmarks_one_per_post_idx")
      .on(table.userId, table.postId)
      .where(sql`${table.commentId} IS NULL`),
    uniqueIndex("bookmarks_one_per_comment_idx")
      .on(table.userId, table.commentId)
      .where(sql`${table.commentId} IS NOT NULL`),
    // The dashboard's list, newest first.
    index("bookmarks_user_created_idx").on(
      table.userId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // A post or comment deleted takes its bookmarks with it (ON DELETE CASCADE): found by index, not by a
    // scan of every member's bookmarks for each of the post's comments.
    index("bookmarks_post_idx").on(table.postId),
    index("bookmarks_comment_idx")
      .on(table.commentId)
      .where(sql`${table.commentId} IS NOT NULL`),
  ],
);

// ── Private groups (issue #47, ADR 0061) ───────────────────────────────────────────────────────────────

/**
 * A private group: a university's, a school's or an employer's space for its own newcomers. Its posts and
 * their comments are read by its members, its group moderators and the site's moderators only
 * (server/read-policy.ts). An admin creates one (`npm run admin -- group create`).
 */
export const groups = pgTable(
  "groups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Its address: /groups/<slug>. */
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** Members with a confirmed address at this domain (lower case, no "@") join with one click. */
    emailDomain: text("email_domain"),
    /** The secret of its invite link; replacing it revokes the old link. */
    inviteToken: text("invite_token").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("groups_slug_idx").on(table.slug),
    uniqueIndex("groups_invite_token_idx").on(table.inviteToken),
    check(
      "groups_size_check",
      sql`${table.slug} ~ '^[a-z0-9][a-z0-9-]{1,47}$' AND char_length(${table.name}) BETWEEN 1 AND 100
        AND char_length(${table.description}) <= 1000
        AND (${table.emailDomain} IS NULL OR ${table.emailDomain} ~ '^[a-z0-9.-]{1,253}$')`,
    ),
  ],
);

/** Who is in a group, and who moderates it. Leaving, or an account deleted, takes the row. */
export const groupMembers = pgTable(
  "group_members",
  {
    groupId: uuid("group_id")
      .notNull()
      .references(() => groups.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").notNull().default("member"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The secret in the address of the member's private feed of the group (/groups/<slug>/feed.xml?token=),
     * made when they first ask for one and replaced when they ask again; gone with the membership.
     */
    feedToken: text("feed_token"),
  },
  (table) => [
    // The table's key (a unique index, not a composite primary key: drizzle-kit cannot introspect one on PGlite).
    uniqueIndex("group_members_group_user_idx").on(table.groupId, table.userId),
    uniqueIndex("group_members_feed_token_idx").on(table.feedToken),
    // A member's groups, read with their session on each request.
    index("group_members_user_idx").on(table.userId),
    check("group_members_role_check", sql`${table.role} IN ('member', 'moderator')`),
  ],
);

/** A private group's own topics (its categories, ADR 0063), named by its moderators. */
export const groupTopics = pgTable(
  "group_topics",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    groupId: uuid("group_id")
      .notNull()
      .references(() => groups.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The name as it is compared: a group has each name once, whatever its case. */
    nameKey: text("name_key").generatedAlwaysAs(sql`lower(name)`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("group_topics_group_name_idx").on(table.groupId, table.nameKey),
    check("group_topics_name_check", sql`char_length(${table.name}) BETWEEN 1 AND 40`),
  ],
);

/** A member who asked to join, until a group moderator approves or declines. */
export const groupJoinRequests = pgTable(
  "group_join_requests",
  {
    groupId: uuid("group_id")
      .notNull()
      .references(() => groups.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("group_join_requests_group_user_idx").on(table.groupId, table.userId),
    index("group_join_requests_user_idx").on(table.userId),
  ],
);

// ── Stored pages: anonymous readers' pages, rendered once per change (server/http/stored-pages.ts) ─────

/**
 * A page as every reader without cookies gets it, brotli-compressed, shared by every process and kept
 * across restarts of the same build (ADR 0064). A cache: UNLOGGED (migration 0036), emptied by a crash,
 * left out of backups' data. A row goes when a change touches one of its tags (server/forum/page-tags.ts),
 * when it expires, or when the store outgrows STORED_PAGES_MAX_MB.
 */
export const storedPages = pgTable(
  "stored_pages",
  {
    /** The build's version and the page's path and query, as `${version} ${path}`. */
    key: text("key").primaryKey(),
    tags: text("tags").array().notNull(),
    headers: jsonb("headers").$type<Record<string, string>>().notNull(),
    body: bytea("body").notNull(),
    etag: text("etag").notNull(),
    storedAt: timestamp("stored_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** When a count it shows (likes, comments) first changed: it is served at most COUNTS_LATE_MS more. */
    countsChangedAt: timestamp("counts_changed_at", { withTimezone: true }),
  },
  (table) => [
    index("stored_pages_tags_idx").using("gin", table.tags),
    index("stored_pages_stored_at_idx").on(table.storedAt),
  ],
);
