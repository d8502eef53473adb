import { Icon } from "~/components/ui/icons";
import { useRef } from "react";
import { m } from "@common/i18n";
import { useActionData, useNavigation, useSearchParams } from "react-router";
import { Form, Link, redirect } from "~/lib/localized-router";
import { isFailure } from "@common/action-result";
import { safeRedirectPath } from "@common/redirect-to";
import { messageParts, slots } from "~/lib/message-parts";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/input";
import { useActionToast, useFieldErrors } from "~/features/forms/action-feedback";
import { codeInputProps, SixDigit } from "~/features/settings/two-factor-section";
import type { Route } from "./+types/auth-two-factor";
import { accountContext } from "../../server/auth/account-context";
import { challengedMember, verifyTwoFactorChallenge } from "../../server/auth/two-factor/challenge";
import { readForm, runAction } from "../../server/http/actions";
import { formTexts } from "../../server/http/form-fields";
import type { PageHandle } from "~/lib/page-audience";

export const handle: PageHandle = { audience: "secret" };

export { retryAfterHeaders as headers } from "~/lib/route-headers";

export function meta() {
  return [{ title: m.twofa_challenge_meta_title() }, { name: "robots", content: "noindex" }];
}

const destination = (request: Request) => safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"));

/**
 * The second step of signing in, for members with two-factor sign-in on: after the right password the
 * member has a short-lived challenge (better-auth's cookie), not a session. Without one there is nothing to
 * answer here, so the visitor goes back to sign in.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const next = destination(request);
  if (await context.viewer()) throw redirect(next);
  if (!(await challengedMember(await accountContext(context, request)))) {
    throw redirect(`/auth?redirectTo=${encodeURIComponent(next)}`);
  }
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  return runAction(request, context, form, async () =>
    verifyTwoFactorChallenge(await accountContext(context, request), {
      ...formTexts(form, ["intent", "code", "recoveryCode"]),
      next: destination(request),
    }),
  );
}

export default function TwoFactorChallengePage() {
  const [searchParams] = useSearchParams();
  const recovery = searchParams.get("method") === "recovery";
  const intent = recovery ? "recovery-code" : "code";
  const field = recovery ? "recoveryCode" : "code";
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const formRef = useRef<HTMLFormElement>(null);
  const errors = useFieldErrors(result, formRef, "two-factor");
  useActionToast(result, { failureTitle: m.auth_sign_in_failed() });
  const ended = isFailure(result) && result.error.code === "CHALLENGE_ENDED";

  const switchMethod = () => {
    const params = new URLSearchParams(searchParams);
    if (recovery) params.delete("method");
    else params.set("method", "recovery");
    return `?${params}`;
  };
  const redirectTo = searchParams.get("redirectTo");
  const signInAgain = redirectTo ? `/auth?redirectTo=${encodeURIComponent(redirectTo)}` : "/auth";

  return (
    <div className="mx-auto max-w-md px-4 py-10 sm:py-16">
      <div className="flex justify-center">
        <Icon name="shield-check" aria-hidden className="size-10 text-brand" />
      </div>
      <h1 className="mt-3 text-center text-2xl font-bold sm:text-3xl">{m.twofa_challenge_heading()}</h1>
      <p className="mt-2 text-center text-muted-foreground">
        {recovery
          ? m.twofa_challenge_recovery_intro()
          : messageParts(m.twofa_challenge_intro(slots("sixDigit")), { sixDigit: <SixDigit /> })}
      </p>

      <Form
        ref={formRef}
        method="post"
        noValidate
        className="mt-8 grid gap-5 rounded-lg border border-border bg-surface p-5 shadow-sm sm:p-6"
      >
        <input type="hidden" name="intent" value={intent} />
        {recovery ? (
          <TextField
            key="recovery"
            label={m.twofa_recovery_code_label()}
            name="recoveryCode"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the page asks for this one thing
            autoFocus
            className="font-mono"
            hint={m.twofa_recovery_code_hint({ example: "7KQ4M-X9HTA" })}
            error={errors.errorFor(field)}
          />
        ) : (
          <TextField
            key="code"
            label={m.twofa_code_label({ digits: 6 })}
            name="code"
            required
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the page asks for this one thing
            autoFocus
            {...codeInputProps}
            error={errors.errorFor(field)}
          />
        )}
        {errors.formError && (
          <Alert>
            <p>{errors.formError}</p>
            {ended && (
              <Link to={signInAgain} className="mt-2 inline-block font-medium text-brand underline">
                {m.twofa_sign_in_again()}
              </Link>
            )}
          </Alert>
        )}
        <Button type="submit" disabled={pending} className="w-full">
          {pending ? m.auth_checking() : m.twofa_verify_and_sign_in()}
        </Button>
      </Form>

      <div className="mt-6 grid justify-items-center gap-3 text-center">
        <Link to={switchMethod()} replace className="inline-flex min-h-11 items-center text-brand underline">
          {recovery ? m.twofa_use_app_code() : m.twofa_use_recovery_code()}
        </Link>
        <Link to={signInAgain} className="inline-flex min-h-11 items-center text-muted-foreground underline">
          {m.twofa_cancel_and_sign_in_again()}
        </Link>
      </div>
    </div>
  );
}
