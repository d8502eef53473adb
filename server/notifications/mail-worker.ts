import { sql } from "drizzle-orm";
import { m, type Locale } from "../../common/i18n";
import { escapeHtml } from "../../common/escape-html";
import {
  cadenceLabel,
  describeNotificationParts,
  describeNotificationText,
  MAIL_GROUP_OF,
  notificationHref,
  type MailGroup,
  type NotificationView,
} from "../../common/notifications";
import type { Config } from "../config";
import type { Database, Db } from "../db/database";
import type { Logger } from "../logger";
import { asLocale, siteLink } from "../mail/locale";
import type { MailMessage, Mailer } from "../mail/mailer";
import { mailDocument } from "../mail/templates";
import { cadenceOf, NEXT_DIGEST } from "./fan-out";
import { POST_TITLE_FOR_MEMBER, type NotificationRow } from "./read";
import { unsubscribeToken } from "./unsubscribe-token";

/** Due mails claimed per tick (and per process: claims skip rows another process holds). */
const BATCH = 20;
/** Notifications one mail lists at most; the rest are on /notifications. */
const PER_MAIL = 30;
/** A mail that failed this many times is dropped (and logged): the notifications stay in the page. */
export const MAX_ATTEMPTS = 8;

/** A notification's sentence in a mail's HTML: escaped, what members wrote in <bdi> (issue #46 item 8). */
const describedHtml = (item: NotificationView, locale: Locale) =>
  describeNotificationParts(item, locale)
    .map((part) => (part.member ? `<bdi>${escapeHtml(part.text)}</bdi>` : escapeHtml(part.text)))
    .join("");

type Claimed = {
  id: string;
  user_id: string;
  cadence: "immediately" | "daily";
  attempts: number;
};

/**
 * Sends notification mail from the database-backed queue (notification_mails), in the background of
 * the server process; never inside a request. Each tick claims due rows (FOR UPDATE SKIP LOCKED, and the
 * claim itself pushes the row's next attempt back, so a crash retries later and two processes never
 * send the same mail). For each member it sends ONE mail listing what they have not read:
 * - immediately: only once the oldest unread item is NOTIFY_MAIL_DELAY_SECONDS old (the member may see
 *   it in the page first); then everything unread goes in that one mail (a busy thread: one mail);
 * - daily: everything unread of the digest kinds, at 07:00 UTC.
 * Every mail carries a plain-text part, List-Unsubscribe (a signed one-click link) and
 * List-Unsubscribe-Post (RFC 8058).
 */
export function createMailWorker({
  config,
  database,
  logger,
  mailer,
  secret,
}: {
  config: Config;
  database: Database;
  logger: Logger;
  mailer: Mailer;
  secret: string;
}) {
  const db = database.db;
  const sending: MailSending = { db, delaySeconds: config.NOTIFY_MAIL_DELAY_SECONDS, config, mailer, secret };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  /** One pass over the due mail; tests call it directly. */
  async function tick(): Promise<{ sent: number; failed: number }> {
    let sent = 0;
    let failed = 0;
    for (const row of await claim(db)) {
      try {
        if ((await deliver(sending, row)) === "sent") sent++;
      } catch (error) {
        failed++;
        const message = error instanceof Error ? error.message : String(error);
        if (row.attempts >= MAX_ATTEMPTS) {
          logger.error({ err: error, userId: row.user_id }, "notification mail failed for good: dropped");
          await db.execute(sql`DELETE FROM notification_mails WHERE id = ${row.id}`).catch(() => {});
        } else {
          logger.warn(
            { err: error, userId: row.user_id, attempts: row.attempts },
            "notification mail failed: will retry",
          );
          await db
            .execute(sql`UPDATE notification_mails SET last_error = ${message.slice(0, 500)} WHERE id = ${row.id}`)
            .catch(() => {});
        }
      }
    }
    return { sent, failed };
  }

  return {
    tick,
    start() {
      if (timer) return;
      timer = setInterval(() => {
        if (running) return;
        running = tick()
          .catch((error) => logger.warn({ err: error }, "notification mail worker: tick failed"))
          .finally(() => (running = undefined));
      }, config.NOTIFY_MAIL_INTERVAL_SECONDS * 1000);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

export type MailWorker = ReturnType<typeof createMailWorker>;

/** What composing and sending one mail needs, read once when the worker is made. */
interface MailSending {
  db: Db;
  delaySeconds: number;
  config: Config;
  mailer: Mailer;
  secret: string;
}

async function claim(db: Db): Promise<Claimed[]> {
  const result = await db.execute<Claimed>(sql`
    UPDATE notification_mails m
    SET attempts = m.attempts + 1,
        due_at = now() + interval '1 minute' * power(2, least(m.attempts, 10))
    WHERE m.id IN (
      SELECT id FROM notification_mails WHERE due_at <= now() ORDER BY due_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
    RETURNING m.id, m.user_id, m.cadence, m.attempts`);
  return result.rows;
}

/** What the member has not read nor been mailed about, of the kinds mailed at this cadence. */
async function unmailed({ db, delaySeconds }: MailSending, memberId: string, cadence: string) {
  const result = await db.execute<NotificationRow & { due: boolean }>(sql`
    SELECT n.id, n.kind, a.username AS actor, greatest(cardinality(n.actor_ids) - 1, 0)::int AS others,
      n.post_id, ${POST_TITLE_FOR_MEMBER} AS post_title, n.comment_id, n.action, n.reason, n.created_at,
      n.created_at <= now() - ${delaySeconds} * interval '1 second' AS due
    FROM notifications n
    LEFT JOIN notification_preferences pr ON pr.user_id = n.user_id
    LEFT JOIN profiles a ON a.id = n.actor_id
    LEFT JOIN posts po ON po.id = n.post_id
    WHERE n.user_id = ${memberId} AND n.read_at IS NULL AND n.emailed_at IS NULL
      AND ${cadenceOf(sql`n.kind`)} = ${cadence}
    ORDER BY n.created_at, n.id
    LIMIT ${PER_MAIL}`);
  return result.rows;
}

/** The mail, in the member's language (users.locale): this runs outside any request. */
function compose(
  { config, secret }: MailSending,
  to: string,
  locale: Locale,
  cadence: Claimed["cadence"],
  memberId: string,
  items: NotificationView[],
  groups: MailGroup[],
): MailMessage {
  const l = { locale };
  // Every link opens its page in the mail's language (/pt-br/notifications).
  const link = (path: string) => siteLink(config, path, locale);
  const unsubscribeUrl = link(`/notifications/unsubscribe?token=${unsubscribeToken(secret, memberId, groups)}`);
  const subject =
    cadence === "daily"
      ? m.mail_digest_subject({ count: items.length }, l)
      : items.length === 1
        ? describeNotificationText(items[0]!, locale)
        : m.mail_notifications_subject({ count: items.length }, l);
  const lines = items.map((item) => `- ${describeNotificationText(item, locale)}\n  ${link(item.href)}`);
  const why = (cadence === "daily" ? m.mail_notif_why_daily : m.mail_notif_why_immediately)(
    { cadence: cadenceLabel(cadence, locale).toLocaleLowerCase(locale) },
    l,
  );
  const hello = m.mail_hello({}, l);
  const intro = m.mail_notif_intro({}, l);
  const text =
    `${hello}\n\n${intro}\n\n${lines.join("\n\n")}\n\n` +
    `${m.mail_notif_all_text({ url: link("/notifications") }, l)}\n\n${why}\n` +
    `${m.mail_notif_change_text({ url: link("/settings#notifications") }, l)}\n` +
    `${m.mail_notif_unsubscribe_text({ url: unsubscribeUrl }, l)}\n\nIreland Guide\n`;
  // The catalogue's sentence around the two links is ours; the links' words are escaped like the rest.
  const links = m.mail_notif_links_html(
    {
      change: `<a href="${escapeHtml(link("/settings#notifications"))}">${escapeHtml(m.mail_notif_change_link({}, l))}</a>`,
      unsubscribe: `<a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(m.mail_notif_unsubscribe_link({}, l))}</a>`,
    },
    l,
  );
  const html = mailDocument(
    locale,
    hello,
    `<p>${escapeHtml(intro)}</p>
<ul>${items
      .map((item) => `<li><a href="${escapeHtml(link(item.href))}">${describedHtml(item, locale)}</a></li>`)
      .join("")}</ul>
<p><a href="${escapeHtml(link("/notifications"))}">${escapeHtml(m.mail_notif_all_link({}, l))}</a></p>
<p style="font-size:14px;color:#4a5752">${escapeHtml(why)} ${links}</p>`,
  );
  return {
    to,
    subject,
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** Sends (or reschedules, or drops) one claimed mail. */
async function deliver(sending: MailSending, row: Claimed): Promise<"sent" | "waiting" | "nothing"> {
  const { db, delaySeconds, mailer } = sending;
  const rows = await unmailed(sending, row.user_id, row.cadence);
  if (rows.length === 0) {
    await db.execute(sql`DELETE FROM notification_mails WHERE id = ${row.id}`);
    return "nothing";
  }
  if (row.cadence === "immediately" && !rows[0]!.due) {
    // The oldest has not waited long enough: come back when it has (the claim's attempt does not count).
    await db.execute(sql`
      UPDATE notification_mails SET attempts = attempts - 1,
        due_at = ${new Date(rows[0]!.created_at).toISOString()}::timestamptz + ${delaySeconds} * interval '1 second'
      WHERE id = ${row.id}`);
    return "waiting";
  }
  const [user] = (
    await db.execute<{ email: string; locale: string }>(sql`SELECT email, locale FROM users WHERE id = ${row.user_id}`)
  ).rows;
  if (!user) {
    await db.execute(sql`DELETE FROM notification_mails WHERE id = ${row.id}`);
    return "nothing";
  }
  const items: NotificationView[] = rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    actor: r.actor,
    others: Number(r.others),
    postId: r.post_id,
    postTitle: r.post_title,
    commentId: r.comment_id,
    action: r.action,
    reason: r.reason,
    createdAt: new Date(r.created_at).toISOString(),
    read: false,
    href: notificationHref({ postId: r.post_id, commentId: r.comment_id }),
  }));
  const groups = [...new Set(items.map((item) => MAIL_GROUP_OF[item.kind]))];
  await mailer.send(compose(sending, user.email, asLocale(user.locale), row.cadence, row.user_id, items, groups));
  const ids = items.map((item) => item.id);
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`UPDATE notifications SET emailed_at = now() WHERE id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    await tx.execute(sql`DELETE FROM notification_mails WHERE id = ${row.id}`);
    // What arrived while this mail was being written (it found this row and queued nothing) or did not
    // fit in it: queue it again.
    await tx.execute(sql`
      INSERT INTO notification_mails (user_id, cadence, due_at)
      SELECT ${row.user_id}, ${row.cadence}, ${row.cadence === "daily" ? NEXT_DIGEST : sql`now()`}
      WHERE EXISTS (
        SELECT 1 FROM notifications n LEFT JOIN notification_preferences pr ON pr.user_id = n.user_id
        WHERE n.user_id = ${row.user_id} AND n.read_at IS NULL AND n.emailed_at IS NULL
          AND ${cadenceOf(sql`n.kind`)} = ${row.cadence})
      ON CONFLICT (user_id, cadence) DO NOTHING`);
  });
  return "sent";
}
