import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode, type RefObject } from "react";
import { useBlocker, useFetchers, useNavigation } from "react-router";
import { useFetcher } from "~/lib/localized-router";
import { isFailure, type ActionResult } from "@common/action-result";
import { unlocalizedPath } from "@common/locale-path";
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

/** What an editor remembers about its draft between renders (one object for the editor's life: refs only). */
type DraftMemory = {
  baselineRef: RefObject<Fields | null>;
  onServerRef: RefObject<Fields | null>;
  sendingRef: RefObject<Fields | null>;
  /** This editor has sent a save or a discard: the server no longer holds the draft it offered. */
  sentHereRef: RefObject<boolean>;
  lastSaveRef: RefObject<number>;
  timerRef: RefObject<ReturnType<typeof setTimeout> | undefined>;
  publishedRef: RefObject<boolean>;
  watchingRef: RefObject<ReturnType<typeof setInterval> | undefined>;
};
function useDraftMemory(): DraftMemory {
  const baselineRef = useRef<Fields | null>(null);
  const onServerRef = useRef<Fields | null>(null);
  const sendingRef = useRef<Fields | null>(null);
  const sentHereRef = useRef(false);
  const lastSaveRef = useRef(0);
  const timerRef = useRef<ReturnType<typeof setTimeout>>(undefined);
  const publishedRef = useRef(false);
  const watchingRef = useRef<ReturnType<typeof setInterval>>(undefined);
  // The same object on every render (its refs are), so that hooks given it need not run again.
  const [memory] = useState<DraftMemory>(() => ({
    baselineRef,
    onServerRef,
    sendingRef,
    sentHereRef,
    lastSaveRef,
    timerRef,
    publishedRef,
    watchingRef,
  }));
  return memory;
}

/** A page navigation or a form's fetcher (not a draft's) is under way: a publish may be in flight. */
function useBusyRef() {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busyRef = useRef(false);
  const busyNow =
    navigation.state !== "idle" ||
    fetchers.some(
      // The router's form action carries the locale's basename (/ar/resources/drafts, ADR 0069).
      (fetcher) => fetcher.state !== "idle" && fetcher.formAction && unlocalizedPath(fetcher.formAction) !== DRAFTS_URL,
    );
  useEffect(() => {
    busyRef.current = busyNow;
  }, [busyNow]);
  return busyRef;
}

type Saver = ReturnType<typeof useFetcher<ActionResult<{ savedAt: string | null }>>>;

/** Marks the editor unsaved or not, and saves its fields (now, or after a pause). */
function useDraftSaving({
  key,
  formRef,
  editorId,
  offer,
  saver,
  setNote,
  memory,
}: {
  key: string | null;
  formRef: RefObject<HTMLFormElement | null>;
  editorId: string;
  offer: DraftView | null;
  saver: Saver;
  setNote: (note: Note) => void;
  memory: DraftMemory;
}) {
  const { baselineRef, onServerRef, sendingRef, sentHereRef, lastSaveRef, timerRef, publishedRef } = memory;

  /** Unsaved: the fields differ from the draft the server has (or, with none, from what the page opened with). */
  const refresh = useCallback(() => {
    const form = formRef.current;
    if (!key || !form || !baselineRef.current) return;
    // While the server holds the offered draft, the fields are measured against what the page opened with.
    const reference =
      (offer && !sentHereRef.current) || !onServerRef.current ? baselineRef.current : onServerRef.current;
    const dirty = !publishedRef.current && !same(read(form), reference);
    if (editors.get(editorId) !== dirty) {
      editors.set(editorId, dirty);
      publish();
    }
  }, [key, formRef, editorId, offer, baselineRef, sentHereRef, onServerRef, publishedRef]);

  const send = useCallback(
    (fields: Record<string, string>) => {
      sentHereRef.current = true;
      void saver.submit(
        { key: key!, ...fields },
        { method: "post", action: DRAFTS_URL, defaultShouldRevalidate: false },
      );
    },
    // saver.submit is stable for the fetcher's life (and sentHere is a ref).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );

  const save = useCallback(() => {
    const form = formRef.current;
    if (!key || !form || !baselineRef.current || publishedRef.current) return;
    const current = read(form);
    // Untouched below an offer: the offered draft stays on the server.
    if (offer && !sentHereRef.current && same(current, baselineRef.current)) return;
    if (onServerRef.current ? same(current, onServerRef.current) : same(current, baselineRef.current)) return;
    lastSaveRef.current = Date.now();
    setNote(null);
    if (same(current, baselineRef.current)) {
      // Back to what the editor opened with: no draft is needed any more.
      sendingRef.current = null;
      send({ intent: "discard" });
    } else {
      sendingRef.current = current;
      send({ intent: "save", ...(isPostDraftKey(key) ? current : { content: current.content }) });
    }
  }, [
    key,
    formRef,
    send,
    offer,
    baselineRef,
    publishedRef,
    sentHereRef,
    onServerRef,
    lastSaveRef,
    setNote,
    sendingRef,
  ]);

  const schedule = useCallback(() => {
    clearTimeout(timerRef.current);
    const wait = Math.max(DRAFT_QUIET_MS, lastSaveRef.current + DRAFT_MIN_INTERVAL_MS - Date.now());
    timerRef.current = setTimeout(save, wait);
  }, [save, timerRef, lastSaveRef]);

  return { refresh, send, schedule };
}

/** Opens the editor's draft (asks the server for it), and follows what the server holds as saves answer. */
function useDraftOnServer({
  key,
  formRef,
  editorId,
  loader,
  saver,
  refresh,
  memory,
}: {
  key: string | null;
  formRef: RefObject<HTMLFormElement | null>;
  editorId: string;
  loader: ReturnType<typeof useFetcher<{ draft: DraftView | null }>>;
  saver: Saver;
  refresh: () => void;
  memory: DraftMemory;
}) {
  const { baselineRef, onServerRef, sendingRef, sentHereRef, timerRef, watchingRef } = memory;

  // The editor opens: remember what the page gave it, and ask for its draft.
  useEffect(() => {
    const form = formRef.current;
    if (!key || !form) return;
    baselineRef.current = rendered(form);
    editors.set(editorId, false);
    publish();
    void loader.load(`${DRAFTS_URL}?key=${encodeURIComponent(key)}`);
    return () => {
      // The timer and the watch running when the editor closes (not those of when it opened) stop.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      clearTimeout(timerRef.current);
      // eslint-disable-next-line react-hooks/exhaustive-deps
      clearInterval(watchingRef.current);
      editors.delete(editorId);
      publish();
    };
    // loader.load is stable; once per editor and key (the rest are refs).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, editorId]);

  // What the server holds: the draft it gave (unless this editor saved since), then each save's or discard's answer.
  useEffect(() => {
    if (loader.data?.draft && !sentHereRef.current) onServerRef.current = fieldsOf(loader.data.draft);
    refresh();
  }, [loader.data, refresh, sentHereRef, onServerRef]);
  useEffect(() => {
    if (saver.state !== "idle" || !saver.data || isFailure(saver.data)) return;
    onServerRef.current = saver.data.data?.savedAt ? sendingRef.current : null;
    refresh();
  }, [saver.state, saver.data, refresh, onServerRef, sendingRef]);
}

/** Sends the form again as the button (if any) that sent it first. */
function submitAgain(form: HTMLFormElement, submitter: HTMLElement | null) {
  form.requestSubmit(
    submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null,
  );
}

type Held = { submitter: HTMLElement | null; until: number };

/**
 * A form sent while a save is on its way waits for that save's answer (at most HOLD_PUBLISH_MS): sent
 * side by side, the save could reach the server after the publish that drops the draft, and bring it back.
 */
function useHeldPublish(saverState: string, formRef: RefObject<HTMLFormElement | null>) {
  const saveInFlightRef = useRef(false);
  const heldRef = useRef<Held | null>(null);
  useEffect(() => {
    saveInFlightRef.current = saverState !== "idle";
    const form = formRef.current;
    if (saveInFlightRef.current || !heldRef.current || !form) return;
    const { submitter } = heldRef.current;
    heldRef.current = null;
    submitAgain(form, submitter);
  }, [saverState, formRef]);
  return { saveInFlightRef, heldRef };
}

/** Keeps the fields as the draft with a beacon (it outlives the page). */
function saveOnLeaving(key: string, form: HTMLFormElement) {
  const current = read(form);
  const body = new FormData();
  body.set("intent", "save");
  body.set("key", key);
  for (const [name, value] of Object.entries(isPostDraftKey(key) ? current : { content: current.content })) {
    body.set(name, value);
  }
  navigator.sendBeacon?.(DRAFTS_URL, body);
}

/** Typing: note the change, and save after a pause. Sending the form: the server drops the draft. */
function useFormListeners({
  key,
  formRef,
  editorId,
  refresh,
  schedule,
  memory,
  busyRef,
  saveInFlightRef,
  heldRef,
}: {
  key: string | null;
  formRef: RefObject<HTMLFormElement | null>;
  editorId: string;
  refresh: () => void;
  schedule: () => void;
  memory: DraftMemory;
  busyRef: RefObject<boolean>;
  saveInFlightRef: RefObject<boolean>;
  heldRef: RefObject<Held | null>;
}) {
  const { baselineRef, onServerRef, timerRef, publishedRef, watchingRef } = memory;
  useEffect(() => {
    const form = formRef.current;
    if (!key || !form) return;
    const typed = () => {
      publishedRef.current = false;
      refresh();
      schedule();
    };
    const sent = (event: SubmitEvent) => {
      if (saveInFlightRef.current && (!heldRef.current || Date.now() < heldRef.current.until)) {
        // Declared before React's own listener (on the document root), so the form's router sees it prevented.
        event.preventDefault();
        clearTimeout(timerRef.current);
        heldRef.current ??= { submitter: event.submitter, until: Date.now() + HOLD_PUBLISH_MS };
        const { until } = heldRef.current;
        setTimeout(() => {
          if (heldRef.current?.until !== until || !formRef.current) return;
          submitAgain(formRef.current, heldRef.current.submitter);
          heldRef.current = null;
        }, HOLD_PUBLISH_MS);
        return;
      }
      // The text is on its way to be published: leaving does not ask, autosave stops. A send that ends with
      // the editor still here and not emptied (refused: an empty comment, a title too long) was not a
      // publish: the text is unsaved again.
      clearTimeout(timerRef.current);
      clearInterval(watchingRef.current);
      publishedRef.current = true;
      refresh();
      watchingRef.current = setInterval(() => {
        if (busyRef.current) return;
        clearInterval(watchingRef.current);
        if (!publishedRef.current) return;
        publishedRef.current = false;
        refresh();
        schedule();
      }, 500);
    };
    const reset = () =>
      setTimeout(() => {
        // A comment sent and its box emptied: the server dropped its draft with it.
        clearInterval(watchingRef.current);
        if (!formRef.current) return;
        baselineRef.current = read(formRef.current);
        onServerRef.current = null;
        refresh();
      });
    const leaving = () => {
      // Closing the tab or reloading with unsaved text (after the browser asked): keep it as the draft.
      if (!editors.get(editorId) || !formRef.current) return;
      saveOnLeaving(key, formRef.current);
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
  }, [
    key,
    formRef,
    refresh,
    schedule,
    editorId,
    publishedRef,
    saveInFlightRef,
    heldRef,
    timerRef,
    watchingRef,
    busyRef,
    baselineRef,
    onServerRef,
  ]);
}

/**
 * Text typed before the page's JavaScript ran fired no event the editor saw: once the server has said
 * whether there is a draft, it counts as typed now (declared after the listeners, so the current one hears).
 */
function useEarlyText(
  loaderData: unknown,
  formRef: RefObject<HTMLFormElement | null>,
  baselineRef: RefObject<Fields | null>,
) {
  const checkedEarlyText = useRef(false);
  useEffect(() => {
    const form = formRef.current;
    if (checkedEarlyText.current || !loaderData || !form || !baselineRef.current) return;
    checkedEarlyText.current = true;
    if (!same(read(form), baselineRef.current)) form.dispatchEvent(new Event("input"));
  }, [loaderData, formRef, baselineRef]);
}

/** The offer of a saved draft, with its Restore and Discard buttons. */
function DraftOffer({ offer, restore, discard }: { offer: DraftView; restore: () => void; discard: () => void }) {
  return (
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
  );
}

/** The draft's state below the fields: restored, saving, saved at, or not saved and why. */
function DraftStatus({ note, saver }: { note: Note; saver: Saver }) {
  const saving = saver.state !== "idle";
  const failed = !saving && isFailure(saver.data) ? saver.data.error.message : null;
  const savedAt = !saving && saver.data?.ok ? saver.data.data?.savedAt : null;
  return (
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
  );
}

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
  const memory = useDraftMemory();
  const { onServerRef, sendingRef, sentHereRef } = memory;
  const busyRef = useBusyRef();
  const [offer, setOffer] = useState<DraftView | null>(null);
  const [note, setNote] = useState<Note>(null);
  const [editorId] = useState(() => Math.random().toString(36).slice(2));

  // The draft arrives: offered when it is not what the editor opened with (nor what it already saved).
  useOnNewResult(loader.data, (data) => {
    const form = formRef.current;
    if (!data?.draft || same(fieldsOf(data.draft), opened)) return;
    if (sentHereRef.current && form && same(fieldsOf(data.draft), read(form))) return;
    setOffer(data.draft);
  });

  const { refresh, send, schedule } = useDraftSaving({ key, formRef, editorId, offer, saver, setNote, memory });
  useDraftOnServer({ key, formRef, editorId, loader, saver, refresh, memory });
  const { saveInFlightRef, heldRef } = useHeldPublish(saver.state, formRef);
  useFormListeners({ key, formRef, editorId, refresh, schedule, memory, busyRef, saveInFlightRef, heldRef });
  useEarlyText(loader.data, formRef, memory.baselineRef);

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
    if (sentHereRef.current) schedule();
    else onServerRef.current = fieldsOf(offer);
  };
  const discard = () => {
    setOffer(null);
    setNote(null);
    if (sentHereRef.current) return; // what the server holds now is the member's newer text
    sendingRef.current = null;
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
  return {
    // The offer comes a moment after the editor opens (the draft is fetched then). Its region is on the page
    // from the start, so that a screen reader says the offer when it comes.
    offer: <div aria-live="polite">{offer && <DraftOffer offer={offer} restore={restore} discard={discard} />}</div>,
    status: (
      <div>
        {owner === editorId && <LeaveGuard />}
        <DraftStatus note={note} saver={saver} />
      </div>
    ),
  };
}
