import { Copy, Download } from "~/components/ui/icons";
import { useEffect, useRef, type ReactNode } from "react";
import { Link } from "~/lib/localized-router";
import type { TwoFactorSettings, TwoFactorStep } from "@common/account-security";
import { Button, buttonClasses } from "~/components/ui/button";
import { TextField } from "~/components/ui/input";
import { useToast } from "~/components/ui/toast";
import { useHydrated } from "~/lib/dates";
import { CurrentPasswordField, SectionForm, SubmitButton } from "./section";

export const RECOVERY_CODES_PATH = "/settings/recovery-codes";
const SECTION = "/settings#two-factor";

/** The fields a code is typed in: digits on a phone keyboard, and the code the phone offers from a message. */
export const codeInputProps = {
  inputMode: "numeric",
  autoComplete: "one-time-code",
  pattern: "[0-9 ]*",
  spellCheck: false,
  className: "max-w-48 font-mono tracking-widest",
} as const;

/**
 * Two-factor sign-in: off → the password → scan the QR code (or type the key) and confirm a code → the
 * recovery codes, once → on; and off again with the password. Each step is its own server-rendered form,
 * and the step to show comes from the database (the secret waiting for its first code) or the URL
 * (`?two-factor=turn-on`), so all of it works without JavaScript.
 */
export function TwoFactorSection({ view, step }: { view: TwoFactorSettings; step: TwoFactorStep }) {
  const key = `${view.status}:${step ?? ""}`;
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(key);
  // With JavaScript, a new step takes the focus (its heading), as a new page would.
  useEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    heading.current?.focus();
  }, [key]);
  const title = (text: string) => (
    <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
      {text}
    </h3>
  );

  if (view.status === "setup") return <ScanAndConfirm view={view} title={title("Step 2 of 3: Add to your app")} />;
  if (view.status === "recovery-codes") {
    return (
      <RecoveryCodes
        codes={view.codes}
        renewed={view.renewed}
        title={title(view.renewed ? "Your new recovery codes" : "Step 3 of 3: Save your recovery codes")}
      />
    );
  }
  if (view.status === "off" && step === "turn-on") {
    return (
      <PasswordStep
        intent="two-factor-start"
        title={title("Step 1 of 3: Confirm it's you")}
        text="Enter your password to start setting up two-factor sign-in."
        submit="Continue"
        pendingLabel="Checking..."
      />
    );
  }
  if (view.status === "on" && step === "turn-off") {
    return (
      <PasswordStep
        intent="two-factor-turn-off"
        title={title("Turn off two-factor sign-in")}
        text="Your password alone will sign you in, and your recovery codes stop working. Enter your password to turn it off."
        submit="Turn off two-factor sign-in"
        pendingLabel="Turning off..."
        variant="destructive"
      />
    );
  }
  if (view.status === "on" && step === "new-codes") {
    return (
      <PasswordStep
        intent="two-factor-new-codes"
        title={title("Get new recovery codes")}
        text="You get ten new recovery codes, shown once, and the ones you have now stop working at once. Enter your password to continue."
        submit="Get new recovery codes"
        pendingLabel="Making codes..."
      />
    );
  }
  if (view.status === "on") {
    const low = view.recoveryCodesLeft <= 3;
    return (
      <div className="grid gap-4">
        {title("Two-factor sign-in is on")}
        <p className="text-muted-foreground">
          Signing in asks for a code from your authenticator app after your password.
        </p>
        <p className={low ? "font-medium text-destructive" : "text-muted-foreground"}>
          {view.recoveryCodesLeft === 1 ? "1 recovery code left" : `${view.recoveryCodesLeft} recovery codes left`}
          {low && ". Get new ones before they run out."}
        </p>
        <div className="flex flex-wrap gap-2">
          <Link to="?two-factor=new-codes#two-factor" className={buttonClasses("secondary")}>
            Get new recovery codes
          </Link>
          <Link to="?two-factor=turn-off#two-factor" className={buttonClasses("secondary")}>
            Turn off
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      {title("Two-factor sign-in is off")}
      <p className="text-muted-foreground">
        Add a second step when you sign in: after your password, a <SixDigit /> code from an authenticator app on your
        phone (such as Google Authenticator, Microsoft Authenticator or 1Password). Someone who learns your password
        still cannot sign in.
      </p>
      <div>
        <Link to="?two-factor=turn-on#two-factor" className={buttonClasses()}>
          Turn on
        </Link>
      </div>
    </div>
  );
}

/** A step that asks for the password: turning two-factor on (step 1) or off. */
function PasswordStep({
  intent,
  title,
  text,
  submit,
  pendingLabel,
  variant,
}: {
  intent: string;
  title: ReactNode;
  text: string;
  submit: string;
  pendingLabel: string;
  variant?: "destructive";
}) {
  return (
    <SectionForm intent={intent}>
      {({ errors }) => (
        <>
          {title}
          <p className="text-muted-foreground">{text}</p>
          <CurrentPasswordField error={errors.errorFor("currentPassword")} />
          <div className="flex flex-wrap gap-2">
            <SubmitButton intent={intent} variant={variant} pendingLabel={pendingLabel}>
              {submit}
            </SubmitButton>
            <Link to={SECTION} className={buttonClasses("ghost")}>
              Cancel
            </Link>
          </div>
        </>
      )}
    </SectionForm>
  );
}

function ScanAndConfirm({ view, title }: { view: { qrCode: string; manualKey: string }; title: ReactNode }) {
  return (
    <div className="grid gap-5">
      {title}
      <ol className="grid list-decimal gap-5 ps-6 marker:font-semibold">
        <li>
          <div className="grid gap-3">
            <p>Open your authenticator app, add an account, and scan this QR code.</p>
            <img
              src={view.qrCode}
              width={192}
              height={192}
              alt="QR code for your authenticator app (the key below holds the same)"
              className="size-48 rounded-md border border-border bg-white"
            />
            <div className="grid gap-2">
              <p className="text-sm text-muted-foreground">
                Cannot scan it? Choose to enter a setup key, and type this one:
              </p>
              <div className="flex flex-wrap items-center gap-2">
                <code
                  data-testid="two-factor-key"
                  className="rounded-md bg-surface-muted px-3 py-2 font-mono text-sm sm:text-base"
                >
                  {view.manualKey}
                </code>
                <CopyButton text={view.manualKey.replace(/\s/g, "")} label="Copy key" copied="The key is copied." />
              </div>
            </div>
          </div>
        </li>
        <li>
          <div className="grid gap-3">
            <p>
              Enter the <SixDigit /> code the app now shows for Ireland Guide.
            </p>
            <SectionForm intent="two-factor-confirm">
              {({ errors }) => (
                <>
                  <TextField
                    label="6-digit code"
                    name="code"
                    required
                    // eslint-disable-next-line jsx-a11y/no-autofocus -- the field in error, for pages without JavaScript
                    autoFocus={Boolean(errors.errorFor("code"))}
                    {...codeInputProps}
                    error={errors.errorFor("code")}
                  />
                  <div>
                    <SubmitButton intent="two-factor-confirm" pendingLabel="Checking...">
                      Turn on two-factor sign-in
                    </SubmitButton>
                  </div>
                </>
              )}
            </SectionForm>
          </div>
        </li>
      </ol>
      <SectionForm intent="two-factor-cancel">
        {() => (
          <div>
            <SubmitButton intent="two-factor-cancel" variant="ghost">
              Cancel setup
            </SubmitButton>
          </div>
        )}
      </SectionForm>
    </div>
  );
}

function RecoveryCodes({ codes, renewed, title }: { codes: string[]; renewed: boolean; title: ReactNode }) {
  return (
    <div className="grid gap-4">
      {title}
      <p className="text-muted-foreground">
        If you lose your phone, each of these codes signs you in once instead of a code from the app.
        {renewed && " The codes you had before no longer work."}{" "}
        <strong className="text-foreground">This is the only time we show them:</strong> download them or copy them
        somewhere safe, such as a password manager.
      </p>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-1 gap-x-6 gap-y-1 rounded-md bg-surface-muted p-4 font-mono text-base min-[360px]:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <a
          href={RECOVERY_CODES_PATH}
          download="ireland-guide-recovery-codes.txt"
          className={buttonClasses("secondary")}
        >
          <Download aria-hidden className="size-4" /> Download
        </a>
        <CopyButton text={codes.join("\n")} label="Copy" copied="The recovery codes are copied." />
      </div>
      <SectionForm intent="two-factor-codes-saved">
        {() => (
          <div>
            <SubmitButton intent="two-factor-codes-saved">I have saved my recovery codes</SubmitButton>
          </div>
        )}
      </SectionForm>
    </div>
  );
}

/** "6-digit", never broken after its hyphen. */
export function SixDigit() {
  return <span className="whitespace-nowrap">6-digit</span>;
}

/** Copies `text` to the clipboard: an enhancement, so it is not there until the JavaScript runs. */
function CopyButton({ text, label, copied }: { text: string; label: string; copied: string }) {
  const hydrated = useHydrated();
  const toast = useToast();
  if (!hydrated) return null;
  return (
    <Button
      variant="secondary"
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(text);
          toast({ title: "Copied", description: copied });
        } catch {
          toast({ title: "Could not copy", description: "Select the text and copy it.", variant: "destructive" });
        }
      }}
    >
      <Copy aria-hidden className="size-4" /> {label}
    </Button>
  );
}
