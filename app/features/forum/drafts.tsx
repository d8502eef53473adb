import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode, type RefObject } from "react";
import { useBlocker, useFetchers, useNavigation } from "react-router";
import { useFetcher } from "~/lib/localized-router";
import { isFailure, type ActionResult } from "@common/action-result";
import { m } from "@common/i18n";
import { DRAFT_MESSAGES, DRAFT_MIN_INTERVAL_MS, DRAFT_QUIET_MS, isPostDraftKey, type DraftView } from "@common/drafts";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { useCurrentUser } from "~/features/auth";
import { useOnNewResult } from "~/features/forms";
import { LocalDate } from "~/lib/dates";
import { richText } from "./rich-text";

/**
 * Drafts in the editors (issue #31 item 4, ADR 0032). A signed-in member's text is saved to the server as
 * they type (a debounced fetcher: after a pause of DRAFT_QUIET_MS, at most once every DRAFT_MIN_INTERVAL_MS),
 * and offered back when the same editor opens again, on any device: "Restore" puts it in the fields,
 * "Discard" throws it away. Leaving the page while the fields hold text the server does not have asks first.
 * Without JavaScript none of this runs and the form posts as before.
 */

const FIELDS = ["title", "category", "content"] as const;
type Fields = Record<(typeof FIELDS)[number], string>;
const DRAFTS_URL = "/resources/drafts";
/** How long a form sent during a draft's save waits for it, at most (a save answers in milliseconds). */
const HOLD_PUBLISH_MS = 3_000;

function fieldOf(form: HTMLFormElement, name: string) {
  const element = form.elements.namedItem(name);
  return element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
    ? element
    : null;
}
const read = (form: HTMLFormElement): Fields => ({
  title: fieldOf(form, "title")?.value ?? "",
  category: fieldOf(form, "category")?.value ?? "",
  content: fieldOf(form, "content")?.value ?? "",
});
/** What the page was rendered with: the fields as they were before anything was typed in them. */
function rendered(form: HTMLFormElement): Fields {
  const defaultOf = (name: string) => {
    const field = fieldOf(form, name);
    if (!field) return "";
    if (!(field instanceof HTMLSelectElement)) return field.defaultValue;
    const options = [...field.options];
    return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? "";
  };
  return { title: defaultOf("title"), category: defaultOf("category"), content: defaultOf("content") };
}
const same = (a: Fields, b: Fields) => FIELDS.every((field) => a[field] === b[field]);
const fieldsOf = (draft: DraftView): Fields => ({
  title: draft.title,
  category: draft.category,
  content: draft.content,
});

/**
 * The editors on the page with unsaved text. One guard per page asks before leaving (React Router allows one
 * blocker at a time), shown by the first editor mounted.
 */
const editors = new Map<string, boolean>();
const listeners = new Set<() => void>();
let snapshot = { owner: null as string | null, dirty: false };
function publish() {
  snapshot = { owner: editors.keys().next().value ?? null, dirty: [...editors.values()].some(Boolean) };
  for (const listener of listeners) listener();
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const SERVER_SNAPSHOT = { owner: null, dirty: false };

/** Asks before an in-app navigation or a reload while any editor on the page has unsaved text. */
function LeaveGuard() {
  const { dirty } = useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => SERVER_SNAPSHOT,
  );
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      snapshot.dirty &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(DRAFT_MESSAGES.leave)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [dirty]);
  return null;
}

/** What the editor says about its draft, besides saving and saved (which the fetcher tells). */
type Note = "restored" | null;

/**
 * Keeps the draft of the editor `formRef` points at, named `draftKey` (common/drafts.ts DRAFT_KEYS), whose
 * fields open with `initial`. Returns the offer of a saved draft, to show where the member sees it first (above
 * a post's fields; below a comment's box, which is small), and the draft's state, to show below the fields.
 *
 * An offer the member leaves alone does not stop the draft: what they type is saved over it (autosave and
 * on leaving), so that what comes back is what they typed last; "Restore" still puts the offered text in the
 * fields (and it is saved again), "Discard" only hides the offer then.
 */
export function useDraft(
  formRef: RefObject<HTMLFormElement | null>,
  draftKey: string | undefined,
  initial: Partial<Fields>,
): { offer: ReactNode; status: ReactNode } {
  const user = useCurrentUser();
  const key = user && draftKey ? draftKey : null;
  const loader = useFetcher<{ draft: DraftView | null }>();
  const saver = useFetcher<ActionResult<{ savedAt: string | null }>>();
  const opened: Fields = {
    title: initial.title ?? "",
    category: initial.category ?? "",
    content: initial.content ?? "",
  };
  const baseline = useRef<Fields | null>(null);
  const onServer = useRef<Fields | null>(null);
  const sending = useRef<Fields | null>(null);
  // This editor has sent a save or a discard: the server no longer holds the draft it offered.
  const sentHere = useRef(false);
  const lastSave = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const published = useRef(false);
  const watching = useRef<ReturnType<typeof setInterval>>(undefined);
  // A page navigation or a form's fetcher (not a draft's) is under way: a publish may be in flight.
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = useRef(false);
  const busyNow =
    navigation.state !== "idle" ||
    fetchers.some((fetcher) => fetcher.state !== "idle" && fetcher.formAction && fetcher.formAction !== DRAFTS_URL);
  useEffect(() => {
    busy.current = busyNow;
  }, [busyNow]);
  const [offer, setOffer] = useState<DraftView | null>(null);
  const [note, setNote] = useState<Note>(null);
  const [editorId] = useState(() => Math.random().toString(36).slice(2));

  // The draft arrives: offered when it is not what the editor opened with (nor what it already saved).
  useOnNewResult(loader.data, (data) => {
    const form = formRef.current;
    if (!data?.draft || same(fieldsOf(data.draft), opened)) return;
    if (sentHere.current && form && same(fieldsOf(data.draft), read(form))) return;
    setOffer(data.draft);
  });

  /** Unsaved: the fields differ from the draft the server has (or, with none, from what the page opened with). */
  const refresh = useCallback(() => {
    const form = formRef.current;
    if (!key || !form || !baseline.current) return;
    // While the server holds the offered draft, the fields are measured against what the page opened with.
    const reference = (offer && !sentHere.current) || !onServer.current ? baseline.current : onServer.current;
    const dirty = !published.current && !same(read(form), reference);
    if (editors.get(editorId) !== dirty) {
      editors.set(editorId, dirty);
      publish();
    }
  }, [key, formRef, editorId, offer]);

  const send = useCallback(
    (fields: Record<string, string>) => {
      sentHere.current = true;
      void saver.submit(
        { key: key!, ...fields },
        { method: "post", action: DRAFTS_URL, defaultShouldRevalidate: false },
      );
    },
    // saver.submit is stable for the fetcher's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );

  const save = useCallback(() => {
    const form = formRef.current;
    if (!key || !form || !baseline.current || published.current) return;
    const current = read(form);
    // Untouched below an offer: the offered draft stays on the server.
    if (offer && !sentHere.current && same(current, baseline.current)) return;
    if (onServer.current ? same(current, onServer.current) : same(current, baseline.current)) return;
    lastSave.current = Date.now();
    setNote(null);
    if (same(current, baseline.current)) {
      // Back to what the editor opened with: no draft is needed any more.
      sending.current = null;
      send({ intent: "discard" });
    } else {
      sending.current = current;
      send({ intent: "save", ...(isPostDraftKey(key) ? current : { content: current.content }) });
    }
  }, [key, formRef, send, offer]);

  const schedule = useCallback(() => {
    clearTimeout(timer.current);
    const wait = Math.max(DRAFT_QUIET_MS, lastSave.current + DRAFT_MIN_INTERVAL_MS - Date.now());
    timer.current = setTimeout(save, wait);
  }, [save]);

  // The editor opens: remember what the page gave it, and ask for its draft.
  useEffect(() => {
    const form = formRef.current;
    if (!key || !form) return;
    baseline.current = rendered(form);
    editors.set(editorId, false);
    publish();
    void loader.load(`${DRAFTS_URL}?key=${encodeURIComponent(key)}`);
    return () => {
      clearTimeout(timer.current);
      clearInterval(watching.current);
      editors.delete(editorId);
      publish();
    };
    // loader.load is stable; once per editor and key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, editorId]);

  // What the server holds: the draft it gave (unless this editor saved since), then each save's or discard's answer.
  useEffect(() => {
    if (loader.data?.draft && !sentHere.current) onServer.current = fieldsOf(loader.data.draft);
    refresh();
  }, [loader.data, refresh]);
  useEffect(() => {
    if (saver.state !== "idle" || !saver.data || isFailure(saver.data)) return;
    onServer.current = saver.data.data?.savedAt ? sending.current : null;
    refresh();
  }, [saver.state, saver.data, refresh]);

  // A form sent while a save is on its way waits for that save's answer (at most HOLD_PUBLISH_MS): sent
  // side by side, the save could reach the server after the publish that drops the draft, and bring it back.
  const saveInFlight = useRef(false);
  const held = useRef<{ submitter: HTMLElement | null; until: number } | null>(null);
  useEffect(() => {
    saveInFlight.current = saver.state !== "idle";
    const form = formRef.current;
    if (saveInFlight.current || !held.current || !form) return;
    const { submitter } = held.current;
    held.current = null;
    form.requestSubmit(
      submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null,
    );
  }, [saver.state, formRef]);

  // Typing: note the change, and save after a pause. Sending the form: the server drops the draft.
  useEffect(() => {
    const form = formRef.current;
    if (!key || !form) return;
    const typed = () => {
      published.current = false;
      refresh();
      schedule();
    };
    const sent = (event: SubmitEvent) => {
      if (saveInFlight.current && (!held.current || Date.now() < held.current.until)) {
        // Declared before React's own listener (on the document root), so the form's router sees it prevented.
        event.preventDefault();
        clearTimeout(timer.current);
        held.current ??= { submitter: event.submitter, until: Date.now() + HOLD_PUBLISH_MS };
        const { until } = held.current;
        setTimeout(() => {
          if (held.current?.until !== until || !formRef.current) return;
          const { submitter } = held.current;
          formRef.current.requestSubmit(
            submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null,
          );
          held.current = null;
        }, HOLD_PUBLISH_MS);
        return;
      }
      // The text is on its way to be published: leaving does not ask, autosave stops. A send that ends with
      // the editor still here and not emptied (refused: an empty comment, a title too long) was not a
      // publish: the text is unsaved again.
      clearTimeout(timer.current);
      clearInterval(watching.current);
      published.current = true;
      refresh();
      watching.current = setInterval(() => {
        if (busy.current) return;
        clearInterval(watching.current);
        if (!published.current) return;
        published.current = false;
        refresh();
        schedule();
      }, 500);
    };
    const reset = () =>
      setTimeout(() => {
        // A comment sent and its box emptied: the server dropped its draft with it.
        clearInterval(watching.current);
        if (!formRef.current) return;
        baseline.current = read(formRef.current);
        onServer.current = null;
        refresh();
      });
    const leaving = () => {
      // Closing the tab or reloading with unsaved text (after the browser asked): keep it as the draft.
      if (!editors.get(editorId) || !formRef.current) return;
      const current = read(formRef.current);
      const body = new FormData();
      body.set("intent", "save");
      body.set("key", key);
      for (const [name, value] of Object.entries(isPostDraftKey(key) ? current : { content: current.content })) {
        body.set(name, value);
      }
      navigator.sendBeacon?.(DRAFTS_URL, body);
    };
    form.addEventListener("input", typed);
    form.addEventListener("change", typed);
    form.addEventListener("submit", sent);
    form.addEventListener("reset", reset);
    window.addEventListener("pagehide", leaving);
    return () => {
      form.removeEventListener("input", typed);
      form.removeEventListener("change", typed);
      form.removeEventListener("submit", sent);
      form.removeEventListener("reset", reset);
      window.removeEventListener("pagehide", leaving);
    };
  }, [key, formRef, refresh, schedule, editorId]);

  // Text typed before the page's JavaScript ran fired no event the editor saw: once the server has said
  // whether there is a draft, it counts as typed now (declared after the listeners, so the current one hears).
  const checkedEarlyText = useRef(false);
  useEffect(() => {
    const form = formRef.current;
    if (checkedEarlyText.current || !loader.data || !form || !baseline.current) return;
    checkedEarlyText.current = true;
    if (!same(read(form), baseline.current)) form.dispatchEvent(new Event("input"));
  }, [loader.data, formRef]);

  const restore = () => {
    const form = formRef.current;
    if (!offer || !form) return;
    for (const name of FIELDS) {
      const field = fieldOf(form, name);
      if (field) field.value = offer[name];
    }
    setOffer(null);
    setNote("restored");
    fieldOf(form, "content")?.focus();
    // Saved over since it was offered: the restored text is what the member wants kept now.
    if (sentHere.current) schedule();
    else onServer.current = fieldsOf(offer);
  };
  const discard = () => {
    setOffer(null);
    setNote(null);
    if (sentHere.current) return; // what the server holds now is the member's newer text
    sending.current = null;
    send({ intent: "discard" });
  };
  // After Restore or Discard: what the fields hold now is measured against the server's draft again.
  useEffect(() => {
    if (!offer) refresh();
  }, [offer, refresh]);

  const { owner } = useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => SERVER_SNAPSHOT,
  );
  if (!key) return { offer: null, status: null };
  const saving = saver.state !== "idle";
  const failed = !saving && isFailure(saver.data) ? saver.data.error.message : null;
  const savedAt = !saving && saver.data?.ok ? saver.data.data?.savedAt : null;
  return {
    // The offer comes a moment after the editor opens (the draft is fetched then). Its region is on the page
    // from the start, so that a screen reader says the offer when it comes.
    offer: (
      <div aria-live="polite">
        {offer && (
          <Alert variant="info" className="items-start">
            <div className="grid gap-2">
              <p>
                <LocalDate
                  iso={offer.updatedAt}
                  sentence={(date, form) => richText((parts) => m.forum_draft_offer({ ...parts, form }), { date })}
                />
              </p>
              <div className="flex flex-wrap gap-2">
                <Button type="button" size="sm" onClick={restore}>
                  {m.forum_draft_restore()}
                </Button>
                <Button type="button" size="sm" variant="secondary" onClick={discard}>
                  {m.forum_draft_discard()}
                </Button>
              </div>
            </div>
          </Alert>
        )}
      </div>
    ),
    status: (
      <div>
        {owner === editorId && <LeaveGuard />}
        <p aria-live="polite" className="min-h-5 text-sm text-muted-foreground" data-testid="draft-status">
          {note === "restored" && m.forum_draft_restored()}
          {!note && saving && m.forum_draft_saving()}
          {!note && savedAt && (
            <LocalDate
              iso={savedAt}
              sentence={(date, form) => richText((parts) => m.forum_draft_saved({ ...parts, form }), { date })}
            />
          )}
          {!note && failed && <span className="text-destructive">{m.forum_draft_not_saved({ reason: failed })}</span>}
        </p>
      </div>
    ),
  };
}
