import { Icon } from "~/components/ui/icons";
import { m } from "@common/i18n";
import { Link } from "~/lib/localized-router";

export interface Crumb {
  label: string;
  to?: string;
}

/** Home › Section › Page, in a labelled nav; the last crumb is the current page. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label={m.guide_breadcrumb()} className="text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, index) => (
          <li key={crumb.label} className="flex items-center gap-1">
            {index > 0 && <Icon name="chevron-right" aria-hidden className="size-4" />}
            {crumb.to ? (
              <Link to={crumb.to} className="inline-flex min-h-6 items-center text-brand underline">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
