import { m } from "@common/i18n";
import { CADENCE_LABELS, CADENCES, MAIL_GROUP_LABELS, MAIL_GROUPS, type Preferences } from "@common/notifications";
import { SectionForm, SubmitButton } from "./section";

/**
 * Email for notifications, per kind: right away (once it has gone unread for a few minutes, several in
 * one mail), in a daily digest, or never. The page always shows them all (/notifications).
 */
export function NotificationPreferencesSection({ preferences }: { preferences: Preferences }) {
  return (
    <SectionForm intent="notification-preferences">
      {({ errors }) => (
        <>
          <p className="text-muted-foreground">{m.settings_notifications_intro()}</p>
          <div className="grid gap-4">
            {MAIL_GROUPS.map((group) => (
              <div key={group} className="grid gap-1 sm:grid-cols-[minmax(0,1fr)_12rem] sm:items-center sm:gap-4">
                <label htmlFor={`mail-${group}`} className="grid">
                  <span className="font-medium">{MAIL_GROUP_LABELS[group].label}</span>
                  <span id={`mail-${group}-hint`} className="text-sm text-muted-foreground">
                    {MAIL_GROUP_LABELS[group].hint}
                  </span>
                </label>
                <select
                  id={`mail-${group}`}
                  name={group}
                  defaultValue={errors.typed(group) || preferences[group]}
                  aria-describedby={`mail-${group}-hint`}
                  className="min-h-11 w-full rounded-md border border-border bg-surface px-3 text-foreground"
                >
                  {CADENCES.map((cadence) => (
                    <option key={cadence} value={cadence}>
                      {CADENCE_LABELS[cadence]}
                    </option>
                  ))}
                </select>
                {errors.errorFor(group) && <p className="text-sm text-destructive">{errors.errorFor(group)}</p>}
              </div>
            ))}
          </div>
          <div>
            <SubmitButton intent="notification-preferences" pendingLabel={m.auth_saving()}>
              {m.settings_save_email_settings()}
            </SubmitButton>
          </div>
        </>
      )}
    </SectionForm>
  );
}
