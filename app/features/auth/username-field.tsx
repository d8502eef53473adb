import { useEffect, useId, useRef, useState } from "react";
import { m } from "@common/i18n";
import { useFetcher } from "~/lib/localized-router";
import { usernameProblem, type UsernameCheck } from "@common/auth";
import { USERNAME_MAX, USERNAME_MIN } from "@common/profile";
import { Icon } from "~/components/ui/icons";
import { Input, Label } from "~/components/ui/input";
import { cn } from "~/lib/cn";

/** How long typing pauses before the name is checked (the spec's search debounce). */
export const USERNAME_CHECK_DEBOUNCE_MS = 300;

type Status = { tone: "ok" | "problem" | "quiet"; text: string } | null;

/**
 * Sign-up's username: a plain labelled input (the server checks everything when the form is sent), which
 * with JavaScript says as the member types whether the name follows the rules and is free: the rules here,
 * then /resources/username once typing pauses. The answer is read out politely; the server's refusal, if
 * the form was sent, is the field's error.
 */
export function UsernameField({
  defaultValue,
  error,
  errorId,
  hidden,
}: {
  defaultValue?: string;
  error?: string;
  errorId: string;
  /** Kept in the page (hidden, and not sent) while the sign-in form shows, so a switch back keeps it. */
  hidden: boolean;
}) {
  const id = useId();
  const check = useFetcher<UsernameCheck>();
  // The name as it was when typing last paused; null while typing.
  const [settled, setSettled] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // A name typed before the page's JavaScript ran fired no change the page saw: it is checked now.
    const early = input.current?.value ?? "";
    if (early && early !== (defaultValue ?? "")) typed(early);
    // A form cleared (after a sign-up that worked) fires no change either: what was said of the name goes.
    const form = input.current?.form;
    const cleared = () => {
      clearTimeout(timer.current);
      setSettled(null);
    };
    form?.addEventListener("reset", cleared);
    return () => {
      clearTimeout(timer.current);
      form?.removeEventListener("reset", cleared);
    };
    // Once, as the page starts running.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function typed(value: string) {
    const name = value.trim();
    clearTimeout(timer.current);
    setSettled(null);
    timer.current = setTimeout(() => {
      setSettled(name);
      if (name && !usernameProblem(name)) void check.load(`/resources/username?username=${encodeURIComponent(name)}`);
    }, USERNAME_CHECK_DEBOUNCE_MS);
  }

  const status = statusOf(settled, check.state, check.data);
  const hintId = `${id}-hint`;
  const statusId = `${id}-status`;
  return (
    <div className="grid gap-1.5" hidden={hidden}>
      <Label htmlFor={id}>{m.auth_username_label()}</Label>
      <Input
        ref={input}
        id={id}
        name="username"
        autoComplete="nickname"
        autoCapitalize="none"
        spellCheck={false}
        required
        disabled={hidden}
        maxLength={USERNAME_MAX}
        defaultValue={defaultValue}
        onChange={(event) => typed(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, statusId, error ? errorId : null].filter(Boolean).join(" ")}
      />
      {/* One block, so that an empty status (nothing to say yet, or no JavaScript) adds no gap. */}
      <div>
        <p id={hintId} className="text-sm text-muted-foreground">
          {m.auth_username_hint({ min: USERNAME_MIN, max: USERNAME_MAX })}
        </p>
        <p
          id={statusId}
          aria-live="polite"
          className={cn(
            "mt-1 flex items-start gap-1.5 text-sm empty:mt-0",
            status?.tone === "ok" && "text-brand",
            status?.tone === "problem" && "text-destructive",
            status?.tone === "quiet" && "text-muted-foreground",
          )}
        >
          {status?.tone === "ok" && <Icon name="circle-check" aria-hidden className="mt-0.5 size-4 shrink-0" />}
          {status?.tone === "problem" && (
            <Icon name="circle-exclamation-point" aria-hidden className="mt-0.5 size-4 shrink-0" />
          )}
          {status?.text}
        </p>
      </div>
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

function statusOf(settled: string | null, state: string, answer: UsernameCheck | undefined): Status {
  if (!settled) return null;
  const problem = usernameProblem(settled);
  if (problem) return { tone: "problem", text: problem.message };
  if (state !== "idle" || answer?.username !== settled) return { tone: "quiet", text: m.auth_checking() };
  if (answer.available) return { tone: "ok", text: m.auth_username_free({ username: settled }) };
  return answer.message ? { tone: answer.available === false ? "problem" : "quiet", text: answer.message } : null;
}
