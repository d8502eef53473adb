import { KeyRound, LogOut, Mail, Trash2 } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { data, Form, useActionData, useNavigation } from "react-router";
import { isFailure, type ActionResult } from "@common/action-result";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/input";
import { NewPasswordFields } from "~/features/auth/new-password-fields";
import { useCurrentUser } from "~/features/auth/current-user";
import { useActionToast, useFieldErrors } from "~/features/forms/action-feedback";
import type { Route } from "./+types/settings";
import { AppError } from "../../server/app-error";
import {
  changeEmail,
  changePassword,
  DELETE_CONFIRMATION,
  deleteAccount,
  revokeOtherSessions,
} from "../../server/auth/service";
import { failure, readForm, requireViewer, requireViewerOrSignIn, runAction } from "../../server/http/actions";

export { retryAfterHeaders as headers } from "~/lib/route-headers";

export function meta() {
  return [{ title: "Settings | Ireland Guide" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const viewer = await requireViewerOrSignIn(context, request);
  return { email: viewer.email };
}

const SIGNED_OUT = "Your session has ended. Please sign in again.";
const INTENTS = ["change-password", "change-email", "sign-out-others", "delete-account"] as const;
type Intent = (typeof INTENTS)[number];

/** Each section is its own form; the intent says which, and comes back with the result. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = form.get("intent") as Intent;
  if (!INTENTS.includes(intent)) {
    throw data(failure(new AppError(400, "Choose a setting to change.", "INVALID"), null), { status: 400 });
  }
  return runAction(request, context, form, async () => {
    const viewer = await requireViewer(context, SIGNED_OUT);
    const outcome =
      intent === "change-password"
        ? await changePassword(context, request, form, viewer)
        : intent === "change-email"
          ? await changeEmail(context, request, form, viewer)
          : intent === "sign-out-others"
            ? await revokeOtherSessions(context, request)
            : await deleteAccount(context, request, form, viewer);
    return { ...outcome, data: { intent } };
  });
}

type SettingsResult = ActionResult<{ intent: Intent }> | undefined;

/** The page's action result when it belongs to this section's form. */
function useSectionResult(intent: Intent): SettingsResult {
  const result = useActionData<typeof action>();
  if (!result) return undefined;
  const resultIntent = isFailure(result) ? result.fields?.intent : result.data?.intent;
  return resultIntent === intent ? result : undefined;
}

function useSubmitting(intent: Intent) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

/** A settings form: posts to this page, says which section it is, clears itself after a success. */
function SectionForm({
  intent,
  children,
}: {
  intent: Intent;
  children: (props: { result: SettingsResult; errors: ReturnType<typeof useFieldErrors> }) => ReactNode;
}) {
  const result = useSectionResult(intent);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = useFieldErrors(result, formRef, intent);
  useActionToast(result, { failureTitle: "Error" });
  useEffect(() => {
    if (result?.ok) formRef.current?.reset();
  }, [result]);
  return (
    <Form ref={formRef} method="post" noValidate className="grid gap-4">
      <input type="hidden" name="intent" value={intent} />
      {children({ result, errors })}
      {errors.formError && <Alert>{errors.formError}</Alert>}
    </Form>
  );
}

function Section({ id, icon, title, children }: { id: string; icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-border bg-surface p-6 shadow-sm">
      <h2 id={id} className="flex items-center gap-2 text-xl font-semibold">
        {icon} {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Every change that could take the account over asks for the password again, whatever the session's age. */
function CurrentPasswordField({ errorFor }: { errorFor: (name: string) => string | undefined }) {
  return (
    <TextField
      label="Current Password"
      name="currentPassword"
      type="password"
      autoComplete="current-password"
      required
      error={errorFor("currentPassword")}
    />
  );
}

function ChangePassword() {
  const pending = useSubmitting("change-password");
  return (
    <SectionForm intent="change-password">
      {({ errors }) => (
        <>
          <p className="text-muted-foreground">Every other device signed in to your account will be signed out.</p>
          <CurrentPasswordField errorFor={errors.errorFor} />
          <NewPasswordFields errorFor={errors.errorFor} />
          <div>
            <Button type="submit" disabled={pending}>
              {pending ? "Saving..." : "Change Password"}
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
            Your email is <strong className="text-foreground">{currentEmail}</strong>. We will send a link to the new
            address to confirm it, and tell this one, with a link to cancel the change.
          </p>
          <TextField
            label="New Email"
            name="newEmail"
            type="email"
            autoComplete="email"
            required
            defaultValue={errors.typed("newEmail")}
            error={errors.errorFor("newEmail")}
          />
          <CurrentPasswordField errorFor={errors.errorFor} />
          <div>
            <Button type="submit" disabled={pending}>
              {pending ? "Sending..." : "Change Email"}
            </Button>
          </div>
        </>
      )}
    </SectionForm>
  );
}

function OtherDevices() {
  const pending = useSubmitting("sign-out-others");
  return (
    <SectionForm intent="sign-out-others">
      {() => (
        <>
          <p className="text-muted-foreground">
            Signed in on a shared or lost device? Sign out everywhere except here.
          </p>
          <div>
            <Button type="submit" variant="secondary" disabled={pending}>
              <LogOut aria-hidden className="size-4" /> Sign out of other devices
            </Button>
          </div>
        </>
      )}
    </SectionForm>
  );
}

function DeleteAccount() {
  const pending = useSubmitting("delete-account");
  // With JavaScript the button waits for the word; without it the server checks it.
  const [typed, setTyped] = useState("");
  return (
    <SectionForm intent="delete-account">
      {({ errors }) => (
        <>
          <p className="text-muted-foreground">
            This deletes your account, profile and avatar for good. Your forum posts and comments stay so that
            discussions still make sense, but they are shown as written by &lsquo;Anonymous&rsquo; and no longer link to
            you. Delete any you want gone first.
          </p>
          <CurrentPasswordField errorFor={errors.errorFor} />
          <TextField
            label={<>Type {DELETE_CONFIRMATION} to confirm</>}
            name="confirmation"
            autoComplete="off"
            required
            onChange={(e) => setTyped(e.target.value)}
            error={errors.errorFor("confirmation")}
          />
          <div>
            <Button
              type="submit"
              variant="destructive"
              disabled={pending}
              aria-disabled={typed !== DELETE_CONFIRMATION ? true : undefined}
              onClick={(event) => {
                if (typed !== DELETE_CONFIRMATION) event.preventDefault();
              }}
            >
              <Trash2 aria-hidden className="size-4" /> {pending ? "Deleting..." : "Delete my account"}
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
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold">Settings</h1>
        <p className="mt-2 text-muted-foreground">Manage your password, email and account.</p>
      </div>
      <Section
        id="password-heading"
        icon={<KeyRound aria-hidden className="size-5 text-brand" />}
        title="Change password"
      >
        <ChangePassword />
      </Section>
      <Section id="email-heading" icon={<Mail aria-hidden className="size-5 text-brand" />} title="Change email">
        <ChangeEmail currentEmail={email} />
      </Section>
      <Section id="devices-heading" icon={<LogOut aria-hidden className="size-5 text-brand" />} title="Other devices">
        <OtherDevices />
      </Section>
      <Section
        id="delete-heading"
        icon={<Trash2 aria-hidden className="size-5 text-destructive" />}
        title="Delete account"
      >
        <DeleteAccount />
      </Section>
    </div>
  );
}
