import type { ReactNode } from "react";
import { Link } from "react-router";

/** The page of a 403 answer: what the visitor may not do, and the way back. A route's ErrorBoundary shows it. */
export function Forbidden({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-muted-foreground">{children}</p>
      <Link to="/community/forum" className="mt-8 inline-block text-brand underline">
        Back to Community Forum
      </Link>
    </div>
  );
}
