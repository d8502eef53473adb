import { NAV_SECTIONS } from "@common/sections";
import { m } from "@common/i18n";

/**
 * "You are offline", with links to what this device keeps: the offline page, and the error screen offline.
 * Raw English addresses on every locale: only the English pages are sure to be kept (ADR 0039, Locales).
 */
export function OfflineMessage() {
  return (
    <div role="status" className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-3xl font-bold">{m.offline_page_heading()}</h1>
      <p className="mt-4 text-muted-foreground">{m.offline_page_body()}</p>
      <h2 className="mt-8 text-lg font-semibold">{m.offline_page_saved_heading()}</h2>
      <ul className="mt-3 grid gap-2">
        <li>
          <a href="/start" className="text-brand underline">
            {m.offline_page_checklist()}
          </a>
        </li>
        <li>
          <a href="/glossary" className="text-brand underline">
            {m.offline_page_glossary()}
          </a>
        </li>
        {NAV_SECTIONS.map((section) => (
          <li key={section.slug}>
            <a href={`/${section.slug}`} className="text-brand underline">
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
