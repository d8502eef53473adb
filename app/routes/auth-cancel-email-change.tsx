import { Icon } from "~/components/ui/icons";
import type { ReactNode } from "react";
import { m } from "@common/i18n";
import { useActionData, useNavigation } from "react-router";
import { Form, Link } from "~/lib/localized-router";
import { isFailure } from "@common/action-result";
import { Alert } from "~/components/ui/alert";
import { Button, buttonClasses } from "~/components/ui/button";
import { useActionToast } from "~/features/forms/action-feedback";
import type { Route } from "./+types/auth-cancel-email-change";
import { accountContext } from "../../server/auth/account-context";
import { cancelEmailChange, findEmailChangeToCancel } from "../../server/auth/cancel-email-change";
import { cancelLinkGone } from "@common/auth";
import { messageParts, slots } from "~/lib/message-parts";
import { readForm, runAction } from "../../server/http/actions";
import { formTexts } from "../../server/http/form-fields";
import type { PageHandle } from "~/lib/page-audience";

export const handle: PageHandle = { audience: "secret" };

export { retryAfterHeaders as headers } from "~/lib/route-headers";

export function meta() {
  return [{ title: m.auth_cancel_change_meta_title() }, { name: "robots", content: "noindex" }];
}

/**
 * The link mailed to the old address when an email change is asked for or applied. Opening it changes
 * nothing (mail scanners open links): the page says what the button will do, and the button does it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (url.searchParams.has("cancelled")) return { state: "cancelled" as const, change: null };
  const token = url.searchParams.get("token") ?? "";
  const change = await findEmailChangeToCancel({ db: context.database.db, auth: context.auth }, token);
  return change ? { state: "open" as const, change, token } : { state: "gone" as const, change: null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  return runAction(request, context, form, async () =>
    cancelEmailChange(await accountContext(context, request), formTexts(form, ["token"])),
  );
}

export default function CancelEmailChangePage({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  useActionToast(result, { failureTitle: m.auth_error() });

  if (loaderData.state === "cancelled") {
    return (
      <Page title={m.auth_cancel_change_done_title()}>
        <p className="mt-4 text-muted-foreground">{m.auth_cancel_change_done()}</p>
        <div className="mt-8">
          <Link to="/auth/reset-password" className={buttonClasses("secondary")}>
            {m.auth_did_not_get_link()}
          </Link>
        </div>
      </Page>
    );
  }
  if (loaderData.state === "gone") {
    return (
      <Page title={m.auth_link_unusable_title()}>
        <p className="mt-4 text-muted-foreground">{cancelLinkGone()}</p>
        <div className="mt-8">
          <Link to="/auth/reset-password" className={buttonClasses("primary")}>
            {m.auth_reset_my_password()}
          </Link>
        </div>
      </Page>
    );
  }
  const { change, token } = loaderData;
  return (
    <Page title={m.auth_cancel_change_title()}>
      <p className="mt-4 text-muted-foreground">
        {messageParts(
          (change.applied ? m.auth_cancel_change_applied : m.auth_cancel_change_asked)(slots("oldEmail", "newEmail")),
          {
            oldEmail: <strong className="text-foreground">{change.oldEmail}</strong>,
            newEmail: <strong className="text-foreground">{change.newEmail}</strong>,
          },
        )}{" "}
        {m.auth_cancel_change_explain({ oldEmail: change.oldEmail })}
      </p>
      {isFailure(result) && <Alert className="mt-6 text-start">{result.error.message}</Alert>}
      <Form method="post" className="mt-8">
        <input type="hidden" name="token" value={token} />
        <Button type="submit" variant="destructive" disabled={navigation.state === "submitting"}>
          <Icon name="shield-exclamation-point" aria-hidden className="size-4" /> {m.auth_cancel_change_submit()}
        </Button>
      </Form>
    </Page>
  );
}

function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-lg px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      {children}
    </div>
  );
}
