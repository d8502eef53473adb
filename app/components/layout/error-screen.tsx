import { Button } from "~/components/ui/button";
import { m } from "@common/i18n";

/** Spec 'Generic screens': the fallback shown when a page fails to render. */
export function ErrorScreen() {
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{m.ui_error_title()}</h1>
      <p className="mt-4 text-muted-foreground">{m.ui_error_text()}</p>
      <Button className="mt-8" onClick={() => window.location.reload()}>
        {m.ui_error_refresh()}
      </Button>
    </div>
  );
}
