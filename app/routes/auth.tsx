import { Icon } from "~/components/ui/icons";
import { useEffect, useId, useRef } from "react";
import { m } from "@common/i18n";
import { data, useActionData, useNavigation, useSearchParams } from "react-router";
import { Form, Link, redirect } from "~/lib/localized-router";
import { isFailure } from "@common/action-result";
import { ACCOUNT_SUSPENDED, AUTH_MESSAGES, MIN_PASSWORD_LENGTH } from "@common/auth";
import { safeRedirectPath } from "@common/redirect-to";
import { REPORT_DETAILS_MAX } from "@common/forum";
import { Alert } from "~/components/ui/alert";
import { TermsLink } from "~/components/layout/terms-link";
import { Button } from "~/components/ui/button";
import { Input, Label, Textarea, TextField } from "~/components/ui/input";
import { forgetTypedEmail } from "~/features/auth/typed-email";
import keepTypedEmailScript from "~/features/auth/keep-typed-email?inline-script";
import { UsernameField } from "~/features/auth/username-field";
import { useActionToast, useFieldErrors } from "~/features/forms/action-feedback";
import { useNonce } from "~/lib/csp-nonce";
import { pageMeta } from "~/lib/seo";
import { cn } from "~/lib/cn";
import { messageParts, slots } from "~/lib/message-parts";
import type { Route } from "./+types/auth";
import { AppError } from "../../server/app-error";
import { accountContext, type AccountContext, type AccountOutcome } from "../../server/auth/account-context";
import { appealSuspension } from "../../server/auth/appeal-suspension";
import { resendConfirmation } from "../../server/auth/resend-confirmation";
import { signIn } from "../../server/auth/sign-in";
import { signUp } from "../../server/auth/sign-up";
import { failure, readForm, runAction } from "../../server/http/actions";
import { formTexts } from "../../server/http/form-fields";
import type { PageHandle } from "~/lib/page-audience";

export const handle: PageHandle = { audience: "secret" };

export { retryAfterHeaders as headers } from "~/lib/route-headers";

export function meta() {
  return [
    ...pageMeta({
      title: m.auth_meta_title(),
      description: m.auth_meta_description(),
      path: "/auth",
    }),
    { name: "robots", content: "noindex" },
  ];
}

/** A visitor who is already signed in goes on to where they were heading. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await context.viewer();
  // Already signed in (a page built ahead of time offers everyone Sign In): where they were going, or
  // their dashboard, never the sign-in form.
  if (user) throw redirect(safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"), "/dashboard"));
  return null;
}

/**
 * Sign in, sign up, and a new confirmation mail. The form posts to this page's own URL, so its
 * `?redirectTo=` says where a signed-in member goes next and `?mode=` which tab a refusal shows.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = form.get("intent");
  const here = new URL(request.url);
  const run = (write: (acting: AccountContext) => Promise<AccountOutcome>) =>
    runAction(request, context, form, async () => write(await accountContext(context, request)));
  if (intent === "sign-in") {
    const next = safeRedirectPath(here.searchParams.get("redirectTo"));
    return run((acting) => signIn(acting, { ...formTexts(form, ["email", "password"]), next }));
  }
  if (intent === "sign-up") {
    return run((acting) =>
      signUp(acting, {
        ...formTexts(form, ["email", "username", "password", "confirmPassword"]),
        agreeToTerms: form.get("agreeToTerms") === "on",
      }),
    );
  }
  if (intent === "resend") return run((acting) => resendConfirmation(acting, formTexts(form, ["email"])));
  if (intent === "appeal") {
    return run((acting) => appealSuspension(acting, formTexts(form, ["email", "password", "appeal"])));
  }
  throw data(failure(new AppError(400, m.auth_choose_mode(), "INVALID"), null), { status: 400 });
}

type Mode = "sign-in" | "sign-up";

/** The title of a refused form's toast, by the form's intent (read when shown, in the page's language). */
function failureTitle(intent: string): string {
  if (intent === "sign-up") return m.auth_sign_up_failed();
  if (intent === "resend") return m.auth_authentication_error();
  if (intent === "appeal") return m.auth_review_not_requested();
  return m.auth_sign_in_failed();
}

type FieldErrors = ReturnType<typeof useFieldErrors>;

/** The switch between signing in and signing up: links, so that it works without JavaScript. */
function ModeTabs({ mode, searchParams }: { mode: Mode; searchParams: URLSearchParams }) {
  const modeLink = (next: Mode) => {
    const params = new URLSearchParams(searchParams);
    if (next === "sign-up") params.set("mode", "sign-up");
    else params.delete("mode");
    const query = params.toString();
    return query ? `?${query}` : ".";
  };
  const tabClasses = (active: boolean) =>
    cn(
      "grid min-h-11 flex-1 place-items-center rounded-md px-4 font-medium no-underline transition-colors",
      active ? "bg-surface text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
    );
  return (
    <nav aria-label={m.auth_mode_nav_label()} className="mt-8 flex gap-1 rounded-lg bg-surface-muted p-1">
      <Link
        to={modeLink("sign-in")}
        replace
        aria-current={mode === "sign-in" ? "page" : undefined}
        className={tabClasses(mode === "sign-in")}
      >
        {m.auth_sign_in()}
      </Link>
      <Link
        to={modeLink("sign-up")}
        replace
        aria-current={mode === "sign-up" ? "page" : undefined}
        className={tabClasses(mode === "sign-up")}
      >
        {m.auth_sign_up()}
      </Link>
    </nav>
  );
}

/** The password, with the way to reset it (signing in) or what it needs (signing up). */
function PasswordField({ mode, ids, errors }: { mode: Mode; ids: string; errors: FieldErrors }) {
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between">
        <Label htmlFor={`${ids}-password`}>{m.auth_password_label()}</Label>
        {mode === "sign-in" && (
          <Link to="/auth/reset-password" className="text-sm text-brand underline">
            {m.auth_forgot_password()}
          </Link>
        )}
      </div>
      <Input
        id={`${ids}-password`}
        name="password"
        type="password"
        required
        autoComplete={mode === "sign-in" ? "current-password" : "new-password"}
        minLength={mode === "sign-up" ? MIN_PASSWORD_LENGTH : undefined}
        {...errors.field("password", mode === "sign-up" ? `${ids}-hint` : undefined)}
      />
      {mode === "sign-up" && (
        <p id={`${ids}-hint`} className="text-sm text-muted-foreground">
          {AUTH_MESSAGES.passwordHint}
        </p>
      )}
      {errors.message("password")}
    </div>
  );
}

/** The fields only signing up has: the password again, and the terms to agree to. */
function SignUpFields({ ids, errors, agreed }: { ids: string; errors: FieldErrors; agreed: boolean }) {
  return (
    <>
      <TextField
        label={m.auth_confirm_password_label()}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        error={errors.errorFor("confirmPassword")}
      />
      <div className="grid gap-1.5">
        <div className="flex items-start gap-3">
          <input
            id={`${ids}-terms`}
            name="agreeToTerms"
            type="checkbox"
            required
            defaultChecked={agreed}
            className="mt-1 size-5 shrink-0 accent-[var(--brand)]"
            {...errors.field("agreeToTerms")}
          />
          <label htmlFor={`${ids}-terms`} className="text-sm">
            {messageParts(m.auth_agree_to_terms({ minAge: 16, ...slots("terms") }), {
              terms: <TermsLink newTabNote={m.auth_opens_in_new_tab()}>{m.auth_terms_link()}</TermsLink>,
            })}
          </label>
        </div>
        {errors.message("agreeToTerms")}
      </div>
    </>
  );
}

export default function AuthPage() {
  const [searchParams] = useSearchParams();
  const mode: Mode = searchParams.get("mode") === "sign-up" ? "sign-up" : "sign-in";
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const formRef = useRef<HTMLFormElement>(null);
  const ids = useId();
  const nonce = useNonce();
  const errors = useFieldErrors(result, formRef, ids);
  const failedIntent = isFailure(result) ? result.fields?.intent : undefined;
  useActionToast(result, { failureTitle: failureTitle(failedIntent ?? mode) });

  // Spec: after a sign-up the form is cleared (with JavaScript; without it the page is loaded afresh).
  useEffect(() => {
    if (!result?.ok) return;
    formRef.current?.reset();
    forgetTypedEmail();
  }, [result]);
  // The email kept for a switch made before the page ran (keepTypedEmailScript) is not kept past this page.
  useEffect(() => forgetTypedEmail, []);

  const unconfirmedEmail =
    isFailure(result) && result.error.code === "EMAIL_NOT_VERIFIED" ? (result.fields?.email ?? "").trim() : "";
  // A suspended member, told so after their password, may ask the moderators for a review.
  const appealing =
    mode === "sign-in" && isFailure(result) && (result.error.code === ACCOUNT_SUSPENDED || failedIntent === "appeal");
  // What the server echoed back of a refused form (without JavaScript the page is new, and empty without it).
  const typed = (name: string) =>
    failedIntent === mode || (failedIntent === "appeal" && mode === "sign-in") ? errors.typed(name) : undefined;
  const pending = submitting === mode;

  return (
    <div className="mx-auto max-w-md px-4 py-10 sm:py-16">
      {/* Not "Welcome back": a newcomer who has just confirmed their email signs in here for the first time. */}
      <h1 className="text-center text-3xl font-bold">
        {mode === "sign-in" ? m.auth_sign_in_heading() : m.auth_sign_up_heading()}
      </h1>
      <p className="mt-2 text-center text-muted-foreground">
        {mode === "sign-in" ? m.auth_sign_in_intro() : m.auth_sign_up_intro()}
      </p>

      <ModeTabs mode={mode} searchParams={searchParams} />

      {/* One form for both modes (not one per mode): what was typed stays when the switch is used, even
          while the other mode is still loading. The fields only one mode has come and go around it. */}
      <Form
        ref={formRef}
        method="post"
        noValidate
        data-auth-form=""
        className="mt-6 grid gap-5 rounded-lg border border-border bg-surface p-6 shadow-sm"
      >
        <TextField
          label={m.auth_email_label()}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          defaultValue={typed("email")}
          error={errors.errorFor("email")}
        />
        <UsernameField
          hidden={mode !== "sign-up"}
          defaultValue={typed("username")}
          error={errors.errorFor("username")}
          errorId={`${ids}-username-error`}
        />
        <PasswordField mode={mode} ids={ids} errors={errors} />
        {mode === "sign-up" && <SignUpFields ids={ids} errors={errors} agreed={typed("agreeToTerms") === "on"} />}

        {errors.formError && failedIntent !== "resend" && failedIntent !== "appeal" && (
          <Alert>
            <p>{errors.formError}</p>
            {unconfirmedEmail && (
              <Button
                variant="secondary"
                size="sm"
                type="submit"
                form={`${ids}-resend`}
                disabled={submitting === "resend"}
                className="mt-2"
              >
                <Icon name="mail" aria-hidden className="size-4" /> {m.auth_resend_confirmation()}
              </Button>
            )}
          </Alert>
        )}
        {failedIntent === "resend" && errors.formError && <Alert>{errors.formError}</Alert>}

        {/* The form's first submit button, so Enter in a field signs in (or up); each button names its intent. */}
        <Button type="submit" name="intent" value={mode} disabled={pending} className="w-full">
          {mode === "sign-in"
            ? pending
              ? m.auth_signing_in()
              : m.auth_sign_in()
            : pending
              ? m.auth_creating_account()
              : m.auth_sign_up()}
        </Button>

        {appealing && (
          <AppealFields
            id={`${ids}-appeal`}
            defaultValue={typed("appeal")}
            error={errors.errorFor("appeal")}
            formError={failedIntent === "appeal" ? errors.formError : null}
            pending={submitting === "appeal"}
          />
        )}
      </Form>
      <script
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? keepTypedEmailScript : "" }}
      />
      {unconfirmedEmail && (
        <Form id={`${ids}-resend`} method="post" hidden>
          <input type="hidden" name="intent" value="resend" />
          <input type="hidden" name="email" value={unconfirmedEmail} />
        </Form>
      )}
    </div>
  );
}

/**
 * Under a refused sign-in of a suspended member: a request for the moderators to look again, sent with
 * the email and password above (they say who is asking: the member cannot sign in). It lands in the
 * moderation queue as a review request on their account.
 */
function AppealFields({
  id,
  defaultValue,
  error,
  formError,
  pending,
}: {
  id: string;
  defaultValue?: string;
  error?: string;
  formError: string | null;
  pending: boolean;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 border-t border-border pt-5">
      <h2 id={`${id}-title`} className="font-semibold">
        {m.auth_appeal_heading()}
      </h2>
      <p className="text-sm text-muted-foreground">{m.auth_appeal_intro()}</p>
      <div className="grid gap-1.5">
        <Label htmlFor={id}>{m.auth_appeal_label()}</Label>
        <Textarea
          id={id}
          name="appeal"
          rows={4}
          maxLength={REPORT_DETAILS_MAX}
          defaultValue={defaultValue}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error && (
          <p id={`${id}-error`} className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
      {formError && <Alert>{formError}</Alert>}
      <Button type="submit" name="intent" value="appeal" variant="secondary" disabled={pending}>
        {pending ? m.auth_sending() : m.auth_appeal_submit()}
      </Button>
    </section>
  );
}
