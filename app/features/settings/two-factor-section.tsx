import { Icon } from "~/components/ui/icons";
import { useEffect, useRef, type ReactNode } from "react";
import { m } from "@common/i18n";
import { Link } from "~/lib/localized-router";
import type { TwoFactorSettings, TwoFactorStep } from "@common/account-security";
import { Button, buttonClasses } from "~/components/ui/button";
import { TextField } from "~/components/ui/input";
import { useToast } from "~/components/ui/toast";
import { useHydrated } from "~/lib/use-hydrated";
import { messageParts, slots } from "~/lib/message-parts";
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

  if (view.status === "setup") return <ScanAndConfirm view={view} title={title(m.twofa_step_2_title())} />;
  if (view.status === "recovery-codes") {
    return (
      <RecoveryCodes
        codes={view.codes}
        renewed={view.renewed}
        title={title(view.renewed ? m.twofa_new_codes_heading() : m.twofa_step_3_title())}
      />
    );
  }
  if (view.status === "off" && step === "turn-on") {
    return (
      <PasswordStep
        intent="two-factor-start"
        title={title(m.twofa_step_1_title())}
        text={m.twofa_step_1_text()}
        submit={m.twofa_continue()}
        pendingLabel={m.auth_checking()}
      />
    );
  }
  if (view.status === "on" && step === "turn-off") {
    return (
      <PasswordStep
        intent="two-factor-turn-off"
        title={title(m.twofa_turn_off_title())}
        text={m.twofa_turn_off_text()}
        submit={m.twofa_turn_off_title()}
        pendingLabel={m.twofa_turning_off()}
        variant="destructive"
      />
    );
  }
  if (view.status === "on" && step === "new-codes") {
    return (
      <PasswordStep
        intent="two-factor-new-codes"
        title={title(m.twofa_get_new_codes())}
        text={m.twofa_new_codes_text()}
        submit={m.twofa_get_new_codes()}
        pendingLabel={m.twofa_making_codes()}
      />
    );
  }
  if (view.status === "on") {
    const low = view.recoveryCodesLeft <= 3;
    return (
      <div className="grid gap-4">
        {title(m.twofa_turned_on_title())}
        <p className="text-muted-foreground">{m.twofa_on_text()}</p>
        <p className={low ? "font-medium text-destructive" : "text-muted-foreground"}>
          {low
            ? m.twofa_codes_left_low({ count: view.recoveryCodesLeft })
            : m.twofa_codes_left({ count: view.recoveryCodesLeft })}
        </p>
        <div className="flex flex-wrap gap-2">
          <Link to="?two-factor=new-codes#two-factor" className={buttonClasses("secondary")}>
            {m.twofa_get_new_codes()}
          </Link>
          <Link to="?two-factor=turn-off#two-factor" className={buttonClasses("secondary")}>
            {m.twofa_turn_off()}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      {title(m.twofa_turned_off_title())}
      <p className="text-muted-foreground">
        {messageParts(m.twofa_off_text(slots("sixDigit")), { sixDigit: <SixDigit /> })}
      </p>
      <div>
        <Link to="?two-factor=turn-on#two-factor" className={buttonClasses()}>
          {m.twofa_turn_on()}
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
              {m.twofa_cancel()}
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
            <p>{m.twofa_scan_text()}</p>
            <img
              src={view.qrCode}
              width={192}
              height={192}
              alt={m.twofa_qr_alt()}
              className="size-48 rounded-md border border-border bg-white"
            />
            <div className="grid gap-2">
              <p className="text-sm text-muted-foreground">{m.twofa_cannot_scan()}</p>
              <div className="flex flex-wrap items-center gap-2">
                <code
                  data-testid="two-factor-key"
                  className="rounded-md bg-surface-muted px-3 py-2 font-mono text-sm sm:text-base"
                >
                  {view.manualKey}
                </code>
                <CopyButton
                  text={view.manualKey.replace(/\s/g, "")}
                  label={m.twofa_copy_key()}
                  copied={m.twofa_key_copied()}
                />
              </div>
            </div>
          </div>
        </li>
        <li>
          <div className="grid gap-3">
            <p>{messageParts(m.twofa_enter_shown_code(slots("sixDigit")), { sixDigit: <SixDigit /> })}</p>
            <SectionForm intent="two-factor-confirm">
              {({ errors }) => (
                <>
                  <TextField
                    label={m.twofa_code_label({ digits: 6 })}
                    name="code"
                    required
                    // eslint-disable-next-line jsx-a11y/no-autofocus -- the field in error, for pages without JavaScript
                    autoFocus={Boolean(errors.errorFor("code"))}
                    {...codeInputProps}
                    error={errors.errorFor("code")}
                  />
                  <div>
                    <SubmitButton intent="two-factor-confirm" pendingLabel={m.auth_checking()}>
                      {m.twofa_turn_on_submit()}
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
              {m.twofa_cancel_setup()}
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
        {m.twofa_codes_intro()}
        {renewed && ` ${m.twofa_codes_old_gone()}`}{" "}
        <strong className="text-foreground">{m.twofa_codes_only_time()}</strong> {m.twofa_codes_keep_safe()}
      </p>
      <ol
        aria-label={m.twofa_codes_list_label()}
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
          <Icon name="download" aria-hidden className="size-4" /> {m.twofa_download()}
        </a>
        <CopyButton text={codes.join("\n")} label={m.twofa_copy()} copied={m.twofa_codes_copied()} />
      </div>
      <SectionForm intent="two-factor-codes-saved">
        {() => (
          <div>
            <SubmitButton intent="two-factor-codes-saved">{m.twofa_codes_saved()}</SubmitButton>
          </div>
        )}
      </SectionForm>
    </div>
  );
}

/** "6-digit", never broken after its hyphen. */
export function SixDigit() {
  return <span className="whitespace-nowrap">{m.twofa_six_digit()}</span>;
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
          toast({ title: m.twofa_copied(), description: copied });
        } catch {
          toast({ title: m.twofa_copy_failed_title(), description: m.twofa_copy_failed(), variant: "destructive" });
        }
      }}
    >
      <Icon name="copy" aria-hidden className="size-4" /> {label}
    </Button>
  );
}
