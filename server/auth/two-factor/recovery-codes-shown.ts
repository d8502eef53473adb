import { m } from "../../../common/i18n";
import { and, eq, gt, sql } from "drizzle-orm";
import { renderSVG } from "uqr";
import type { TwoFactorSettings } from "../../../common/account-security";
import { twoFactors, users, verifications } from "../../db/schema";
import type { Viewer } from "../../identity";
import { decryptSecret, groupKey, otpauthUri, recoveryCodes } from "./codes";
import { RECOVERY_CODES_SHOWN_SECONDS, type Store } from "./rules";

/** What settings' two-factor section shows, and the recovery codes shown once after they are made. */

export const recoveryCodesTicket = (memberId: string) => `two-factor-recovery-codes:${memberId}`;

export async function twoFactorSettings(context: Store, viewer: Viewer): Promise<TwoFactorSettings> {
  const db = context.db;
  const [row] = await db
    .select({ enabled: users.twoFactorEnabled, secret: twoFactors.secret, verified: twoFactors.verified })
    .from(users)
    .leftJoin(twoFactors, eq(twoFactors.userId, users.id))
    .where(eq(users.id, viewer.id));
  if (!row?.enabled) {
    if (!row?.secret || row.verified) return { status: "off" };
    const uri = otpauthUri(await decryptSecret(context, row.secret), viewer.email);
    const qrCode = `data:image/svg+xml;base64,${Buffer.from(renderSVG(uri, { border: 2 })).toString("base64")}`;
    return { status: "setup", qrCode, manualKey: groupKey(new URL(uri).searchParams.get("secret") ?? "") };
  }
  const codes = await recoveryCodes(context, viewer.id);
  const [ticket] = await db
    .select({ reason: verifications.value })
    .from(verifications)
    .where(and(eq(verifications.identifier, recoveryCodesTicket(viewer.id)), gt(verifications.expiresAt, sql`now()`)));
  return ticket
    ? { status: "recovery-codes", codes, renewed: ticket.reason === RENEWED }
    : { status: "on", recoveryCodesLeft: codes.length };
}

export const RENEWED = "renewed";

/** Settings shows the codes (once) for a while: after turning two-factor on, or after getting new ones. */
export async function showRecoveryCodes(context: Store, memberId: string, reason: "turned-on" | typeof RENEWED) {
  const db = context.db;
  await db.delete(verifications).where(eq(verifications.identifier, recoveryCodesTicket(memberId)));
  await db.insert(verifications).values({
    identifier: recoveryCodesTicket(memberId),
    value: reason,
    expiresAt: new Date(Date.now() + RECOVERY_CODES_SHOWN_SECONDS * 1000),
  });
}

/**
 * The recovery codes as a text file, while they may still be seen (RECOVERY_CODES_SHOWN_SECONDS after
 * turning two-factor on, until the member says they are saved); null afterwards.
 */
export async function recoveryCodesFile(context: Store, viewer: Viewer): Promise<string | null> {
  const settings = await twoFactorSettings(context, viewer);
  if (settings.status !== "recovery-codes") return null;
  return [
    m.twofa_codes_file_title(),
    m.twofa_codes_file_for({ email: viewer.email }),
    "",
    m.twofa_codes_file_each(),
    m.twofa_codes_file_keep(),
    "",
    ...settings.codes,
    "",
  ].join("\n");
}
