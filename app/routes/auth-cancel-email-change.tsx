import { ShieldAlert } from "~/components/ui/icons";
import type { ReactNode } from "react";
import { useActionData, useNavigation } from "react-router";
import { Form, Link } from "~/lib/localized-router";
import { isFailure } from "@common/action-result";
import { Alert } from "~/components/ui/alert";
import { Button, buttonClasses } from "~/components/ui/button";
import { useActionToast } from "~/features/forms/action-feedback";
import type { Route } from "./+types/auth-cancel-email-change";
import { accountContext } from "../../server/auth/account-context";
import { cancelEmailChange, findEmailChangeToCancel } from "../../server/auth/cancel-email-change";
import { CANCEL_LINK_GONE } from "@common/auth";
import { readForm, runAction } from "../../server/http/actions";
import { formTexts } from "../../server/http/form-fields";

export { retryAfterHeaders as headers } from "~/lib/route-headers";

export function meta() {
  return [{ title: "Cancel an email change | Ireland Guide" }, { name: "robots", content: "noindex" }];
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
  useActionToast(result, { failureTitle: "Error" });

  if (loaderData.state === "cancelled") {
    return (
      <Page title="The email change is cancelled">
        <p className="mt-4 text-muted-foreground">
          Your account has its old email address, and every device signed in to it has been signed out. We sent a link
          to that address to choose a new password: whoever asked for the change knew the current one.
        </p>
        <div className="mt-8">
          <Link to="/auth/reset-password" className={buttonClasses("secondary")}>
            I did not get the link
          </Link>
        </div>
      </Page>
    );
  }
  if (loaderData.state === "gone") {
    return (
      <Page title="This link can no longer be used">
        <p className="mt-4 text-muted-foreground">{CANCEL_LINK_GONE}</p>
        <div className="mt-8">
          <Link to="/auth/reset-password" className={buttonClasses("primary")}>
            Reset my password
          </Link>
        </div>
      </Page>
    );
  }
  const { change, token } = loaderData;
  return (
    <Page title="Was this not you?">
      <p className="mt-4 text-muted-foreground">
        {change.applied ? (
          <>
            The email of your account was changed from <strong className="text-foreground">{change.oldEmail}</strong> to{" "}
            <strong className="text-foreground">{change.newEmail}</strong>.
          </>
        ) : (
          <>
            Someone asked to change the email of your account from{" "}
            <strong className="text-foreground">{change.oldEmail}</strong> to{" "}
            <strong className="text-foreground">{change.newEmail}</strong>.
          </>
        )}{" "}
        If it was not you, cancel the change: your account keeps {change.oldEmail}, every device signed in to it is
        signed out, and we send a link to {change.oldEmail} to choose a new password.
      </p>
      {isFailure(result) && <Alert className="mt-6 text-start">{result.error.message}</Alert>}
      <Form method="post" className="mt-8">
        <input type="hidden" name="token" value={token} />
        <Button type="submit" variant="destructive" disabled={navigation.state === "submitting"}>
          <ShieldAlert aria-hidden className="size-4" /> Cancel the change and sign out everywhere
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
