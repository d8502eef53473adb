import { useEffect, useRef, useSyncExternalStore } from "react";
import { m } from "@common/i18n";
import { useActionData, useNavigation, useSearchParams } from "react-router";
import { Form, Link } from "~/lib/localized-router";
import { isFailure } from "@common/action-result";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/input";
import { NewPasswordFields } from "~/features/auth/new-password-fields";
import { useActionToast, useFieldErrors } from "~/features/forms/action-feedback";
import type { Route } from "./+types/auth-reset-password";
import { accountContext } from "../../server/auth/account-context";
import { requestPasswordReset, resetLinkIsLive, resetPassword } from "../../server/auth/password-reset";
import { expiredResetLink } from "@common/auth";
import { readForm, runAction } from "../../server/http/actions";
import { formTexts } from "../../server/http/form-fields";
import type { PageHandle } from "~/lib/page-audience";

export const handle: PageHandle = { audience: "secret" };

export { retryAfterHeaders as headers } from "~/lib/route-headers";

export function meta() {
  return [{ title: m.auth_reset_meta_title() }, { name: "robots", content: "noindex" }];
}

/**
 * The emailed link's token is checked as the page opens: a bogus, expired or spent one shows how to get a
 * new link instead of a form that would refuse the new password only once it is typed twice.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  return { linkGone: token !== null && !(await resetLinkIsLive(context.database.db, token)) };
}

/** Spec: modes request_reset (email in) and update_password (the emailed link, `?token=…#type=recovery`). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  if (form.has("token")) {
    return runAction(request, context, form, async () =>
      resetPassword(
        await accountContext(context, request),
        formTexts(form, ["newPassword", "confirmPassword", "token"]),
      ),
    );
  }
  return runAction(
    request,
    context,
    form,
    async () => requestPasswordReset(await accountContext(context, request), formTexts(form, ["email"])),
    { returnTo: "/auth/reset-password" },
  );
}

/** The URL's fragment says `type=recovery` (spec §6): only the browser sees it, so it is read after hydration. */
function useRecoveryHash(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener("hashchange", onChange);
      return () => window.removeEventListener("hashchange", onChange);
    },
    () => new URLSearchParams(window.location.hash.slice(1)).get("type") === "recovery",
    () => false,
  );
}

export default function ResetPasswordPage({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const result = useActionData<typeof action>();
  const recovery = useRecoveryHash();
  const token = searchParams.get("token");
  const expired = loaderData.linkGone || (isFailure(result) && result.error.code === "INVALID_TOKEN");
  return (token || recovery) && !expired ? (
    <UpdatePassword token={token ?? ""} result={result} />
  ) : (
    <RequestReset
      result={isFailure(result) && result.error.code === "INVALID_TOKEN" ? undefined : result}
      expired={expired || searchParams.has("expired")}
    />
  );
}

type Result = ReturnType<typeof useActionData<typeof action>>;

function RequestReset({ result, expired }: { result: Result; expired: boolean }) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting";
  const formRef = useRef<HTMLFormElement>(null);
  const errors = useFieldErrors(result, formRef, "reset-request");
  useActionToast(result, { failureTitle: m.auth_error() });
  const sentTo = result?.ok ? (result.data as { sentTo?: string } | undefined)?.sentTo : undefined;
  useEffect(() => {
    if (sentTo) formRef.current?.reset();
  }, [sentTo]);

  return (
    <div className="mx-auto max-w-md px-4 py-10 sm:py-16">
      <h1 className="text-center text-3xl font-bold">{m.auth_reset_heading()}</h1>
      <p className="mt-2 text-center text-muted-foreground">{m.auth_reset_intro()}</p>
      {expired && !sentTo && <Alert className="mt-6">{expiredResetLink()}</Alert>}
      <Form
        ref={formRef}
        method="post"
        noValidate
        className="mt-8 grid gap-5 rounded-lg border border-border bg-surface p-6 shadow-sm"
      >
        <TextField
          label={m.auth_email_label()}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={errors.typed("email")}
          error={errors.errorFor("email")}
        />
        {errors.formError && <Alert>{errors.formError}</Alert>}
        {sentTo && <Alert variant="success">{m.auth_reset_link_on_its_way({ email: sentTo })}</Alert>}
        <Button type="submit" disabled={pending}>
          {pending ? m.auth_sending() : m.auth_send_reset_link()}
        </Button>
        <p className="text-center text-sm">
          <Link to="/auth" className="text-brand underline">
            {m.auth_back_to_sign_in()}
          </Link>
        </p>
      </Form>
    </div>
  );
}

function UpdatePassword({ token, result }: { token: string; result: Result }) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting";
  const formRef = useRef<HTMLFormElement>(null);
  const errors = useFieldErrors(result, formRef, "reset-update");
  useActionToast(result, { failureTitle: m.auth_error() });

  return (
    <div className="mx-auto max-w-md px-4 py-10 sm:py-16">
      <h1 className="text-center text-3xl font-bold">{m.auth_choose_new_password()}</h1>
      <Form
        ref={formRef}
        method="post"
        noValidate
        className="mt-8 grid gap-5 rounded-lg border border-border bg-surface p-6 shadow-sm"
      >
        <input type="hidden" name="token" value={token} />
        <NewPasswordFields errorFor={errors.errorFor} />
        {errors.formError && <Alert>{errors.formError}</Alert>}
        <Button type="submit" disabled={pending}>
          {pending ? m.auth_saving() : m.auth_update_password()}
        </Button>
      </Form>
    </div>
  );
}
