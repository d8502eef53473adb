import { data, useActionData } from "react-router";
import { isFailure } from "@common/action-result";
import { CHECKLIST_INTENTS, CHECKLIST_MESSAGES, type ChecklistIntent } from "@common/start-checklist";
import { findGuide } from "@content/guides";
import { START_STEP_IDS, isStartStepId } from "@content/start-checklist";
import { startChecklistFor } from "@content/localized";
import { getLocale } from "@common/i18n";
import { Alert } from "~/components/ui/alert";
import { StartChecklist, type StepView } from "~/features/start-checklist/checklist";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/start";
import { AppError } from "../../server/app-error";
import { CHECKLIST_FORM_MAX_BYTES, parseImport, parseTick } from "../../server/checklist/forms";
import { importSteps } from "../../server/checklist/import-steps";
import { doneSteps } from "../../server/checklist/read";
import { tickStep } from "../../server/checklist/tick-step";
import { actingContext } from "../../server/use-case";
import { failure, readForm, runAction } from "../../server/http/actions";
import { m } from "@common/i18n";
import type { PageHandle } from "~/lib/page-audience";

export const handle: PageHandle = { audience: "reader" };

export { retryAfterHeaders as headers } from "~/lib/route-headers";

export function meta() {
  return pageMeta({
    title: m.checklist_meta_title(),
    description: m.checklist_meta_description(),
    path: "/start",
  });
}

function guideTitle(path: string): string {
  const [, section, guide] = path.split("/");
  return findGuide(section, guide)?.guide.title ?? path;
}

/** Server-rendered (not prerendered): a signed-in member sees the ticks kept in their account. */
export async function loader({ context }: Route.LoaderArgs) {
  const viewer = await context.viewer();
  // In the reader's language, under the same ids: ticks kept in an account or a browser match in every locale.
  const steps: StepView[] = startChecklistFor(getLocale()).map((step) => ({
    ...step,
    guideTitle: guideTitle(step.guide),
  }));
  return {
    steps,
    signedIn: Boolean(viewer),
    /** The account's ticks; null when signed out (the browser keeps them). */
    done: viewer ? await doneSteps(context.database.db, viewer.id) : null,
  };
}

/**
 * Two forms: `toggle` (one step, done or not, from each step's button) and `import` (the steps this browser
 * ticked while signed out, sent once). Without JavaScript a toggle comes back to its step (/start#id).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, CHECKLIST_FORM_MAX_BYTES);
  const intent = form.get("intent") as ChecklistIntent;
  if (!CHECKLIST_INTENTS.includes(intent)) {
    throw data(failure(new AppError(400, CHECKLIST_MESSAGES.unknownIntent, "INVALID"), null), { status: 400 });
  }
  const stepId = form.get("stepId");
  const returnTo = intent === "toggle" && isStartStepId(stepId) ? `/start#${stepId}` : "/start";
  return runAction(
    request,
    context,
    form,
    async () => {
      const acting = await actingContext(context, CHECKLIST_MESSAGES.signIn);
      if (intent === "toggle") return { data: { intent, ...(await tickStep(acting, parseTick(form))) } };
      const saved = await importSteps(acting, parseImport(form));
      return {
        data: { intent, ...saved },
        toast: {
          title: m.checklist_saved_title(),
          description: m.checklist_saved_text(),
        },
      };
    },
    { returnTo },
  );
}

export default function StartPage({ loaderData }: Route.ComponentProps) {
  // A refusal of a form sent without JavaScript comes back with the page (fetchers show theirs as toasts).
  const refused = useActionData<typeof action>();
  return (
    <div className="mx-auto grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-10">
      <header>
        <h1 className="text-3xl font-bold sm:text-4xl">{m.checklist_title()}</h1>
        <p className="mt-3 text-lg">{m.checklist_intro({ count: START_STEP_IDS.length })}</p>
      </header>
      {isFailure(refused) && <Alert>{refused.error.message}</Alert>}
      <StartChecklist steps={loaderData.steps} signedIn={loaderData.signedIn} accountDone={loaderData.done} />
    </div>
  );
}
