// Apart from ./notifications, which the header's bell needs on every page: zod is large.
import { m } from "./i18n";
import { z } from "./zod";
import { CADENCES, MAIL_GROUPS, type Cadence, type MailGroup, type Preferences } from "./notifications";

export const preferencesSchema = z.object(
  Object.fromEntries(
    MAIL_GROUPS.map((group) => [group, z.enum(CADENCES, { error: () => m.notif_choose_how_often() })]),
  ) as Record<MailGroup, z.ZodEnum<{ [K in Cadence]: K }>>,
) satisfies z.ZodType<Preferences>;
