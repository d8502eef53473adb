import { createApp, type AppOptions } from "../../server/app";
import { pageRenderer } from "./page-renderer";
import type { TestApp } from "./test-app";

/**
 * Another process of the app on the test app's database, as a second `npm start` would be, whose page
 * renders are counted by address: a page answered from memory or from the stored pages is not rendered.
 */
export async function countingApp(
  t: TestApp,
  { config = {}, ...options }: Partial<AppOptions> & { config?: Partial<TestApp["config"]> } = {},
) {
  const renderer = await pageRenderer();
  const renders = new Map<string, number>();
  const app = createApp(
    { ...t, config: { ...t.config, ...config } },
    {
      renderPage: (request, context) => {
        const url = new URL(request.url);
        const path = url.pathname + url.search;
        renders.set(path, (renders.get(path) ?? 0) + 1);
        return renderer.render(request, context);
      },
      pageAudience: renderer.audienceOf,
      ...options,
    },
  );
  return { app, rendersOf: (path: string) => renders.get(path) ?? 0 };
}
