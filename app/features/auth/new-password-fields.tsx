import { AUTH_MESSAGES } from "@common/auth";
import { m } from "@common/i18n";
import { TextField } from "~/components/ui/input";

/** 'New Password' with the length hint, and 'Confirm New Password' (reset and settings). */
export function NewPasswordFields({ errorFor }: { errorFor: (name: string) => string | undefined }) {
  return (
    <>
      <TextField
        label={m.auth_new_password_label()}
        name="newPassword"
        hint={AUTH_MESSAGES.passwordHint}
        type="password"
        autoComplete="new-password"
        required
        error={errorFor("newPassword")}
      />
      <TextField
        label={m.auth_confirm_new_password_label()}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        error={errorFor("confirmPassword")}
      />
    </>
  );
}
