import { Fragment } from "react";

/**
 * A title or snippet with the words a search matched marked: the parts alternate, unmarked first (the
 * server's `Highlighted`). Every part is text, escaped by React: nothing a member typed becomes HTML.
 */
export function Highlighted({ parts }: { parts: string[] }) {
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <mark key={index} className="rounded-sm bg-accent-soft px-0.5 font-semibold text-foreground">
            {part}
          </mark>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
