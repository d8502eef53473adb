import { sql } from "drizzle-orm";
import { UNSAFE_decodeViaTurboStream as decodeTurboStream } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeRetryAfter, type RateLimitRule } from "../../server/rate-limit";
import { postAs, signedInMember, usernameFor } from "../helpers/members";
import { createTestApp, type TestApp, type TestBrowser } from "../helpers/test-app";

/**
 * Issue #30, item 6: every limit that had no test of its own, driven through the product's routes until
 * it refuses. Each row: the allowed attempts go through, the next is a 429 that says when to try again
 * (the message and Retry-After agree, within the limit's window), nothing of the refused attempt happens,
 * and another member or address is not held up. The limits tested elsewhere: posts (forum.test.ts,
 * write-limits.test.ts), an established member's likes, profile saves, the per-member and per-address
 * write ceilings (write-limits.test.ts), failed sign-ins and email changes per member and per new address
 * (accounts.test.ts), two-factor codes and passwords (two-factor.test.ts), username checks
 * (usernames.test.ts), live-feed connections and bodies (edge-limits.test.ts).
 */
/**
 * The limits as the product sets them (ADR 0013; server/forum/limits.ts, server/auth/limits.ts,
 * server/rate-limit.ts), written out here rather than imported: a test that read the constants would
 * pass whatever they were set to, a million included.
 */
const MINUTE = 60;
const HOUR = 60 * MINUTE;
const LIMITS = {
  comment: { max: 20, windowSeconds: 10 * MINUTE },
  newMemberComment: { max: 10, windowSeconds: HOUR },
  report: { max: 20, windowSeconds: HOUR },
  newMemberReport: { max: 5, windowSeconds: HOUR },
  newMemberLike: { max: 60, windowSeconds: 10 * MINUTE },
  newMemberWrites: { max: 60, windowSeconds: 10 * MINUTE },
  signUpEmail: { max: 5, windowSeconds: HOUR },
  signUpAddress: { max: 30, windowSeconds: HOUR },
  resetMailEmail: { max: 5, windowSeconds: HOUR },
  resetMailAddress: { max: 30, windowSeconds: HOUR },
  confirmationMailEmail: { max: 5, windowSeconds: HOUR },
  confirmationMailAddress: { max: 30, windowSeconds: HOUR },
  signInAddress: { max: 60, windowSeconds: 15 * MINUTE },
  emailChangeAddress: { max: 30, windowSeconds: HOUR },
} satisfies Record<string, RateLimitRule>;

let t: TestApp;
const db = () => t.database.db;
const resetLimits = () => db().execute(sql`DELETE FROM rate_limits`);
const postPath = (id: string) => `/community/forum/posts/${id}`;
const count = async (query: ReturnType<typeof sql>) => Number((await db().execute(query)).rows[0]!.n);

async function idOf(email: string) {
  return String((await db().execute(sql`SELECT id FROM users WHERE email = ${email}`)).rows[0]!.id);
}

interface Answer {
  status: number;
  retryAfter: string | null;
  message: string | undefined;
}

/** A form sent by the page's JavaScript (a fetcher): its status, Retry-After and refusal message. */
async function send(browser: TestBrowser, path: string, fields: Record<string, string>): Promise<Answer> {
  const response = await browser.request(`${path}.data`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Sec-Fetch-Mode": "cors", "Sec-Fetch-Dest": "empty" },
  });
  const retryAfter = response.headers.get("retry-after");
  let message: string | undefined;
  if (response.headers.get("content-type")?.includes("text/x-script")) {
    const decoded = await decodeTurboStream(response.body!, globalThis as unknown as Window);
    await decoded.done;
    const value = decoded.value as {
      data?: { error?: { message?: string } };
      error?: { error?: { message?: string } };
    };
    message = (value.data ?? value.error)?.error?.message;
  } else await response.body?.cancel();
  return { status: response.status, retryAfter, message };
}

/** What a row drives: its attempt numbered `i` (from 0; `last` is the one past the limit), and the same by someone else. */
interface Drive {
  attempt: (i: number, last: boolean) => Promise<Answer>;
  other: () => Promise<Answer>;
  /** What the refused attempt would have left behind, checked after it: it must not have happened. */
  nothingHappened?: () => Promise<void>;
  /**
   * Hits already in the window: for a limit the write ceiling would otherwise reach first, or whose
   * attempts are slow (each hashes a password, or better-auth pads an unknown email's answer).
   */
  prefill?: { key: string; hits: number };
}

interface LimitRow {
  limit: string;
  rule: RateLimitRule;
  /** The refusal, for the seconds Retry-After says. */
  refusal: (retryAfter: string) => string;
  drive: () => Promise<Drive>;
}

const tooOften = (what: string) => (retryAfter: string) =>
  `You are doing that too often. You can ${what} ${describeRetryAfter(Number(retryAfter))}.`;
const tooManyAttempts = (retryAfter: string) =>
  `Too many attempts. Please try again ${describeRetryAfter(Number(retryAfter))}.`;

let established: TestBrowser;
let otherMember: TestBrowser;
let newcomer: TestBrowser;
let otherNewcomer: TestBrowser;
let discussion: string;
/** Posts by someone else, to report one after another. */
let reportable: string[];
let unconfirmed: string[];

const signUpFields = (email: string, username = usernameFor(email)) => ({
  intent: "sign-up",
  email,
  username,
  password: "cliffs-of-moher",
  confirmPassword: "cliffs-of-moher",
  agreeToTerms: "on",
});
/** The established member's username: a sign-up that asks for it is refused once the limits have counted it. */
const TAKEN_USERNAME = "settled_in";
const mailsTo = (to: string) => t.outbox().filter((mail) => mail.to === to).length;

const ROWS: LimitRow[] = [
  {
    limit: "comments, an established member",
    rule: LIMITS.comment,
    refusal: tooOften("comment again"),
    drive: async () => ({
      attempt: (i) => send(established, postPath(discussion), { intent: "comment", content: `Thought ${i}` }),
      other: () => send(otherMember, postPath(discussion), { intent: "comment", content: "Me too" }),
      nothingHappened: async () =>
        expect(
          await count(sql`SELECT count(*)::int AS n FROM comments WHERE content = ${`Thought ${LIMITS.comment.max}`}`),
        ).toBe(0),
    }),
  },
  {
    limit: "comments, a member in their first day",
    rule: LIMITS.newMemberComment,
    refusal: tooOften("comment again"),
    drive: async () => ({
      attempt: (i) => send(newcomer, postPath(discussion), { intent: "comment", content: `New thought ${i}` }),
      other: () => send(otherNewcomer, postPath(discussion), { intent: "comment", content: "Me too, new" }),
      nothingHappened: async () =>
        expect(
          await count(
            sql`SELECT count(*)::int AS n FROM comments WHERE content = ${`New thought ${LIMITS.newMemberComment.max}`}`,
          ),
        ).toBe(0),
    }),
  },
  {
    limit: "reports, an established member",
    rule: LIMITS.report,
    refusal: tooOften("send more reports"),
    drive: async () => ({
      attempt: (i) => send(established, "/report", { postId: reportable[i]!, reason: "spam" }),
      other: () => send(otherMember, "/report", { postId: reportable[LIMITS.report.max]!, reason: "spam" }),
      nothingHappened: async () =>
        expect(
          await count(sql`SELECT count(*)::int AS n FROM reports WHERE post_id = ${reportable[LIMITS.report.max]!}
            AND reporter_id = (SELECT id FROM users WHERE email = 'established@example.com')`),
        ).toBe(0),
    }),
  },
  {
    limit: "reports, a member in their first day",
    rule: LIMITS.newMemberReport,
    refusal: tooOften("send more reports"),
    drive: async () => ({
      attempt: (i) => send(newcomer, "/report", { postId: reportable[i]!, reason: "scam" }),
      other: () => send(otherNewcomer, "/report", { postId: reportable[LIMITS.newMemberReport.max]!, reason: "scam" }),
      nothingHappened: async () =>
        expect(
          await count(sql`SELECT count(*)::int AS n FROM reports WHERE post_id = ${reportable[LIMITS.newMemberReport.max]!}
            AND reporter_id = (SELECT id FROM users WHERE email = 'newcomer@example.com')`),
        ).toBe(0),
    }),
  },
  {
    // A new member's write ceiling (60 in 10 minutes) is as high: the like limit refuses first only
    // when the like window began later than the write window, as here, where it has 59 likes already.
    limit: "likes, a member in their first day",
    rule: LIMITS.newMemberLike,
    refusal: tooOften("like again"),
    drive: async () => ({
      prefill: {
        key: `forum:like:new:${await idOf("newcomer@example.com")}`,
        hits: LIMITS.newMemberLike.max - 1,
      },
      attempt: (i) => send(newcomer, postPath(discussion), { intent: "like-post", liked: String(i % 2 === 0) }),
      other: () => send(otherNewcomer, postPath(discussion), { intent: "like-post", liked: "true" }),
      nothingHappened: async () =>
        // The last allowed attempt liked the post (59 prefilled + 1); the refused one would have unliked it.
        expect(
          await count(sql`SELECT count(*)::int AS n FROM likes WHERE post_id = ${discussion} AND comment_id IS NULL
            AND user_id = (SELECT id FROM users WHERE email = 'newcomer@example.com')`),
        ).toBe(1),
    }),
  },
  {
    limit: "every write together, a member in their first day",
    rule: LIMITS.newMemberWrites,
    refusal: tooOften("try again"),
    drive: async () => {
      const levels = ["watching", "normal", "muted"];
      return {
        // Watching a post has no limit of its own: only the ceiling on all writes stops it.
        attempt: (i) => send(newcomer, postPath(discussion), { intent: "watch", level: levels[i % 3]! }),
        other: () => send(otherNewcomer, postPath(discussion), { intent: "watch", level: "muted" }),
        nothingHappened: async () =>
          expect(
            (
              await db().execute(sql`SELECT level FROM watches WHERE post_id = ${discussion}
                AND user_id = (SELECT id FROM users WHERE email = 'newcomer@example.com')`)
            ).rows[0]!.level,
          ).toBe(levels[(LIMITS.newMemberWrites.max - 1) % 3]),
      };
    },
  },
  {
    limit: "sign-ups for one email",
    rule: LIMITS.signUpEmail,
    refusal: tooManyAttempts,
    drive: async () => {
      const visitor = t.browser({ address: "198.51.100.21" });
      return {
        // The first signs up; the next are told the email is registered; past the limit, only the limit.
        attempt: () => send(visitor, "/auth", signUpFields("twice@example.com")),
        other: () => send(visitor, "/auth", signUpFields("once@example.com")),
        nothingHappened: async () => expect(mailsTo("twice@example.com")).toBe(1),
      };
    },
  },
  {
    limit: "sign-ups from one address",
    rule: LIMITS.signUpAddress,
    refusal: tooManyAttempts,
    drive: async () => {
      const visitor = t.browser({ address: "198.51.100.22" });
      return {
        // A name already taken: refused after the limit counted it (no account made, no password hashed).
        attempt: (i, last) =>
          !last
            ? send(visitor, "/auth", signUpFields(`crowd-${i}@example.com`, TAKEN_USERNAME))
            : send(visitor, "/auth", signUpFields("crowd-last@example.com")),
        other: () => send(t.browser({ address: "198.51.100.23" }), "/auth", signUpFields("next-door@example.com")),
        nothingHappened: async () =>
          expect(await count(sql`SELECT count(*)::int AS n FROM users WHERE email = 'crowd-last@example.com'`)).toBe(0),
      };
    },
  },
  {
    limit: "password-reset mail to one email",
    rule: LIMITS.resetMailEmail,
    refusal: tooManyAttempts,
    drive: async () => {
      const visitor = t.browser({ address: "198.51.100.31" });
      const before = mailsTo("established@example.com");
      return {
        attempt: () => send(visitor, "/auth/reset-password", { email: "established@example.com" }),
        other: () => send(visitor, "/auth/reset-password", { email: "other@example.com" }),
        nothingHappened: async () =>
          expect(mailsTo("established@example.com") - before).toBe(LIMITS.resetMailEmail.max),
      };
    },
  },
  {
    limit: "password-reset mail from one address",
    rule: LIMITS.resetMailAddress,
    refusal: tooManyAttempts,
    drive: async () => {
      const address = "198.51.100.32";
      const visitor = t.browser({ address });
      const before = mailsTo("other@example.com");
      return {
        prefill: { key: `auth:passwordReset:address:${address}`, hits: LIMITS.resetMailAddress.max - 3 },
        attempt: (i, last) =>
          send(visitor, "/auth/reset-password", { email: last ? "other@example.com" : `nobody-${i}@example.com` }),
        other: () =>
          send(t.browser({ address: "198.51.100.33" }), "/auth/reset-password", { email: "newcomer@example.com" }),
        nothingHappened: async () => expect(mailsTo("other@example.com")).toBe(before),
      };
    },
  },
  {
    limit: "confirmation mail to one email",
    rule: LIMITS.confirmationMailEmail,
    refusal: tooManyAttempts,
    drive: async () => {
      const visitor = t.browser({ address: "198.51.100.41" });
      const [email, otherEmail] = unconfirmed as [string, string];
      const before = mailsTo(email);
      return {
        attempt: () => send(visitor, "/auth", { intent: "resend", email }),
        other: () => send(visitor, "/auth", { intent: "resend", email: otherEmail }),
        nothingHappened: async () => expect(mailsTo(email) - before).toBe(LIMITS.confirmationMailEmail.max),
      };
    },
  },
  {
    limit: "confirmation mail from one address",
    rule: LIMITS.confirmationMailAddress,
    refusal: tooManyAttempts,
    drive: async () => {
      const address = "198.51.100.42";
      const visitor = t.browser({ address });
      const [email, otherEmail] = unconfirmed as [string, string];
      const before = mailsTo(email);
      return {
        prefill: {
          key: `auth:confirmationMail:address:${address}`,
          hits: LIMITS.confirmationMailAddress.max - 3,
        },
        attempt: (i, last) => send(visitor, "/auth/confirm", { email: last ? email : `stranger-${i}@example.com` }),
        other: () => send(t.browser({ address: "198.51.100.43" }), "/auth/confirm", { email: otherEmail }),
        nothingHappened: async () => expect(mailsTo(email)).toBe(before),
      };
    },
  },
  {
    limit: "sign-ins from one address",
    rule: LIMITS.signInAddress,
    refusal: tooManyAttempts,
    drive: async () => {
      const address = "198.51.100.51";
      const visitor = t.browser({ address });
      const sessions = () =>
        count(
          sql`SELECT count(*)::int AS n FROM sessions WHERE user_id = (SELECT id FROM users WHERE email = 'established@example.com')`,
        );
      const before = await sessions();
      const signIn = (browser: TestBrowser, email: string) =>
        send(browser, "/auth", { intent: "sign-in", email, password: "cliffs-of-moher" });
      return {
        // Different emails, each failing once: no email's own lockout is near.
        prefill: { key: `auth:signIn:address:${address}`, hits: LIMITS.signInAddress.max - 10 },
        attempt: (i, last) => signIn(visitor, last ? "established@example.com" : `guess-${i}@example.com`),
        other: () => signIn(t.browser({ address: "198.51.100.52" }), "established@example.com"),
        nothingHappened: async () => expect(await sessions()).toBe(before),
      };
    },
  },
  {
    limit: "email changes from one address",
    rule: LIMITS.emailChangeAddress,
    refusal: tooManyAttempts,
    drive: async () => {
      // A member may ask three times an hour: thirty asks from one address take ten members. The window
      // is filled as if they had asked 29 times; one more member asks once, then once more.
      const address = "198.51.100.61";
      const asker = await signedInMember(t, "asker@example.com", { address });
      const someoneElse = await signedInMember(t, "elsewhere@example.com", { address: "198.51.100.62" });
      const ask = (browser: TestBrowser, newEmail: string) =>
        send(browser, "/settings", { intent: "change-email", newEmail, currentPassword: "cliffs-of-moher" });
      return {
        prefill: { key: `auth:changeEmail:address:${address}`, hits: LIMITS.emailChangeAddress.max - 1 },
        attempt: (i) => ask(asker, `new-address-${i}@example.com`),
        other: () => ask(someoneElse, "moved@example.com"),
        nothingHappened: async () => expect(mailsTo("new-address-1@example.com")).toBe(0),
      };
    },
  },
];

beforeAll(async () => {
  t = await createTestApp({ NEW_MEMBER_HOURS: "24" });
  established = await signedInMember(t, "established@example.com");
  await db().execute(
    sql`UPDATE profiles SET username = ${TAKEN_USERNAME} WHERE id = ${await idOf("established@example.com")}`,
  );
  otherMember = await signedInMember(t, "other@example.com");
  newcomer = await signedInMember(t, "newcomer@example.com", { newMember: true });
  otherNewcomer = await signedInMember(t, "other-newcomer@example.com", { newMember: true });
  const host = await signedInMember(t, "host@example.com");
  discussion = await postAs(host, "Is a Leap card worth it for a student?");
  const hostId = await idOf("host@example.com");
  const rows = await db().execute<{ id: string }>(sql`
    INSERT INTO posts (title, content, category, author_id)
    SELECT 'Room to rent, number ' || n, 'Deposit first.', 'housing', ${hostId}::uuid FROM generate_series(0, 20) n
    RETURNING id`);
  reportable = rows.rows.map((row) => row.id);
  // Accounts that signed up and never confirmed: a new confirmation link is what they ask for.
  unconfirmed = ["unconfirmed@example.com", "unconfirmed-too@example.com"];
  for (const email of unconfirmed)
    await t.auth.api.signUpEmail({ body: { email, password: "cliffs-of-moher", name: "" } });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe.each(ROWS)("$limit", ({ rule, refusal, drive }) => {
  it(`allows ${rule.max} in ${describeRetryAfter(rule.windowSeconds).slice(3)}, then answers 429 with when to try again; nobody else is held up`, async () => {
    await resetLimits();
    const { attempt, other, nothingHappened, prefill } = await drive();
    const start = prefill?.hits ?? 0;
    if (prefill) {
      await db().execute(
        sql`INSERT INTO rate_limits (key, window_started_at, hits) VALUES (${prefill.key}, now(), ${prefill.hits})`,
      );
    }
    for (let i = start; i < rule.max; i++) {
      const allowed = await attempt(i - start, false);
      expect(allowed.status, `attempt ${i + 1}: ${allowed.message}`).not.toBe(429);
      expect(allowed.status, `attempt ${i + 1}: ${allowed.message}`).toBeLessThan(500);
    }
    const refused = await attempt(rule.max - start, true);
    expect(refused.status, `attempt ${rule.max + 1}: ${refused.message}`).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(rule.windowSeconds);
    expect(refused.message).toBe(refusal(refused.retryAfter!));
    await nothingHappened?.();
    const elsewhere = await other();
    expect(elsewhere.status, `someone else: ${elsewhere.message}`).toBeLessThan(400);
  });
});
