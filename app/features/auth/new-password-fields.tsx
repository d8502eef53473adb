import { AUTH_MESSAGES } from "@common/auth";
import { TextField } from "~/components/ui/input";

/** 'New Password' with the length hint, and 'Confirm New Password' (reset and settings). */
export function NewPasswordFields({ errorFor }: { errorFor: (name: string) => string | undefined }) {
  return (
    <>
      <TextField
        label="New Password"
        name="newPassword"
        hint={AUTH_MESSAGES.passwordHint}
        type="password"
        autoComplete="new-password"
        required
        error={errorFor("newPassword")}
      />
      <TextField
        label="Confirm New Password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        error={errorFor("confirmPassword")}
      />
    </>
  );
}
