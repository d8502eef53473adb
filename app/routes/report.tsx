import { m } from "@common/i18n";
import { data, useActionData, useNavigation, useSearchParams } from "react-router";
import { Form } from "~/lib/localized-router";
import { FORUM_MESSAGES } from "@common/forum";
import { reportSchema } from "@common/forum-schemas";
import { safeRedirectPath } from "@common/redirect-to";
import { Card } from "~/components/ui/card";
import { ReportFields, type ReportTarget } from "~/features/forum/report-fields";
import type { Route } from "./+types/report";
import { readerOf } from "../../server/identity";
import { fileReport, reportTargetSummary } from "../../server/moderation/reports";
import { memberAction, parseWith, requireViewerOrSignIn, returnPath } from "../../server/http/actions";
import type { PageHandle } from "~/lib/page-audience";

export const handle: PageHandle = { audience: "reader" };

export { retryAfterHeaders as headers } from "~/lib/route-headers";

export function meta() {
  return [{ title: `${m.report_meta_title()} | Ireland Guide` }, { name: "robots", content: "noindex" }];
}

function targetFrom(params: URLSearchParams): ReportTarget | null {
  const post = params.get("post");
  const comment = params.get("comment");
  const user = params.get("user");
  if (post) return { postId: post };
  if (comment) return { commentId: comment };
  if (user) return { userId: user };
  return null;
}

/** The report form as a page of its own: what the Report button opens without JavaScript. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewerOrSignIn(context, request);
  const target = targetFrom(new URL(request.url).searchParams);
  const summary = target ? await reportTargetSummary(context.database.db, target, readerOf(viewer)) : null;
  if (!target || !summary) throw data(null, { status: 404 });
  return { target, summary };
}

export async function action({ request, context }: Route.ActionArgs) {
  return memberAction(request, context, { signIn: FORUM_MESSAGES.loginToReport }, async (acting, form) => {
    const input = parseWith(reportSchema, {
      postId: form.get("postId") || undefined,
      commentId: form.get("commentId") || undefined,
      userId: form.get("userId") || undefined,
      reason: form.get("reason") ?? undefined,
      details: form.get("details") || undefined,
    });
    await fileReport(acting, input);
    const toast = { title: m.report_submitted(), description: m.report_thank_you() };
    // The report page goes back to where the visitor was; the dialog stays where it is.
    return form.get("page") ? { toast, redirectTo: returnPath(form, "/community/forum") } : { toast };
  });
}

export default function ReportPage({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const returnTo = safeRedirectPath(params.get("redirectTo"), "/community/forum");
  const { target, summary } = loaderData;
  const title =
    "postId" in target ? m.report_this_post() : "commentId" in target ? m.report_this_comment() : m.report_this_user();
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <Card>
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="mt-2 text-muted-foreground">{m.report_dialog_description()}</p>
        <blockquote className="mt-4 border-s-4 border-border ps-3 text-sm break-words">{summary}</blockquote>
        <Form method="post" className="mt-4">
          <input type="hidden" name="page" value="1" />
          <ReportFields target={target} returnTo={returnTo} result={result} pending={navigation.state !== "idle"} />
        </Form>
      </Card>
    </div>
  );
}
