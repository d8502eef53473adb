import { eq } from "drizzle-orm";
import { isLocale, type Locale } from "../../common/i18n";
import { localizedPath } from "../../common/locale-path";
import type { Config } from "../config";
import type { Db } from "../db/database";
import { users } from "../db/schema";

/** A stored locale as the catalogue knows it (the column's check allows only these; anything else is English). */
export const asLocale = (value: unknown): Locale => (typeof value === "string" && isLocale(value) ? value : "en");

/** The language a member's mail is written in (users.locale): English for an account that is gone. */
export async function mailLocaleOf(db: Db, memberId: string): Promise<Locale> {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, memberId));
  return asLocale(row?.locale);
}

/**
 * A link in a mail: the site's address of `path` in the mail's language (/pt-br/notifications), so the
 * page it opens is in the language the mail is written in. English has no prefix.
 */
export const siteLink = (config: Pick<Config, "publicUrl">, path: string, locale: Locale): string =>
  `${config.publicUrl}${localizedPath(path, locale)}`;
