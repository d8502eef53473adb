import { AUTH_MESSAGES } from "@common/auth";
import { TextField } from "~/components/ui/input";

/** 'New Password' with the length hint, and 'Confirm New Password' (reset and settings). */
export function NewPasswordFields({
  password,
  confirmation,
  onPassword,
  onConfirmation,
}: {
  password: string;
  confirmation: string;
  onPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
}) {
  return (
    <>
      <TextField
        label="New Password"
        hint={AUTH_MESSAGES.passwordHint}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => onPassword(e.target.value)}
      />
      <TextField
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(e) => onConfirmation(e.target.value)}
      />
    </>
  );
}
