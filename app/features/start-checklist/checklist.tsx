import { Icon } from "~/components/ui/icons";
import { useEffect, useRef, type ComponentProps } from "react";
import { useFetchers } from "react-router";
import { Link, useFetcher } from "~/lib/localized-router";
import { isFailure } from "@common/action-result";
import { CHECKLIST_MESSAGES, type ChecklistResult } from "@common/start-checklist";
import type { ChecklistStep } from "@content/start-checklist";
import { Alert } from "~/components/ui/alert";
import { buttonClasses } from "~/components/ui/button";
import { useActionToast } from "~/features/forms";
import { cn } from "~/lib/cn";
import { useLocalTicks } from "./local-ticks";
import { m } from "@common/i18n";

export interface StepView extends ChecklistStep {
  guideTitle: string;
}

const ACTION = "/start";
const SIGN_IN_HREF = `/auth?redirectTo=${encodeURIComponent(ACTION)}`;
const IMPORT_FETCHER = "start-checklist-import";

/**
 * The first-week checklist. Signed in, each step's toggle is a form posted to /start (without JavaScript
 * the page comes back at the step; with it a fetcher sends it and the tick shows at once). Signed out, the
 * ticks live in this browser's localStorage, so the toggles appear only once the JavaScript runs; without it
 * the steps and links are all there, with a note to sign in. A member who ticked steps while signed out
 * gets them saved to the account once, after which this browser's copy follows the account.
 */
export function StartChecklist({
  steps,
  signedIn,
  accountDone,
}: {
  steps: StepView[];
  signedIn: boolean;
  accountDone: string[] | null;
}) {
  const [local, updateLocal] = useLocalTicks();
  const pending = useFetchers();
  const importer = useFetcher<ChecklistResult>({ key: IMPORT_FETCHER });
  useActionToast(importer.data, { signInMessage: CHECKLIST_MESSAGES.signIn });

  // What to show: the account's ticks with the changes on their way to it, or this browser's ticks
  // (unknown, `null`, until the JavaScript runs).
  let done: Set<string> | null = null;
  if (signedIn) {
    done = new Set(accountDone ?? []);
    for (const fetcher of pending) {
      const form = fetcher.formData;
      if (!form || !fetcher.formAction?.startsWith(ACTION)) continue;
      if (form.get("intent") === "import") for (const id of form.getAll("stepId")) done.add(String(id));
      if (form.get("intent") === "toggle") {
        const id = String(form.get("stepId"));
        if (form.get("done") === "true") done.add(id);
        else done.delete(id);
      }
    }
  } else if (local) {
    // A copy of an account's ticks belongs to whoever signed out here (a shared computer): not shown.
    done = new Set(local.fromAccount ? [] : local.done);
  }
  useEffect(() => {
    if (!signedIn && local?.fromAccount) updateLocal(() => ({ done: [], fromAccount: false }));
  }, [signedIn, local, updateLocal]);

  // Signed in: save the steps ticked here while signed out (once), then keep this browser's copy in step
  // with the account. A failed save keeps the browser's ticks for the next visit.
  const importSent = useRef(false);
  useEffect(() => {
    if (!signedIn || !local || !accountDone || importer.state !== "idle") return;
    if (!local.fromAccount && !importSent.current) {
      const missing = local.done.filter((id) => !accountDone.includes(id));
      if (missing.length > 0) {
        importSent.current = true;
        const form = new FormData();
        form.set("intent", "import");
        for (const id of missing) form.append("stepId", id);
        void importer.submit(form, { method: "post", action: ACTION });
        return;
      }
    }
    if (importSent.current && isFailure(importer.data)) return;
    updateLocal(() => ({ done: accountDone, fromAccount: true }));
  }, [signedIn, local, accountDone, importer, updateLocal]);

  const total = steps.length;
  const count = done ? steps.filter((step) => done.has(step.id)).length : 0;

  return (
    <section aria-labelledby="checklist-heading" className="grid gap-4">
      <div className="grid gap-2">
        <h2 id="checklist-heading" className="sr-only">
          {m.checklist_heading()}
        </h2>
        <p aria-live="polite" data-testid="checklist-progress" className="text-lg font-semibold">
          {done ? m.checklist_progress({ count, total }) : m.checklist_step_count({ count: total })}
        </p>
        {done && (
          <div aria-hidden className="h-2 overflow-hidden rounded-full bg-surface-muted">
            <div
              className="h-full rounded-full bg-brand transition-all"
              style={{ width: `${(count / total) * 100}%` }}
            />
          </div>
        )}
        {signedIn ? (
          <p className="text-muted-foreground">{m.checklist_kept_account()}</p>
        ) : local ? (
          <Alert variant="info">
            <p>{m.checklist_kept_browser()}</p>
            <SignInLink />
          </Alert>
        ) : (
          <Alert variant="info">
            <p>{m.checklist_sign_in_prompt()}</p>
            <SignInLink />
          </Alert>
        )}
      </div>

      <ol className="grid gap-4">
        {steps.map((step, index) => {
          const isDone = done?.has(step.id) ?? false;
          return (
            <StepItem key={step.id} step={step} number={index + 1} done={isDone}>
              {signedIn ? (
                <AccountToggle stepId={step.id} done={isDone} />
              ) : local ? (
                <ToggleButton
                  stepId={step.id}
                  done={isDone}
                  onClick={() =>
                    updateLocal((ticks) => ({
                      done: isDone ? ticks.done.filter((id) => id !== step.id) : [...ticks.done, step.id],
                      fromAccount: false,
                    }))
                  }
                />
              ) : null}
            </StepItem>
          );
        })}
      </ol>
    </section>
  );
}

function SignInLink() {
  return (
    <p>
      <Link to={SIGN_IN_HREF} className={buttonClasses("secondary")}>
        {m.checklist_sign_in()}
      </Link>
    </p>
  );
}

function StepItem({
  step,
  number,
  done,
  children,
}: {
  step: StepView;
  number: number;
  done: boolean;
  children: React.ReactNode;
}) {
  return (
    <li
      id={step.id}
      className={cn(
        "scroll-mt-28 rounded-lg border bg-surface p-4 shadow-sm sm:p-6",
        done ? "border-brand" : "border-border",
      )}
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden
          className={cn(
            "grid size-8 shrink-0 place-items-center rounded-full font-bold",
            done ? "bg-brand text-brand-foreground" : "bg-brand-soft text-brand",
          )}
        >
          {done ? <Icon name="check" className="size-5" /> : number}
        </span>
        <h3 id={`${step.id}-title`} className="min-w-0 pt-0.5 text-xl font-semibold break-words">
          {step.title}
        </h3>
      </div>
      {/* Under the number on a phone, so that the text has the card's whole width; beside it on wider screens. */}
      <div className="mt-2 grid min-w-0 gap-2 sm:ps-11">
        <p className="text-sm font-medium text-muted-foreground">
          <span className="font-semibold text-foreground">{m.checklist_who()} </span>
          {step.appliesTo}
        </p>
        <p>{step.text}</p>
        <ul className="grid gap-1">
          <li>
            <Link to={step.guide} className={linkClasses}>
              <span>
                {m.checklist_our_guide({ title: step.guideTitle })}
                <Icon name="arrow-right" aria-hidden className={iconClasses} />
              </span>
            </Link>
          </li>
          <li>
            <a href={step.official.url} target="_blank" rel="noopener noreferrer" className={linkClasses}>
              <span>
                {step.official.text}
                <Icon name="external-link" aria-hidden className={iconClasses} />
                <span className="sr-only"> {m.ui_opens_new_tab()}</span>
              </span>
            </a>
          </li>
        </ul>
        {children && <div className="mt-1">{children}</div>}
      </div>
    </li>
  );
}

/** Links in a step: the whole line is the tap target (at least 44 px tall); the icon follows the last word. */
const linkClasses = "inline-flex min-h-11 items-center py-1 font-medium text-brand underline break-words";
const iconClasses = "ms-1 inline size-4 align-[-2px]";

/** One step's toggle as a form: works as a plain HTML post; a fetcher sends it when the JavaScript runs. */
function AccountToggle({ stepId, done }: { stepId: string; done: boolean }) {
  const fetcher = useFetcher<ChecklistResult>({ key: `start-step-${stepId}` });
  useActionToast(fetcher.data, { signInMessage: CHECKLIST_MESSAGES.signIn });
  const saving = fetcher.state !== "idle";
  return (
    <fetcher.Form
      method="post"
      action={ACTION}
      onSubmit={(event) => {
        if (saving) event.preventDefault(); // one change at a time
      }}
    >
      <input type="hidden" name="intent" value="toggle" />
      <input type="hidden" name="stepId" value={stepId} />
      <input type="hidden" name="done" value={String(!done)} />
      <ToggleButton type="submit" stepId={stepId} done={done} aria-disabled={saving || undefined} />
    </fetcher.Form>
  );
}

/**
 * A toggle button: the same label whatever its state ("I've done this"), the state in aria-pressed and in
 * its look, and the step's title as its description.
 */
function ToggleButton({
  stepId,
  done,
  type = "button",
  ...props
}: ComponentProps<"button"> & { stepId: string; done: boolean }) {
  return (
    <button
      type={type}
      aria-pressed={done}
      aria-describedby={`${stepId}-title`}
      className={cn(
        "inline-flex min-h-11 items-center gap-2 rounded-md border px-4 py-2 font-medium transition-colors",
        "aria-disabled:opacity-60",
        done
          ? "border-brand bg-brand text-brand-foreground hover:opacity-90"
          : "border-border bg-surface text-foreground hover:bg-surface-muted",
      )}
      {...props}
    >
      <span
        aria-hidden
        className={cn(
          "grid size-5 place-items-center rounded border-2",
          done ? "border-brand-foreground" : "border-muted-foreground",
        )}
      >
        {done && <Icon name="check" className="size-4" strokeWidth={3} />}
      </span>
      {m.checklist_done_this()}
    </button>
  );
}
