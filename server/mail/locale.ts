import { eq } from "drizzle-orm";
import { isLocale, type Locale } from "../../common/i18n";
import type { Db } from "../db/database";
import { users } from "../db/schema";

/** A stored locale as the catalogue knows it (the column's check allows only these; anything else is English). */
export const asLocale = (value: unknown): Locale => (typeof value === "string" && isLocale(value) ? value : "en");

/** The language a member's mail is written in (users.locale): English for an account that is gone. */
export async function mailLocaleOf(db: Db, userId: string): Promise<Locale> {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return asLocale(row?.locale);
}
