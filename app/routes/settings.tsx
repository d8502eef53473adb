import { Icon } from "~/components/ui/icons";
import { data } from "react-router";
import { m } from "@common/i18n";
import { messageParts, slots } from "~/lib/message-parts";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/input";
import { NewPasswordFields } from "~/features/auth/new-password-fields";
import { useCurrentUser } from "~/features/auth/current-user";
import { CurrentPasswordField, Section, SectionForm, useSubmitting } from "~/features/settings/section";
import { DataExportSection } from "~/features/settings/data-export-section";
import { SessionsList } from "~/features/settings/sessions-section";
import { TwoFactorSection } from "~/features/settings/two-factor-section";
import { NotificationPreferencesSection } from "~/features/settings/notifications-section";
import { MailLanguageSection } from "~/features/settings/mail-language-section";
import { preferencesSchema } from "@common/notification-preferences";
import { TWO_FACTOR_STEP_PARAM, twoFactorStep } from "@common/account-security";
import type { Route } from "./+types/settings";
import { AppError } from "../../server/app-error";
import { DELETE_CONFIRMATION } from "@common/auth";
import { memberAccountContext, type AccountOutcome } from "../../server/auth/account-context";
import { changeEmail } from "../../server/auth/change-email";
import { changePassword } from "../../server/auth/change-password";
import { deleteAccount } from "../../server/auth/delete-account";
import { revokeOtherSessions } from "../../server/auth/revoke-other-sessions";
import { listSessions, revokeSession } from "../../server/auth/sessions";
import { twoFactorSettings } from "../../server/auth/two-factor/recovery-codes-shown";
import { renewRecoveryCodes } from "../../server/auth/two-factor/renew-recovery-codes";
import { turnOffTwoFactor } from "../../server/auth/two-factor/turn-off";
import {
  cancelTwoFactorSetup,
  confirmTwoFactorSetup,
  hideRecoveryCodes,
  startTwoFactorSetup,
} from "../../server/auth/two-factor/turn-on";
import { requestDataExport } from "../../server/data-export/request-export";
import {
  failure,
  isDocumentRequest,
  parseWith,
  readForm,
  requireViewerOrSignIn,
  runAction,
} from "../../server/http/actions";
import { formTexts } from "../../server/http/form-fields";
import { savePreferences } from "../../server/notifications/preferences";
import { saveMailLanguage } from "../../server/notifications/mail-language";
import { readPreferences } from "../../server/notifications/read";
import { actingContextOf } from "../../server/use-case";
import type { PageHandle } from "~/lib/page-audience";

export const handle: PageHandle = { audience: "secret" };

export { retryAfterHeaders as headers } from "~/lib/route-headers";

export function meta() {
  return [{ title: m.settings_meta_title() }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const viewer = await requireViewerOrSignIn(context, request);
  const [sessions, twoFactor, preferences] = await Promise.all([
    listSessions(context.database.db, viewer),
    twoFactorSettings({ db: context.database.db, auth: context.auth }, viewer),
    readPreferences(context.database.db, viewer.id),
  ]);
  return {
    email: viewer.email,
    mailLocale: viewer.locale,
    preferences,
    sessions,
    twoFactor,
    twoFactorStep: twoFactorStep(new URL(request.url).searchParams.get(TWO_FACTOR_STEP_PARAM)),
  };
}

const INTENTS = [
  "change-password",
  "change-email",
  "two-factor-start",
  "two-factor-confirm",
  "two-factor-cancel",
  "two-factor-codes-saved",
  "two-factor-turn-off",
  "two-factor-new-codes",
  "sign-out-session",
  "sign-out-others",
  "delete-account",
  "notification-preferences",
  "mail-language",
  "export-data",
] as const;
type Intent = (typeof INTENTS)[number];

/** Each section is its own form; the intent says which, and comes back with the result. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = form.get("intent") as Intent;
  if (!INTENTS.includes(intent)) {
    throw data(failure(new AppError(400, m.settings_choose_setting(), "INVALID"), null), { status: 400 });
  }
  return runAction(request, context, form, async () => {
    const acting = await memberAccountContext(context, request, m.auth_session_ended());
    const { viewer } = acting;
    const write = {
      "change-password": () =>
        changePassword(acting, formTexts(form, ["currentPassword", "newPassword", "confirmPassword"])),
      "change-email": () => changeEmail(acting, formTexts(form, ["newEmail", "currentPassword"])),
      "two-factor-start": () => startTwoFactorSetup(acting, formTexts(form, ["currentPassword"])),
      "two-factor-confirm": () => confirmTwoFactorSetup(acting, formTexts(form, ["code"])),
      "two-factor-cancel": () => cancelTwoFactorSetup(acting),
      "two-factor-codes-saved": () => hideRecoveryCodes(acting),
      "two-factor-turn-off": () => turnOffTwoFactor(acting, formTexts(form, ["currentPassword"])),
      "two-factor-new-codes": () => renewRecoveryCodes(acting, formTexts(form, ["currentPassword"])),
      "sign-out-session": () => revokeSession(acting, formTexts(form, ["sessionId"])),
      "sign-out-others": () => revokeOtherSessions(acting),
      "delete-account": () => deleteAccount(acting, formTexts(form, ["confirmation", "currentPassword"])),
      "notification-preferences": async () => {
        const preferences = parseWith(preferencesSchema, Object.fromEntries(form));
        await savePreferences(actingContextOf(context, viewer), preferences);
        return { toast: { title: m.settings_email_settings_saved() } };
      },
      "mail-language": async () => {
        await saveMailLanguage(actingContextOf(context, viewer), formTexts(form, ["locale"]));
        return { toast: { title: m.mail_language_saved() } };
      },
      "export-data": async () => {
        const { downloadPath } = await requestDataExport(acting, formTexts(form, ["currentPassword"]));
        // The browser opens the one-use link: a plain form by this redirect, a running page from the
        // section (a download leaves the page where it is, so it stays usable either way).
        if (isDocumentRequest(request)) return { redirectTo: downloadPath };
        return { toast: { title: m.settings_download_starting() }, download: downloadPath };
      },
    }[intent];
    const { download, ...outcome }: AccountOutcome & { download?: string } = await write();
    return { ...outcome, data: { intent, download } };
  });
}

function ChangePassword() {
  const pending = useSubmitting("change-password");
  return (
    <SectionForm intent="change-password">
      {({ errors }) => (
        <>
          <p className="text-muted-foreground">{m.settings_password_intro()}</p>
          <CurrentPasswordField error={errors.errorFor("currentPassword")} />
          <NewPasswordFields errorFor={errors.errorFor} />
          <div>
            <Button type="submit" disabled={pending}>
              {pending ? m.auth_saving() : m.settings_change_password_submit()}
            </Button>
          </div>
        </>
      )}
    </SectionForm>
  );
}

function ChangeEmail({ currentEmail }: { currentEmail: string }) {
  const pending = useSubmitting("change-email");
  return (
    <SectionForm intent="change-email">
      {({ errors }) => (
        <>
          <p className="text-muted-foreground">
            {messageParts(m.settings_email_intro(slots("email")), {
              email: <strong className="break-all text-foreground">{currentEmail}</strong>,
            })}
          </p>
          <TextField
            label={m.settings_new_email_label()}
            name="newEmail"
            type="email"
            autoComplete="email"
            required
            defaultValue={errors.typed("newEmail")}
            error={errors.errorFor("newEmail")}
          />
          <CurrentPasswordField error={errors.errorFor("currentPassword")} />
          <div>
            <Button type="submit" disabled={pending}>
              {pending ? m.auth_sending() : m.settings_change_email_submit()}
            </Button>
          </div>
        </>
      )}
    </SectionForm>
  );
}

/**
 * Deleting the account: the password and the word DELETE (in any case), checked by the server, which
 * says beside the field what is missing. The button is a plain submit button, so it works without
 * JavaScript; it is never disabled before the word is typed.
 */
function DeleteAccount() {
  const pending = useSubmitting("delete-account");
  return (
    <SectionForm intent="delete-account">
      {({ errors }) => (
        <>
          <p className="text-muted-foreground">{m.settings_delete_intro()}</p>
          <CurrentPasswordField error={errors.errorFor("currentPassword")} />
          <TextField
            label={m.settings_delete_type_label({ word: DELETE_CONFIRMATION })}
            hint={m.settings_delete_type_hint()}
            name="confirmation"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the field in error, for pages without JavaScript
            autoFocus={Boolean(errors.errorFor("confirmation"))}
            error={errors.errorFor("confirmation")}
          />
          <div>
            <Button type="submit" variant="destructive" disabled={pending}>
              <Icon name="trash" aria-hidden className="size-4" />{" "}
              {pending ? m.settings_deleting() : m.settings_delete_submit()}
            </Button>
          </div>
        </>
      )}
    </SectionForm>
  );
}

export default function SettingsPage({ loaderData }: Route.ComponentProps) {
  const liveUser = useCurrentUser();
  const email = liveUser?.email ?? loaderData.email;
  return (
    <div className="mx-auto grid max-w-2xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold">{m.settings_heading()}</h1>
        <p className="mt-2 text-muted-foreground">{m.settings_intro()}</p>
      </div>
      <Section
        id="password"
        icon={<Icon name="key-round" aria-hidden className="size-5 text-brand" />}
        title={m.settings_password_title()}
      >
        <ChangePassword />
      </Section>
      <Section
        id="email"
        icon={<Icon name="mail" aria-hidden className="size-5 text-brand" />}
        title={m.settings_email_title()}
      >
        <ChangeEmail currentEmail={email} />
      </Section>
      <Section
        id="two-factor"
        icon={<Icon name="shield-check" aria-hidden className="size-5 text-brand" />}
        title={m.twofa_section_title()}
      >
        <TwoFactorSection view={loaderData.twoFactor} step={loaderData.twoFactorStep} />
      </Section>
      <Section
        id="notifications"
        icon={<Icon name="bell" aria-hidden className="size-5 text-brand" />}
        title={m.settings_notifications_title()}
      >
        <NotificationPreferencesSection preferences={loaderData.preferences} />
        <MailLanguageSection locale={loaderData.mailLocale} />
      </Section>
      <Section
        id="sessions"
        icon={<Icon name="log-out" aria-hidden className="size-5 text-brand" />}
        title={m.settings_sessions_title()}
      >
        <SessionsList sessions={loaderData.sessions} />
      </Section>
      <Section
        id="data"
        icon={<Icon name="download" aria-hidden className="size-5 text-brand" />}
        title={m.settings_data_title()}
      >
        <DataExportSection />
      </Section>
      <Section
        id="delete"
        icon={<Icon name="trash" aria-hidden className="size-5 text-destructive" />}
        title={m.settings_delete_title()}
      >
        <DeleteAccount />
      </Section>
    </div>
  );
}
