import { createHmac, timingSafeEqual } from "node:crypto";
import { MAIL_GROUPS, type MailGroup } from "../../common/notifications";
import { isUuid } from "../ids";

/**
 * The one-click unsubscribe link's token (RFC 8058): the member and the mail groups it stops, signed
 * with an HMAC of the app's secret, so that it works without signing in and cannot be forged or
 * pointed at someone else. It does not expire: a mail's unsubscribe link must keep working.
 */
const sign = (secret: string, payload: string) =>
  createHmac("sha256", secret).update(`unsubscribe:${payload}`).digest("base64url");

export function unsubscribeToken(secret: string, memberId: string, groups: MailGroup[]): string {
  const payload = `${memberId}.${groups.join("-")}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** The member and groups a token names, when its signature is right; null for anything else. */
export function readUnsubscribeToken(secret: string, token: string): { memberId: string; groups: MailGroup[] } | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [memberId, list, given] = parts as [string, string, string];
  if (!isUuid(memberId)) return null;
  const groups = list.split("-");
  if (groups.length === 0 || !groups.every((group) => (MAIL_GROUPS as readonly string[]).includes(group))) return null;
  const expected = Buffer.from(sign(secret, `${memberId}.${list}`));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  return { memberId, groups: groups as MailGroup[] };
}
