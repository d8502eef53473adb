import { Mail } from "lucide-react";
import { useState } from "react";
import { Link, redirect } from "react-router";
import { TOAST_MS } from "@common/auth";
import { Button, buttonClasses } from "~/components/ui/button";
import { useToast } from "~/components/ui/toast";
import { authErrorMessage } from "~/features/auth/auth-errors";
import { authClient } from "~/lib/auth-client";
import type { Route } from "./+types/auth-confirm";
import { confirmEmail } from "../../server/auth/confirm-email";

export function meta() {
  return [{ title: "Confirm your email | Ireland Guide" }, { name: "robots", content: "noindex" }];
}

/** The link in the confirmation email: confirms, signs the user in and lands on the forum. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const result = await confirmEmail(context.auth, context.database.db, token, request.headers);
  if (result.outcome === "confirmed" || result.outcome === "email-changed") {
    const headers = new Headers();
    for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
    throw redirect(
      result.outcome === "confirmed" ? "/community/forum?flash=email-confirmed" : "/settings?flash=email-changed",
      {
        headers,
      },
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

export default function ConfirmEmailPage({ loaderData }: Route.ComponentProps) {
  const { outcome, email } = loaderData;
  const toast = useToast();
  const [sent, setSent] = useState(false);

  async function resend() {
    if (!email) return;
    const { error } = await authClient.sendVerificationEmail({ email });
    if (error) {
      toast({ title: "Authentication Error", description: authErrorMessage(error), variant: "destructive" });
      return;
    }
    setSent(true);
    toast({ title: "Check your email", description: `We sent a new link to ${email}.`, durationMs: TOAST_MS.signUp });
  }

  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{copy[outcome].title}</h1>
      <p className="mt-4 text-muted-foreground">{copy[outcome].text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {outcome !== "used" && email && (
          <Button onClick={() => void resend()} disabled={sent}>
            <Mail aria-hidden className="size-4" /> {sent ? "Link sent" : "Send a new link"}
          </Button>
        )}
        <Link to="/auth" className={buttonClasses(outcome === "used" ? "primary" : "secondary")}>
          Sign In
        </Link>
      </div>
    </div>
  );
}
