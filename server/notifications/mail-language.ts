import { eq } from "drizzle-orm";
import { isLocale, m } from "../../common/i18n";
import { AppError } from "../app-error";
import { users } from "../db/schema";
import type { UseCase } from "../use-case";

/** The language the member's mail is written in (issue #33: "Mails go out in the member's language"). */
export const saveMailLanguage: UseCase<{ locale: string }, void> = async ({ db, actor }, { locale }) => {
  if (!isLocale(locale)) throw new AppError(400, m.mail_language_unknown(), "INVALID");
  await db.update(users).set({ locale, updatedAt: new Date() }).where(eq(users.id, actor.id));
};
