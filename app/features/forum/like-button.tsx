import { Heart } from "lucide-react";
import { useState } from "react";
import { useToast } from "~/components/ui/toast";
import { useSignInRequired } from "~/features/auth/sign-in-required";
import { useCurrentUser } from "~/features/auth/current-user";
import { cn } from "~/lib/cn";

/**
 * Spec section 4: optimistic like toggle: state and count change at once and revert on failure; the
 * count never goes below 0; the button is disabled while saving.
 */
export function LikeButton({
  liked: initialLiked,
  count: initialCount,
  save,
  signInMessage,
  failure,
}: {
  liked: boolean;
  count: number;
  save: (liked: boolean) => Promise<{ liked: boolean; likesCount: number }>;
  signInMessage: string;
  failure: { title: string; description: string };
}) {
  const user = useCurrentUser();
  const promptSignIn = useSignInRequired();
  const toast = useToast();
  const [state, setState] = useState({
    liked: initialLiked,
    count: initialCount,
    from: { initialLiked, initialCount },
  });
  const [saving, setSaving] = useState(false);
  // New data from the server (a refresh) replaces ours unless we are in the middle of saving.
  if (!saving && (state.from.initialLiked !== initialLiked || state.from.initialCount !== initialCount)) {
    setState({ liked: initialLiked, count: initialCount, from: { initialLiked, initialCount } });
  }

  async function toggle() {
    if (!user) return promptSignIn(signInMessage);
    const previous = state;
    const next = !state.liked;
    setState({ ...state, liked: next, count: Math.max(0, state.count + (next ? 1 : -1)) });
    setSaving(true);
    try {
      const saved = await save(next);
      setState((current) => ({ ...current, liked: saved.liked, count: Math.max(0, saved.likesCount) }));
    } catch {
      setState(previous);
      toast({ ...failure, variant: "destructive" });
    } finally {
      setSaving(false);
    }
  }

  return (
    <span
      className={cn(
        "inline-flex items-center text-sm font-medium",
        state.liked ? "text-accent" : "text-muted-foreground",
      )}
    >
      <button
        type="button"
        aria-label="Like"
        aria-pressed={state.liked}
        disabled={saving}
        onClick={() => void toggle()}
        className="inline-grid size-11 place-items-center rounded-md hover:bg-surface-muted disabled:opacity-60"
      >
        <Heart aria-hidden className={cn("size-5", state.liked && "fill-current")} />
      </button>
      <span data-testid="like-count" className="min-w-4 pr-2">
        {state.count}
        <span className="sr-only">{state.count === 1 ? " like" : " likes"}</span>
      </span>
    </span>
  );
}
