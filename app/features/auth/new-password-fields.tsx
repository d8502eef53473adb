import { useId } from "react";
import { AUTH_MESSAGES } from "@common/auth";
import { Input, Label } from "~/components/ui/input";

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
  const ids = { password: useId(), confirm: useId(), hint: useId() };
  return (
    <>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.password}>New Password</Label>
        <Input
          id={ids.password}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => onPassword(e.target.value)}
          aria-describedby={ids.hint}
        />
        <p id={ids.hint} className="text-sm text-muted-foreground">
          {AUTH_MESSAGES.passwordHint}
        </p>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.confirm}>Confirm New Password</Label>
        <Input
          id={ids.confirm}
          type="password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(e) => onConfirmation(e.target.value)}
        />
      </div>
    </>
  );
}
