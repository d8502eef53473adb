import { Mail } from "~/components/ui/icons";
import { useEffect, useId, useRef } from "react";
import { data, Form, Link, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import { isFailure } from "@common/action-result";
import { AUTH_MESSAGES, MIN_PASSWORD_LENGTH, safeRedirectPath } from "@common/auth";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Input, Label, TextField } from "~/components/ui/input";
import { useActionToast, useFieldErrors } from "~/features/forms/action-feedback";
import { pageMeta } from "~/lib/seo";
import { cn } from "~/lib/cn";
import type { Route } from "./+types/auth";
import { AppError } from "../../server/app-error";
import { resendConfirmation, signIn, signUp } from "../../server/auth/service";
import { failure, readForm, runAction } from "../../server/http/actions";

export { retryAfterHeaders as headers } from "~/lib/route-headers";

export function meta() {
  return [
    ...pageMeta({
      title: "Sign in or create an account",
      description: "Sign in to Ireland Guide, or create a free account to post and comment in the community forum.",
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
  if (intent === "sign-in") {
    const redirectTo = safeRedirectPath(here.searchParams.get("redirectTo"));
    return runAction(request, context, form, () => signIn(context, request, form, redirectTo));
  }
  if (intent === "sign-up") return runAction(request, context, form, () => signUp(context, request, form));
  if (intent === "resend") return runAction(request, context, form, () => resendConfirmation(context, request, form));
  throw data(failure(new AppError(400, "Choose Sign In or Sign Up.", "INVALID"), null), { status: 400 });
}

type Mode = "sign-in" | "sign-up";

const FAILURE_TITLES: Record<string, string> = {
  "sign-in": "Sign in Failed",
  "sign-up": "Sign up Failed",
  resend: "Authentication Error",
};

export default function AuthPage() {
  const [searchParams] = useSearchParams();
  const mode: Mode = searchParams.get("mode") === "sign-up" ? "sign-up" : "sign-in";
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const formRef = useRef<HTMLFormElement>(null);
  const ids = useId();
  const errors = useFieldErrors(result, formRef, ids);
  const failedIntent = isFailure(result) ? result.fields?.intent : undefined;
  useActionToast(result, { failureTitle: FAILURE_TITLES[failedIntent ?? mode] });

  // Spec: after a sign-up the form is cleared (with JavaScript; without it the page is loaded afresh).
  useEffect(() => {
    if (result?.ok) formRef.current?.reset();
  }, [result]);

  const unconfirmedEmail =
    isFailure(result) && result.error.code === "EMAIL_NOT_VERIFIED" ? (result.fields?.email ?? "").trim() : "";
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
  const typed = (name: string) => (failedIntent === mode ? errors.typed(name) : undefined);
  const pending = submitting === mode;

  return (
    <div className="mx-auto max-w-md px-4 py-10 sm:py-16">
      <h1 className="text-center text-3xl font-bold">{mode === "sign-in" ? "Welcome back" : "Join Ireland Guide"}</h1>
      <p className="mt-2 text-center text-muted-foreground">
        {mode === "sign-in"
          ? "Sign in to post, comment and like in the community forum."
          : "Create a free account to ask questions and help other newcomers."}
      </p>

      <nav aria-label="Sign in or sign up" className="mt-8 flex gap-1 rounded-lg bg-surface-muted p-1">
        <Link
          to={modeLink("sign-in")}
          replace
          aria-current={mode === "sign-in" ? "page" : undefined}
          className={tabClasses(mode === "sign-in")}
        >
          Sign In
        </Link>
        <Link
          to={modeLink("sign-up")}
          replace
          aria-current={mode === "sign-up" ? "page" : undefined}
          className={tabClasses(mode === "sign-up")}
        >
          Sign Up
        </Link>
      </nav>

      <Form
        key={mode}
        ref={formRef}
        method="post"
        noValidate
        className="mt-6 grid gap-5 rounded-lg border border-border bg-surface p-6 shadow-sm"
      >
        <input type="hidden" name="intent" value={mode} />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          defaultValue={typed("email")}
          error={errors.errorFor("email")}
        />
        <div className="grid gap-1.5">
          <div className="flex items-baseline justify-between">
            <Label htmlFor={`${ids}-password`}>Password</Label>
            {mode === "sign-in" && (
              <Link to="/auth/reset-password" className="text-sm text-brand underline">
                Forgot your password?
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
        {mode === "sign-up" && (
          <>
            <TextField
              label="Confirm Password"
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
                  defaultChecked={typed("agreeToTerms") === "on"}
                  className="mt-1 size-5 shrink-0 accent-[var(--brand)]"
                  {...errors.field("agreeToTerms")}
                />
                <label htmlFor={`${ids}-terms`} className="text-sm">
                  I am at least 16 and I agree to the{" "}
                  <a
                    href="/terms-and-conditions"
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-brand underline"
                  >
                    Terms and Conditions<span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </label>
              </div>
              {errors.message("agreeToTerms")}
            </div>
          </>
        )}

        {errors.formError && failedIntent !== "resend" && (
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
                <Mail aria-hidden className="size-4" /> Resend confirmation email
              </Button>
            )}
          </Alert>
        )}
        {failedIntent === "resend" && errors.formError && <Alert>{errors.formError}</Alert>}

        <Button type="submit" disabled={pending} className="w-full">
          {mode === "sign-in" ? (pending ? "Signing in..." : "Sign In") : pending ? "Creating account..." : "Sign Up"}
        </Button>
      </Form>
      {unconfirmedEmail && (
        <Form id={`${ids}-resend`} method="post" hidden>
          <input type="hidden" name="intent" value="resend" />
          <input type="hidden" name="email" value={unconfirmedEmail} />
        </Form>
      )}
    </div>
  );
}
