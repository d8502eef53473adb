import { m } from "./i18n";
import { z } from "./zod";

/**
 * The "Mark as answer" / "Clear answer" form (one per comment, posted to the post's answer route): mark
 * names the comment; clear names the comment shown as the answer, so that a stale page cannot clear an
 * answer someone else marked meanwhile.
 */
export const answerFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("mark"), commentId: z.uuid({ error: () => m.forum_answer_choose_comment() }) }),
  z.object({ intent: z.literal("clear"), commentId: z.uuid({ error: () => m.forum_answer_choose_clear() }) }),
]);
