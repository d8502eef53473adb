import { useEffect, useRef, type ReactNode } from "react";
import { m } from "@common/i18n";
import { useActionData, useNavigation } from "react-router";
import { Form } from "~/lib/localized-router";
import { isFailure, type ActionResult } from "@common/action-result";
import { Alert } from "~/components/ui/alert";
import { Button, type ButtonProps } from "~/components/ui/button";
import { TextField } from "~/components/ui/input";
import { useActionToast, useFieldErrors } from "~/features/forms";

/**
 * The settings page is one route whose sections are separate forms: each posts an `intent` that says
 * which, and the action's answer carries it back, so that only that section shows the result.
 */
export type SettingsResult = ActionResult<{ intent: string }> | undefined;

/** The page's action result when it belongs to this section's form. */
export function useSectionResult(intent: string): SettingsResult {
  const result = useActionData() as SettingsResult;
  if (!result) return undefined;
  const resultIntent = isFailure(result) ? result.fields?.intent : result.data?.intent;
  return resultIntent === intent ? result : undefined;
}

export function useSubmitting(intent: string) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

/**
 * The member's password, asked again before every change that could take the account over (email,
 * password, two-factor, deletion; ADR 0014), whatever the session's age. When the server refused it, the
 * field says why and takes the focus as the page loads (useFieldErrors moves it when JavaScript runs).
 */
export function CurrentPasswordField({ error }: { error: string | undefined }) {
  return (
    <TextField
      label={m.settings_current_password_label()}
      name="currentPassword"
      type="password"
      autoComplete="current-password"
      required
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the field in error, for pages without JavaScript
      autoFocus={Boolean(error)}
      error={error}
    />
  );
}

/** A section form's submit button: disabled, and saying what is happening, while its form is being sent. */
export function SubmitButton({
  intent,
  pendingLabel,
  children,
  ...props
}: ButtonProps & { intent: string; pendingLabel?: string }) {
  const pending = useSubmitting(intent);
  return (
    <Button type="submit" disabled={pending} {...props}>
      {pending && pendingLabel ? pendingLabel : children}
    </Button>
  );
}

/** A settings form: posts to this page, says which section it is, clears itself after a success. */
export function SectionForm({
  intent,
  className = "grid gap-4",
  children,
}: {
  intent: string;
  className?: string;
  children: (props: { result: SettingsResult; errors: ReturnType<typeof useFieldErrors> }) => ReactNode;
}) {
  const result = useSectionResult(intent);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = useFieldErrors(result, formRef, intent);
  useActionToast(result, { failureTitle: m.auth_error() });
  useEffect(() => {
    if (result?.ok) formRef.current?.reset();
  }, [result]);
  return (
    <Form ref={formRef} method="post" noValidate className={className}>
      <input type="hidden" name="intent" value={intent} />
      {children({ result, errors })}
      {errors.formError && <Alert>{errors.formError}</Alert>}
    </Form>
  );
}

/** A card with a heading; `id` is its anchor (`/settings#two-factor`), the heading's id is `${id}-heading`. */
export function Section({
  id,
  icon,
  title,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-28 rounded-lg border border-border bg-surface p-4 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-heading`} className="flex items-center gap-2 text-xl font-semibold">
        {icon} {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
