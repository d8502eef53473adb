import { Button } from "~/components/ui/button";

/** Spec 'Generic screens': the fallback shown when a page fails to render. */
export function ErrorScreen() {
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="mt-4 text-muted-foreground">We apologize for the inconvenience. Please try refreshing the page.</p>
      <Button className="mt-8" onClick={() => window.location.reload()}>
        Refresh Page
      </Button>
    </div>
  );
}
