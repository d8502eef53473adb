import { Icon } from "~/components/ui/icons";
import { m } from "@common/i18n";
import { useActionData, useNavigation } from "react-router";
import { Form, Link } from "~/lib/localized-router";
import { isFailure } from "@common/action-result";
import { Alert } from "~/components/ui/alert";
import { Button, buttonClasses } from "~/components/ui/button";
import { useActionToast } from "~/features/forms/action-feedback";
import type { Route } from "./+types/auth-confirm";
import { accountContext } from "../../server/auth/account-context";
import { openConfirmationLink } from "../../server/auth/confirm-email-link";
import { resendConfirmation } from "../../server/auth/resend-confirmation";
import { readForm, redirectWithToast, runAction } from "../../server/http/actions";
import { formTexts } from "../../server/http/form-fields";
import type { PageHandle } from "~/lib/page-audience";

export const handle: PageHandle = { audience: "secret" };

export { retryAfterHeaders as headers } from "~/lib/route-headers";

export function meta() {
  return [{ title: m.auth_confirm_meta_title() }, { name: "robots", content: "noindex" }];
}

/**
 * The link in a confirmation email: confirms the address and sends the visitor to sign in. Opening it
 * signs nobody in (ADR 0014): it may be opened in another browser than the one that signed up. An email
 * change goes back to settings when the member is signed in here.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const acting = await accountContext(context, request);
  const signedIn = acting.viewer !== null;
  const result = await openConfirmationLink(acting, { token });
  if (result.outcome === "confirmed") {
    throw await redirectWithToast("/auth?mode=sign-in", {
      title: m.auth_email_confirmed_title(),
      description: m.auth_email_confirmed(),
    });
  }
  if (result.outcome === "email-changed") {
    const headers = new Headers();
    for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
    throw await redirectWithToast(
      signedIn ? "/settings" : "/auth?mode=sign-in",
      {
        title: m.auth_success(),
        description: signedIn ? m.auth_email_changed() : m.auth_email_changed_sign_in(),
      },
      { headers },
    );
  }
  return { outcome: result.outcome, email: result.email ?? null };
}

/** What each kind of dead link says (read as the page renders, in its language). */
function copyOf(outcome: "used" | "expired" | "invalid"): { title: string; text: string } {
  if (outcome === "used") return { title: m.auth_confirm_used_title(), text: m.auth_confirm_used() };
  if (outcome === "expired")
    return { title: m.auth_confirm_expired_title(), text: m.auth_confirm_expired({ hours: 24 }) };
  return { title: m.auth_confirm_invalid_title(), text: m.auth_confirm_invalid() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  return runAction(request, context, form, async () =>
    resendConfirmation(await accountContext(context, request), formTexts(form, ["email"])),
  );
}

export default function ConfirmEmailPage({ loaderData }: Route.ComponentProps) {
  const { outcome, email } = loaderData;
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  useActionToast(result, { failureTitle: m.auth_authentication_error() });
  // Without JavaScript the post comes back here as a redirect with the same token: the flash says it was sent.
  const sent = result?.ok === true;
  const copy = copyOf(outcome);

  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <p className="mt-4 text-muted-foreground">{copy.text}</p>
      {isFailure(result) && <Alert className="mt-6 text-start">{result.error.message}</Alert>}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {outcome !== "used" && email && (
          <Form method="post">
            <input type="hidden" name="email" value={email} />
            <Button type="submit" disabled={sent || navigation.state === "submitting"}>
              <Icon name="mail" aria-hidden className="size-4" /> {sent ? m.auth_link_sent() : m.auth_send_new_link()}
            </Button>
          </Form>
        )}
        <Link to="/auth" className={buttonClasses(outcome === "used" ? "primary" : "secondary")}>
          {m.auth_sign_in()}
        </Link>
      </div>
    </div>
  );
}
