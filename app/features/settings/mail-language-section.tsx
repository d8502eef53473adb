import { locales, m, type Locale } from "@common/i18n";
import { SectionForm, SubmitButton } from "./section";

/**
 * The language of the member's email (security notices and notifications): a plain form that works
 * without JavaScript. Each language is named in its own words, so that a member who cannot read the
 * page's language still finds theirs.
 */
export function MailLanguageSection({ locale }: { locale: Locale }) {
  return (
    <SectionForm intent="mail-language">
      {({ errors }) => (
        <div className="grid gap-3 border-t border-border pt-4">
          <div className="grid gap-1 sm:grid-cols-[minmax(0,1fr)_12rem] sm:items-center sm:gap-4">
            <label htmlFor="mail-locale" className="grid">
              <span className="font-medium">{m.mail_language_label()}</span>
              <span id="mail-locale-hint" className="text-sm text-muted-foreground">
                {m.mail_language_hint()}
              </span>
            </label>
            <select
              id="mail-locale"
              name="locale"
              defaultValue={errors.typed("locale") || locale}
              aria-describedby="mail-locale-hint"
              className="min-h-11 w-full rounded-md border border-border bg-surface px-3 text-foreground"
            >
              {locales.map((option) => (
                <option key={option} value={option} lang={option}>
                  {m.language_name({}, { locale: option })}
                </option>
              ))}
            </select>
            {errors.errorFor("locale") && <p className="text-sm text-destructive">{errors.errorFor("locale")}</p>}
          </div>
          <div>
            <SubmitButton intent="mail-language" pendingLabel={m.mail_language_saving()}>
              {m.mail_language_save()}
            </SubmitButton>
          </div>
        </div>
      )}
    </SectionForm>
  );
}
