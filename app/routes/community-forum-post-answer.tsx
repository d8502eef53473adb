import { m } from "@common/i18n";
import { useActionData } from "react-router";
import { Link } from "~/lib/localized-router";
import { ANSWER_MESSAGES } from "@common/answers";
import { answerFormSchema } from "@common/answer-schemas";
import { isFailure } from "@common/action-result";
import { buttonClasses } from "~/components/ui/button";
import { postPath } from "~/features/forum/paths";
import type { Route } from "./+types/community-forum-post-answer";
import { acceptAnswer } from "../../server/forum/answers/accept-answer";
import { memberAction, parseWith } from "../../server/http/actions";
import type { PageHandle } from "~/lib/page-audience";

export const handle: PageHandle = { audience: "reader" };

export { retryAfterHeaders as headers } from "~/lib/route-headers";

export function meta() {
  return [{ title: `${m.forum_meta_accepted_answer()} | Ireland Guide` }, { name: "robots", content: "noindex" }];
}

/**
 * "Mark as answer" and "Clear answer" on a comment (ADR 0031): a fetcher from the post's page, or a plain
 * form that comes back to the comment (`redirectTo`) with the outcome as a message.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const options = { signIn: ANSWER_MESSAGES.signIn, returnTo: postPath(params.id) };
  return memberAction(request, context, options, async (acting, form) => {
    const input = parseWith(answerFormSchema, Object.fromEntries(form));
    const accept = input.intent === "mark";
    const result = await acceptAnswer(acting, { postId: params.id, commentId: input.commentId, accept });
    return { data: result, toast: { title: accept ? ANSWER_MESSAGES.marked : ANSWER_MESSAGES.cleared } };
  });
}

/** What a plain form sees when the server refused (its 4xx): the reason, and the way back to the post. */
export default function AnswerRefused({ params }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const message = isFailure(result) ? result.error.message : m.forum_answer_from_post_page();
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-2xl font-semibold">{m.forum_answer_not_changed()}</h1>
      <p role="alert" className="mt-3">
        {message}
      </p>
      <Link to={postPath(params.id)} className={`${buttonClasses("secondary")} mt-6`}>
        {m.forum_back_to_post()}
      </Link>
    </div>
  );
}
