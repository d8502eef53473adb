import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { isUuid } from "../ids";

/**
 * The one-use download link that settings' "Download my data" answers with once the password is right
 * (ADR 0037). It names the member, when it stops working and a random nonce, signed with an HMAC of the
 * app's secret: nothing is stored until it is used (the nonce is then counted once in rate_limits), and
 * it only works for the session of the member it names.
 */
export const DATA_EXPORT_LINK_SECONDS = 120;

export const DATA_EXPORT_PATH = "/settings/data";

const sign = (secret: string, payload: string) =>
  createHmac("sha256", secret).update(`data-export:${payload}`).digest("base64url");

export function dataExportPath(secret: string, memberId: string, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + DATA_EXPORT_LINK_SECONDS;
  const payload = `${memberId}.${expires}.${randomBytes(16).toString("base64url")}`;
  return `${DATA_EXPORT_PATH}/${payload}.${sign(secret, payload)}`;
}

export interface DataExportLink {
  memberId: string;
  /** Unique per link: what marks it used. */
  nonce: string;
  expiresAt: Date;
}

/** The link a token names when its signature is right and it has not expired; null for anything else. */
export function readDataExportToken(secret: string, token: string, now: Date): DataExportLink | null {
  const parts = token.split(".");
  if (parts.length !== 4) return null;
  const [memberId, expires, nonce, given] = parts as [string, string, string, string];
  if (!isUuid(memberId) || !/^\d{1,12}$/.test(expires) || !/^[A-Za-z0-9_-]{22}$/.test(nonce)) return null;
  const expected = Buffer.from(sign(secret, `${memberId}.${expires}.${nonce}`));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  const expiresAt = new Date(Number(expires) * 1000);
  if (expiresAt <= now) return null;
  return { memberId, nonce, expiresAt };
}
