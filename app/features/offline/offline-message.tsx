import { NAV_SECTIONS } from "@common/sections";
import { m } from "@common/i18n";
import { localizedPath } from "@common/locale-path";
import { SECTION_LABELS } from "~/components/layout/section-labels";

/**
 * "You are offline", with links to what this device keeps: the offline page, and the error screen offline.
 * Plain links (a page load, not the router's data request): the worker keeps a language's guides, its
 * checklist and this page as documents, together, when a reader first uses the language (ADR 0039).
 */
export function OfflineMessage() {
  return (
    <div role="status" className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-3xl font-bold">{m.offline_page_heading()}</h1>
      <p className="mt-4 text-muted-foreground">{m.offline_page_body()}</p>
      <h2 className="mt-8 text-lg font-semibold">{m.offline_page_saved_heading()}</h2>
      <ul className="mt-3 grid gap-2">
        <li>
          <a href={localizedPath("/start")} className="text-brand underline">
            {m.offline_page_checklist()}
          </a>
        </li>
        <li>
          <a href={localizedPath("/glossary")} className="text-brand underline">
            {m.offline_page_glossary()}
          </a>
        </li>
        {NAV_SECTIONS.map((section) => (
          <li key={section.slug}>
            <a href={localizedPath(`/${section.slug}`)} className="text-brand underline">
              {SECTION_LABELS[section.slug]()}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
