import { Mail } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Link, redirect, useNavigate, useSearchParams } from "react-router";
import {
  AUTH_MESSAGES,
  MIN_PASSWORD_LENGTH,
  safeRedirectPath,
  TOAST_MS,
  validateSignIn,
  validateSignUp,
} from "@common/auth";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Input, Label, TextField } from "~/components/ui/input";
import { useToast } from "~/components/ui/toast";
import { authErrorMessage } from "~/features/auth/auth-errors";
import { announceAuthChange } from "~/features/auth/current-user";
import { authClient } from "~/lib/auth-client";
import { pageMeta } from "~/lib/seo";
import { cn } from "~/lib/cn";
import type { Route } from "./+types/auth";
import { getCurrentUser } from "../../server/services/current-user";

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
  const user = await getCurrentUser(context.auth, context.database.db, request.headers);
  if (user) throw redirect(safeRedirectPath(new URL(request.url).searchParams.get("redirectTo")));
  return null;
}

type Mode = "sign-in" | "sign-up";

export default function AuthPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const [mode, setMode] = useState<Mode>(searchParams.get("mode") === "sign-up" ? "sign-up" : "sign-in");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [agreeToTerms, setAgreeToTerms] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const ids = { email: useId(), password: useId(), confirm: useId(), hint: useId(), terms: useId(), error: useId() };
  const redirectTo = safeRedirectPath(searchParams.get("redirectTo"));

  function switchMode(next: Mode) {
    if (next === mode) return;
    setMode(next);
    setEmail("");
    setPassword("");
    setConfirmPassword("");
    setAgreeToTerms(false);
    setError(null);
    setUnconfirmedEmail(null);
  }

  function fail(title: string, message: string) {
    setError(message);
    toast({ title, description: message, variant: "destructive", durationMs: TOAST_MS.authError });
  }

  async function signIn() {
    const problem = validateSignIn({ email, password });
    if (problem) return fail("Sign in Failed", problem);
    const { data, error: signInError } = await authClient.signIn.email({ email: email.trim(), password });
    if (signInError) {
      if (signInError.code === "EMAIL_NOT_VERIFIED") setUnconfirmedEmail(email.trim());
      return fail("Sign in Failed", authErrorMessage(signInError));
    }
    if (!data?.user) return fail("Sign in Failed", AUTH_MESSAGES.failedToSignIn);
    await announceAuthChange();
    toast({ title: "Welcome back!" });
    void navigate(redirectTo);
  }

  async function signUp() {
    const problem = validateSignUp({ email, password, confirmPassword, agreeToTerms });
    if (problem) return fail("Sign up Failed", problem);
    const address = email.trim();
    const { error: signUpError } = await authClient.signUp.email({ email: address, password, name: "" });
    if (signUpError) return fail("Sign up Failed", authErrorMessage(signUpError));
    setEmail("");
    setPassword("");
    setConfirmPassword("");
    setAgreeToTerms(false);
    toast({
      title: "Check your email",
      description: `We sent a confirmation link to ${address}. Open it to finish creating your account.`,
      durationMs: TOAST_MS.signUp,
    });
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setUnconfirmedEmail(null);
    setPending(true);
    try {
      await (mode === "sign-in" ? signIn() : signUp());
    } catch {
      fail("Authentication Error", AUTH_MESSAGES.fallback);
    } finally {
      setPending(false);
    }
  }

  async function resendConfirmation() {
    if (!unconfirmedEmail) return;
    const { error: resendError } = await authClient.sendVerificationEmail({ email: unconfirmedEmail });
    if (resendError) return fail("Authentication Error", authErrorMessage(resendError));
    toast({
      title: "Check your email",
      description: `We sent a new confirmation link to ${unconfirmedEmail}.`,
      durationMs: TOAST_MS.signUp,
    });
  }

  const tabClasses = (active: boolean) =>
    cn(
      "min-h-11 flex-1 rounded-md px-4 font-medium transition-colors",
      active ? "bg-surface text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
    );

  return (
    <div className="mx-auto max-w-md px-4 py-10 sm:py-16">
      <h1 className="text-center text-3xl font-bold">{mode === "sign-in" ? "Welcome back" : "Join Ireland Guide"}</h1>
      <p className="mt-2 text-center text-muted-foreground">
        {mode === "sign-in"
          ? "Sign in to post, comment and like in the community forum."
          : "Create a free account to ask questions and help other newcomers."}
      </p>

      <div role="group" aria-label="Sign in or sign up" className="mt-8 flex gap-1 rounded-lg bg-surface-muted p-1">
        <button
          type="button"
          aria-pressed={mode === "sign-in"}
          className={tabClasses(mode === "sign-in")}
          onClick={() => switchMode("sign-in")}
        >
          Sign In
        </button>
        <button
          type="button"
          aria-pressed={mode === "sign-up"}
          className={tabClasses(mode === "sign-up")}
          onClick={() => switchMode("sign-up")}
        >
          Sign Up
        </button>
      </div>

      <form
        onSubmit={onSubmit}
        noValidate
        className="mt-6 grid gap-5 rounded-lg border border-border bg-surface p-6 shadow-sm"
      >
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.error : undefined}
        />
        <div className="grid gap-1.5">
          <div className="flex items-baseline justify-between">
            <Label htmlFor={ids.password}>Password</Label>
            {mode === "sign-in" && (
              <Link to="/auth/reset-password" className="text-sm text-brand underline">
                Forgot your password?
              </Link>
            )}
          </div>
          <Input
            id={ids.password}
            type="password"
            autoComplete={mode === "sign-in" ? "current-password" : "new-password"}
            value={password}
            minLength={mode === "sign-up" ? MIN_PASSWORD_LENGTH : undefined}
            onChange={(e) => setPassword(e.target.value)}
            aria-describedby={mode === "sign-up" ? ids.hint : undefined}
          />
          {mode === "sign-up" && (
            <p id={ids.hint} className="text-sm text-muted-foreground">
              {AUTH_MESSAGES.passwordHint}
            </p>
          )}
        </div>
        {mode === "sign-up" && (
          <>
            <TextField
              label="Confirm Password"
              type="password"
              autoComplete="new-password"
              value={confirmPassword}
              onChange={(e) => setConfirmPassword(e.target.value)}
            />
            <div className="flex items-start gap-3">
              <input
                id={ids.terms}
                type="checkbox"
                checked={agreeToTerms}
                onChange={(e) => setAgreeToTerms(e.target.checked)}
                className="mt-1 size-5 shrink-0 accent-[var(--brand)]"
              />
              <label htmlFor={ids.terms} className="text-sm">
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
          </>
        )}

        {error && (
          <div id={ids.error}>
            <Alert>
              <p>{error}</p>
              {unconfirmedEmail && (
                <Button variant="secondary" size="sm" onClick={() => void resendConfirmation()}>
                  <Mail aria-hidden className="size-4" /> Resend confirmation email
                </Button>
              )}
            </Alert>
          </div>
        )}

        <Button type="submit" disabled={pending} className="w-full">
          {mode === "sign-in" ? (pending ? "Signing in..." : "Sign In") : pending ? "Creating account..." : "Sign Up"}
        </Button>
      </form>
    </div>
  );
}
