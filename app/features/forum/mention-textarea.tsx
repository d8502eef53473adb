import { useEffect, useId, useRef, useState, type ComponentProps } from "react";
import { m } from "@common/i18n";
import { useFetcher } from "~/lib/localized-router";
import { Textarea } from "~/components/ui/input";
import { cn } from "~/lib/cn";

const TYPING_MENTION = /(^|[^\p{L}\p{N}_.@-])@([\p{L}\p{N}_.-]{1,30})$/u;

/**
 * A textarea that suggests members as one types `@name` (the editors of posts and comments): the
 * suggestions are a listbox under it, read from /resources/mentions (at most six names); Up and Down
 * move through them, Enter or Tab picks one, Escape closes them. Without JavaScript it is a plain
 * textarea, and typing the name in full works the same.
 */
export function MentionTextarea({ onKeyDown, onBlur, ...props }: ComponentProps<"textarea">) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const fetcher = useFetcher<{ usernames: string[] }>();
  const [query, setQuery] = useState<{ start: number } | null>(null);
  const [active, setActive] = useState(0);
  const listId = useId();
  const options = query ? (fetcher.data?.usernames ?? []) : [];
  const open = options.length > 0;

  function update() {
    const element = ref.current;
    if (!element) return;
    const caret = element.selectionStart;
    const match = TYPING_MENTION.exec(element.value.slice(0, caret));
    if (!match) return setQuery(null);
    const prefix = match[2]!;
    setQuery({ start: caret - prefix.length - 1 });
    setActive(0);
    void fetcher.load(`/resources/mentions?q=${encodeURIComponent(prefix)}`);
  }

  // A member may type `@na` before the page's scripts have run (a slow phone): the keys reached the
  // textarea, not this component, so look once at what is there when it starts.
  useEffect(() => {
    if (document.activeElement === ref.current) update();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function choose(username: string) {
    const element = ref.current;
    if (!element || !query) return;
    element.setRangeText(`@${username} `, query.start, element.selectionStart, "end");
    setQuery(null);
    element.focus();
  }

  return (
    <div className="relative">
      <Textarea
        {...props}
        ref={ref}
        aria-autocomplete="list"
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? `${listId}-${active}` : undefined}
        onInput={update}
        onKeyDown={(event) => {
          if (open) {
            if (event.key === "ArrowDown" || event.key === "ArrowUp") {
              event.preventDefault();
              const step = event.key === "ArrowDown" ? 1 : -1;
              setActive((index) => (index + step + options.length) % options.length);
              return;
            }
            if (event.key === "Enter" || event.key === "Tab") {
              event.preventDefault();
              return choose(options[active]!);
            }
            if (event.key === "Escape") {
              event.preventDefault();
              return setQuery(null);
            }
          }
          onKeyDown?.(event);
        }}
        onBlur={(event) => {
          setQuery(null);
          onBlur?.(event);
        }}
      />
      {open && (
        <ul
          id={listId}
          role="listbox"
          aria-label={m.forum_mention_list()}
          className="absolute top-full start-0 z-30 mt-1 grid min-w-48 rounded-md border border-border bg-surface py-1 shadow-lg"
        >
          {options.map((username, index) => (
            // The textarea keeps the focus (aria-activedescendant); a press picks without blurring it.
            <li
              key={username}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => {
                event.preventDefault();
                choose(username);
              }}
              className={cn("min-h-11 cursor-pointer content-center px-3", index === active && "bg-brand-soft")}
            >
              @{username}
            </li>
          ))}
        </ul>
      )}
      <span className="sr-only" aria-live="polite">
        {open ? m.forum_mention_found({ count: options.length }) : ""}
      </span>
    </div>
  );
}
