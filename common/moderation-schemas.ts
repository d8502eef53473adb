// The moderation queue's form schema, apart from ./moderation, which forum pages import for its messages:
// zod is large.
import { m } from "./i18n";
import { z } from "./zod";
import { MODERATION_MESSAGES, MODERATION_REASON_MAX, ROLES, SUSPENSION_DAYS } from "./moderation";

const reason = z
  .string()
  .trim()
  .max(MODERATION_REASON_MAX, { error: () => MODERATION_MESSAGES.reasonTooLong })
  .optional();
const target = { targetType: z.enum(["post", "comment", "user"]), targetId: z.uuid() };

/** The queue's forms: one action per submit button (`intent`), on one target. */
export const moderationActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.enum(["dismiss", "hide", "unhide", "remove", "approve", "lock", "unlock", "pin", "unpin"]),
      ...target,
      reason,
    }),
    z.object({
      intent: z.literal("suspend"),
      ...target,
      reason,
      days: z.coerce
        .number()
        .refine((days) => (SUSPENSION_DAYS as readonly number[]).includes(days), { error: () => m.mod_choose_days() }),
    }),
    z.object({ intent: z.enum(["ban", "unsuspend"]), ...target, reason }),
    z.object({
      intent: z.literal("grant"),
      username: z
        .string()
        .trim()
        .min(1, { error: () => MODERATION_MESSAGES.noSuchMember })
        .max(60),
      role: z.enum(ROLES),
    }),
  ],
  { error: () => m.mod_unknown_action() },
);
export type ModerationActionInput = z.infer<typeof moderationActionSchema>;
