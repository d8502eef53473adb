import { useEffect, useRef, useState, type RefObject } from "react";
import { isFailure, SIGN_IN_REQUIRED, UNEXPECTED, type ActionResult } from "@common/action-result";
import { useToast } from "~/components/ui/toast";
import { useSignInRequired } from "~/features/auth";
import { m } from "@common/i18n";

type AnyResult = ActionResult<unknown> | undefined;

/**
 * Shows each new action result once: its toast on success, the refusal as a destructive toast
 * (titled `failureTitle`, as the spec names them), and the sign-in prompt when the session has ended.
 */
export function useActionToast(
  result: AnyResult,
  {
    failureTitle = m.ui_error(),
    failureMessage,
    unexpectedMessage,
    signInMessage,
  }: {
    failureTitle?: string;
    /** Say this instead of the server's message (the spec words some failures the same whatever the cause). */
    failureMessage?: string;
    /** Say this when the server failed unexpectedly (the spec's 'Failed to add comment. Please try again.'). */
    unexpectedMessage?: string;
    signInMessage?: string;
  } = {},
) {
  const toast = useToast();
  const promptSignIn = useSignInRequired();
  const shown = useRef<AnyResult>(undefined);
  useEffect(() => {
    if (!result || shown.current === result) return;
    shown.current = result;
    if (isFailure(result)) {
      if (result.error.code === SIGN_IN_REQUIRED && signInMessage) return promptSignIn(signInMessage);
      toast({
        title: result.error.title ?? failureTitle,
        description:
          (result.error.code === UNEXPECTED ? unexpectedMessage : undefined) ?? failureMessage ?? result.error.message,
        variant: "destructive",
      });
    } else if (result.toast) {
      toast(result.toast);
    }
  }, [result, toast, promptSignIn, failureTitle, failureMessage, unexpectedMessage, signInMessage]);
}

/**
 * Field-level errors from an action result: `field(name)` gives the attributes that tie a control to its
 * message (aria-invalid, aria-describedby) and `message(name)` the message element. The first field in
 * error takes the focus when a new result arrives, scrolled into view within its scroll margins (app.css):
 * below the sticky header, with room under it for its message above a toast at the foot of a phone's
 * screen (issue #29).
 */
export function useFieldErrors(result: AnyResult, formRef: RefObject<HTMLFormElement | null>, idPrefix: string) {
  const failed = isFailure(result) ? result : null;
  const fieldErrors: Record<string, string> = failed
    ? { ...(failed.error.field ? { [failed.error.field]: failed.error.message } : {}), ...failed.error.fieldErrors }
    : {};
  const errorFields = Object.keys(fieldErrors).join(" ");
  useEffect(() => {
    if (!errorFields || !formRef.current) return;
    // The first control in error, in the order the form shows them.
    const inError = new Set(errorFields.split(" "));
    const first = [...formRef.current.elements].find(
      (element) => element instanceof HTMLElement && inError.has(element.getAttribute("name") ?? ""),
    );
    if (first instanceof HTMLElement) {
      first.focus({ preventScroll: true });
      first.scrollIntoView({ block: "nearest" });
    }
  }, [result, errorFields, formRef]);
  const messageId = (name: string) => `${idPrefix}-${name}-error`;
  return {
    /** The value the visitor typed, as the server echoed it back (no JavaScript, or a re-render). */
    typed: (name: string) => failed?.fields?.[name],
    /** `hintId`: the field's own hint, still described alongside the error. */
    field: (name: string, hintId?: string) =>
      fieldErrors[name]
        ? { "aria-invalid": true as const, "aria-describedby": [hintId, messageId(name)].filter(Boolean).join(" ") }
        : hintId
          ? { "aria-describedby": hintId }
          : {},
    message: (name: string) =>
      fieldErrors[name] ? (
        <p id={messageId(name)} className="text-sm text-destructive">
          {fieldErrors[name]}
        </p>
      ) : null,
    /** The message for `name` when the refusal is about that field: a TextField's `error`. */
    errorFor: (name: string): string | undefined => fieldErrors[name],
    /** A refusal not about one field: shown above the submit button. */
    formError: failed && !failed.error.field ? failed.error.message : null,
  };
}

/**
 * Calls `onNewResult` once for each new result (React's "adjust state when a value changes" pattern,
 * run during render rather than in an effect): closing a dialog when its form's write succeeded.
 */
export function useOnNewResult<T>(result: T, onNewResult: (result: T) => void) {
  const [seen, setSeen] = useState(result);
  if (seen !== result) {
    setSeen(result);
    onNewResult(result);
  }
}
