import { useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { AUTH_MESSAGES, emailSchema, TOAST_MS, validateNewPassword } from "@common/auth";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/input";
import { useToast } from "~/components/ui/toast";
import { authErrorMessage } from "~/features/auth/auth-errors";
import { NewPasswordFields } from "~/features/auth/new-password-fields";
import { announceAuthChange } from "~/features/auth/current-user";
import { authClient } from "~/lib/auth-client";

export function meta() {
  return [{ title: "Reset your password | Ireland Guide" }, { name: "robots", content: "noindex" }];
}

const EXPIRED_LINK = "This reset link has expired or has already been used. Ask for a new one below.";

/** Spec: modes request_reset (email in) and update_password (entered from the emailed link). */
export default function ResetPasswordPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const token = searchParams.get("token");
  return token ? (
    <UpdatePassword token={token} onExpired={() => setSearchParams({ expired: "1" })} />
  ) : (
    <RequestReset expired={searchParams.has("expired")} />
  );
}

function RequestReset({ expired }: { expired: boolean }) {
  const toast = useToast();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(expired ? EXPIRED_LINK : null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setError(AUTH_MESSAGES.invalidEmail);
      toast({ title: "Error", description: AUTH_MESSAGES.invalidEmail, variant: "destructive" });
      return;
    }
    setPending(true);
    const { error: requestError } = await authClient.requestPasswordReset({
      email: parsed.data,
      redirectTo: "/auth/reset-password",
    });
    setPending(false);
    if (requestError) {
      const message = authErrorMessage(requestError);
      setError(message);
      toast({ title: "Error", description: message, variant: "destructive" });
      return;
    }
    // The same answer whether or not an account exists, so nobody can probe for accounts here.
    setSentTo(parsed.data);
    setEmail("");
    toast({
      title: "Check your email",
      description: `If an account exists for ${parsed.data}, we sent a link to reset its password.`,
      durationMs: TOAST_MS.resetRequest,
    });
  }

  return (
    <div className="mx-auto max-w-md px-4 py-10 sm:py-16">
      <h1 className="text-center text-3xl font-bold">Reset your password</h1>
      <p className="mt-2 text-center text-muted-foreground">
        Enter the email you signed up with and we will send you a link to choose a new password.
      </p>
      <form
        onSubmit={onSubmit}
        noValidate
        className="mt-8 grid gap-5 rounded-lg border border-border bg-surface p-6 shadow-sm"
      >
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        {error && <Alert>{error}</Alert>}
        {sentTo && (
          <Alert variant="success">
            If an account exists for {sentTo}, a reset link is on its way. It works once, for one hour.
          </Alert>
        )}
        <Button type="submit" disabled={pending}>
          {pending ? "Sending..." : "Send Reset Link"}
        </Button>
        <p className="text-center text-sm">
          <Link to="/auth" className="text-brand underline">
            Back to Sign In
          </Link>
        </p>
      </form>
    </div>
  );
}

function UpdatePassword({ token, onExpired }: { token: string; onExpired: () => void }) {
  const toast = useToast();
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = validateNewPassword(password, confirmation);
    if (problem) {
      setError(problem);
      toast({ title: "Error", description: problem, variant: "destructive" });
      return;
    }
    setPending(true);
    const { error: resetError } = await authClient.resetPassword({ newPassword: password, token });
    setPending(false);
    if (resetError) {
      if (resetError.code === "INVALID_TOKEN") {
        toast({ title: "Error", description: EXPIRED_LINK, variant: "destructive" });
        onExpired();
        return;
      }
      const message = authErrorMessage(resetError);
      setError(message);
      toast({ title: "Error", description: message, variant: "destructive" });
      return;
    }
    await announceAuthChange(); // every session of this user has ended
    toast({ title: "Success", description: "Your password has been changed. Sign in with your new password." });
    void navigate("/auth");
  }

  return (
    <div className="mx-auto max-w-md px-4 py-10 sm:py-16">
      <h1 className="text-center text-3xl font-bold">Choose a new password</h1>
      <form
        onSubmit={onSubmit}
        noValidate
        className="mt-8 grid gap-5 rounded-lg border border-border bg-surface p-6 shadow-sm"
      >
        <NewPasswordFields
          password={password}
          confirmation={confirmation}
          onPassword={setPassword}
          onConfirmation={setConfirmation}
        />
        {error && <Alert>{error}</Alert>}
        <Button type="submit" disabled={pending}>
          {pending ? "Saving..." : "Update Password"}
        </Button>
      </form>
    </div>
  );
}
