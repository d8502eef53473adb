import { KeyRound, LogOut, Mail, Trash2 } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { AUTH_MESSAGES, emailSchema, TOAST_MS, validateNewPassword } from "@common/auth";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/input";
import { useToast } from "~/components/ui/toast";
import { authErrorMessage } from "~/features/auth/auth-errors";
import { NewPasswordFields } from "~/features/auth/new-password-fields";
import { announceAuthChange, useCurrentUser } from "~/features/auth/current-user";
import { authClient } from "~/lib/auth-client";
import type { Route } from "./+types/settings";
import { requireUser } from "../../server/auth/require-user";

export function meta() {
  return [{ title: "Settings | Ireland Guide" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  return { user: await requireUser(context, request) };
}

function Section({ id, icon, title, children }: { id: string; icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-border bg-surface p-6 shadow-sm">
      <h2 id={id} className="flex items-center gap-2 text-xl font-semibold">
        {icon} {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Runs a settings action: pending state, inline error and toast on failure, success toast. */
function useSettingsAction() {
  const toast = useToast();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run(action: () => Promise<string | null>, success: { title: string; description: string }) {
    setError(null);
    setPending(true);
    try {
      const problem = await action();
      if (problem) {
        setError(problem);
        toast({ title: "Error", description: problem, variant: "destructive" });
        return false;
      }
      toast({ ...success, durationMs: TOAST_MS.default });
      return true;
    } finally {
      setPending(false);
    }
  }
  return { pending, error, run };
}

function ChangePassword() {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const { pending, error, run } = useSettingsAction();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const done = await run(
      async () => {
        if (!current) return "Please enter your current password.";
        const problem = validateNewPassword(next, confirmation);
        if (problem) return problem;
        const { error: changeError } = await authClient.changePassword({ currentPassword: current, newPassword: next });
        if (!changeError) return null;
        return changeError.code === "INVALID_PASSWORD"
          ? "Your current password is not correct."
          : authErrorMessage(changeError);
      },
      { title: "Success", description: "Your password has been changed." },
    );
    if (done) {
      setCurrent("");
      setNext("");
      setConfirmation("");
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <TextField
        label="Current Password"
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={(e) => setCurrent(e.target.value)}
      />
      <NewPasswordFields
        password={next}
        confirmation={confirmation}
        onPassword={setNext}
        onConfirmation={setConfirmation}
      />
      {error && <Alert>{error}</Alert>}
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? "Saving..." : "Change Password"}
        </Button>
      </div>
    </form>
  );
}

function ChangeEmail({ currentEmail }: { currentEmail: string }) {
  const [email, setEmail] = useState("");
  const { pending, error, run } = useSettingsAction();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    const done = await run(
      async () => {
        if (!parsed.success) return AUTH_MESSAGES.invalidEmail;
        if (parsed.data === currentEmail.toLowerCase()) return "That is already your email address.";
        const { error: changeError } = await authClient.changeEmail({
          newEmail: parsed.data,
          callbackURL: "/settings",
        });
        return changeError ? authErrorMessage(changeError) : null;
      },
      {
        title: "Check your email",
        description: `We sent a confirmation link to ${parsed.success ? parsed.data : email}. Your email changes when you open it.`,
      },
    );
    if (done) setEmail("");
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <p className="text-muted-foreground">
        Your email is <strong className="text-foreground">{currentEmail}</strong>. We will send a link to the new
        address to confirm it.
      </p>
      <TextField
        label="New Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      {error && <Alert>{error}</Alert>}
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? "Sending..." : "Change Email"}
        </Button>
      </div>
    </form>
  );
}

function OtherDevices() {
  const { pending, error, run } = useSettingsAction();
  return (
    <div className="grid gap-4">
      <p className="text-muted-foreground">Signed in on a shared or lost device? Sign out everywhere except here.</p>
      {error && <Alert>{error}</Alert>}
      <div>
        <Button
          variant="secondary"
          disabled={pending}
          onClick={() =>
            void run(
              async () => {
                const { error: revokeError } = await authClient.revokeOtherSessions();
                return revokeError ? authErrorMessage(revokeError) : null;
              },
              { title: "Success", description: "You have been signed out of every other device." },
            )
          }
        >
          <LogOut aria-hidden className="size-4" /> Sign out of other devices
        </Button>
      </div>
    </div>
  );
}

const DELETE_CONFIRMATION = "DELETE";

function DeleteAccount() {
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [typed, setTyped] = useState("");
  const { pending, error, run } = useSettingsAction();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const done = await run(
      async () => {
        if (typed !== DELETE_CONFIRMATION) return `Type ${DELETE_CONFIRMATION} to confirm.`;
        if (!password) return "Please enter your password.";
        const { error: deleteError } = await authClient.deleteUser({ password });
        if (!deleteError) return null;
        return deleteError.code === "INVALID_PASSWORD"
          ? "Your password is not correct."
          : authErrorMessage(deleteError);
      },
      { title: "Account deleted", description: "Your account has been deleted. Take care!" },
    );
    if (done) {
      await announceAuthChange();
      void navigate("/");
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <p className="text-muted-foreground">
        This deletes your account, profile and avatar for good. Your forum posts and comments stay so that discussions
        still make sense, but they are shown as written by &lsquo;Anonymous&rsquo; and no longer link to you. Delete any
        you want gone first.
      </p>
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <TextField
        label={<>Type {DELETE_CONFIRMATION} to confirm</>}
        autoComplete="off"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
      />
      {error && <Alert>{error}</Alert>}
      <div>
        <Button type="submit" variant="destructive" disabled={pending || typed !== DELETE_CONFIRMATION}>
          <Trash2 aria-hidden className="size-4" /> {pending ? "Deleting..." : "Delete my account"}
        </Button>
      </div>
    </form>
  );
}

export default function SettingsPage({ loaderData }: Route.ComponentProps) {
  const liveUser = useCurrentUser();
  const user = liveUser ?? loaderData.user;
  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold">Settings</h1>
        <p className="mt-2 text-muted-foreground">Manage your password, email and account.</p>
      </div>
      <Section
        id="password-heading"
        icon={<KeyRound aria-hidden className="size-5 text-brand" />}
        title="Change password"
      >
        <ChangePassword />
      </Section>
      <Section id="email-heading" icon={<Mail aria-hidden className="size-5 text-brand" />} title="Change email">
        <ChangeEmail currentEmail={user.email} />
      </Section>
      <Section id="devices-heading" icon={<LogOut aria-hidden className="size-5 text-brand" />} title="Other devices">
        <OtherDevices />
      </Section>
      <Section
        id="delete-heading"
        icon={<Trash2 aria-hidden className="size-5 text-destructive" />}
        title="Delete account"
      >
        <DeleteAccount />
      </Section>
    </div>
  );
}
