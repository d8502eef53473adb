import { Icon } from "~/components/ui/icons";
import { useNavigation } from "react-router";
import { m } from "@common/i18n";
import { messageParts, slots } from "~/lib/message-parts";
import type { SessionSummary } from "@common/account-security";
import { Button } from "~/components/ui/button";
import { LocalDate } from "~/lib/dates";
import { SectionForm, SubmitButton } from "./section";

/**
 * Where the member is signed in: this browser first, then the others, each of which can be signed out on
 * its own, and all of them at once. Every button is a form posted to the settings action.
 */
export function SessionsList({ sessions }: { sessions: SessionSummary[] }) {
  const others = sessions.filter((session) => !session.current);
  const navigation = useNavigation();
  const signingOut =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "sign-out-session"
      ? navigation.formData.get("sessionId")
      : null;
  return (
    <div className="grid gap-4">
      <p className="text-muted-foreground">{m.settings_sessions_intro()}</p>
      {/* One form: each button posts its own session's id. */}
      <SectionForm intent="sign-out-session">
        {() => (
          <ul className="divide-y divide-border rounded-md border border-border">
            {sessions.map((session) => (
              <li
                key={session.id}
                className="flex flex-wrap items-center justify-between gap-3 p-3 sm:flex-nowrap sm:p-4"
              >
                <div className="flex min-w-0 items-start gap-3 sm:flex-1">
                  <Icon name="monitor" aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
                  <div className="min-w-0">
                    <p className="font-medium break-words">
                      {session.device}
                      {session.current && (
                        <span className="ms-2 inline-block rounded-full bg-brand-soft px-2 py-0.5 text-xs font-semibold text-foreground">
                          {m.settings_this_device()}
                        </span>
                      )}
                    </p>
                    <p className="text-sm text-muted-foreground">
                      <span className="sm:whitespace-nowrap">
                        <LocalDate
                          iso={session.createdAt}
                          sentence={(date, form) =>
                            messageParts(m.settings_session_signed_in({ ...slots("date"), form }), { date })
                          }
                        />
                      </span>
                      <span aria-hidden className="hidden sm:inline">
                        {" "}
                        ·{" "}
                      </span>
                      <br className="sm:hidden" />
                      <span className="sm:whitespace-nowrap">
                        <LocalDate
                          iso={session.lastActiveAt}
                          sentence={(date, form) =>
                            messageParts(m.settings_session_last_active({ ...slots("date"), form }), { date })
                          }
                        />
                      </span>
                    </p>
                  </div>
                </div>
                {!session.current && (
                  <Button
                    type="submit"
                    name="sessionId"
                    value={session.id}
                    variant="secondary"
                    disabled={signingOut === session.id}
                    className="shrink-0"
                  >
                    {signingOut === session.id ? m.auth_signing_out() : m.settings_session_sign_out()}
                    <span className="sr-only"> {session.device}</span>
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </SectionForm>
      {others.length > 0 ? (
        <SectionForm intent="sign-out-others">
          {() => (
            <div>
              <SubmitButton intent="sign-out-others" variant="secondary">
                <Icon name="log-out" aria-hidden className="size-4" /> {m.settings_sign_out_everywhere_else()}
              </SubmitButton>
            </div>
          )}
        </SectionForm>
      ) : (
        <p className="text-sm text-muted-foreground">{m.settings_not_signed_in_elsewhere()}</p>
      )}
    </div>
  );
}
