import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { CONTENT_TRANSLATIONS } from "@content/localized";
import { START_CHECKLIST, START_STEP_IDS } from "@content/start-checklist";
import { ToastProvider } from "~/components/ui/toast";
import { SignInRequiredProvider } from "~/features/auth/sign-in-required";

// The reader's language, forced: the address prefix (/ar/…) is the routing work of issue #33.
const locale = vi.hoisted(() => ({ value: "ar" as "ar" | "en" }));
vi.mock("@common/i18n", async (original) => ({
  ...(await original<typeof import("@common/i18n")>()),
  getLocale: () => locale.value,
}));

const { default: StartPage, loader } = await import("~/routes/start");

/** A visitor (signed out): the loader asks for the viewer only. */
const visitor = { viewer: async () => null } as never;

async function render() {
  const loaderData = await loader({ context: visitor } as never);
  const Page = StartPage as unknown as (props: { loaderData: typeof loaderData }) => React.ReactNode;
  const Stub = createRoutesStub([
    {
      id: "start",
      path: "/start",
      Component: () => (
        <ToastProvider>
          <SignInRequiredProvider>
            <Page loaderData={loaderData} />
          </SignInRequiredProvider>
        </ToastProvider>
      ),
    },
  ]);
  return { loaderData, html: renderToStaticMarkup(<Stub initialEntries={["/start"]} />) };
}

describe("/start in Arabic", () => {
  it("lists the steps in Arabic under the English ids, so stored ticks still match", async () => {
    locale.value = "ar";
    const { loaderData, html } = await render();
    expect(loaderData.steps.map((step) => step.id)).toEqual(START_STEP_IDS);
    expect(loaderData.steps.map((step) => step.official.url)).toEqual(START_CHECKLIST.map((step) => step.official.url));
    for (const step of START_CHECKLIST) {
      expect(html).toContain(`id="${step.id}"`);
      expect(html).toContain(CONTENT_TRANSLATIONS.ar.checklist[step.id]!.title);
    }
  });

  it("is unchanged in English", async () => {
    locale.value = "en";
    const { html } = await render();
    for (const step of START_CHECKLIST) expect(html).toContain(step.title.replace(/'/g, "&#x27;"));
  });
});
