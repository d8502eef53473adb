import { Mail } from "~/components/ui/icons";
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

export { retryAfterHeaders as headers } from "~/lib/route-headers";

export function meta() {
  return [{ title: "Confirm your email | Ireland Guide" }, { name: "robots", content: "noindex" }];
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
    throw await redirectWithToast("/auth?mode=sign-in", { title: "Email confirmed", description: "Please sign in." });
  }
  if (result.outcome === "email-changed") {
    const headers = new Headers();
    for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
    throw await redirectWithToast(
      signedIn ? "/settings" : "/auth?mode=sign-in",
      {
        title: "Success",
        description: signedIn
          ? "Your email address has been changed."
          : "Your email address has been changed. Sign in with the new one.",
      },
      { headers },
    );
  }
  return { outcome: result.outcome, email: result.email ?? null };
}

const copy = {
  used: {
    title: "This link has already been used",
    text: "Your email address is already confirmed. Sign in with your email and password.",
  },
  expired: {
    title: "This confirmation link has expired",
    text: "Links work for 24 hours. We can send you a new one.",
  },
  invalid: {
    title: "This confirmation link is not valid",
    text: "It may be incomplete: copy the whole address from the email, or ask for a new link.",
  },
};

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
  useActionToast(result, { failureTitle: "Authentication Error" });
  // Without JavaScript the post comes back here as a redirect with the same token: the flash says it was sent.
  const sent = result?.ok === true;

  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{copy[outcome].title}</h1>
      <p className="mt-4 text-muted-foreground">{copy[outcome].text}</p>
      {isFailure(result) && <Alert className="mt-6 text-start">{result.error.message}</Alert>}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {outcome !== "used" && email && (
          <Form method="post">
            <input type="hidden" name="email" value={email} />
            <Button type="submit" disabled={sent || navigation.state === "submitting"}>
              <Mail aria-hidden className="size-4" /> {sent ? "Link sent" : "Send a new link"}
            </Button>
          </Form>
        )}
        <Link to="/auth" className={buttonClasses(outcome === "used" ? "primary" : "secondary")}>
          Sign In
        </Link>
      </div>
    </div>
  );
}
