import { UserRound } from "lucide-react";
import { useState } from "react";
import { cn } from "~/lib/cn";

/**
 * The avatar image, else the first letter of the username, else a generic icon (spec: Navigation bar).
 * A plain <img> in the server's HTML, so that it shows before (and without) the JavaScript; an image that
 * fails to load falls back to the letter.
 */
export function UserAvatar({
  username,
  avatarUrl,
  className,
}: {
  username: string | null | undefined;
  avatarUrl: string | null | undefined;
  className?: string;
}) {
  const initial = username?.trim().charAt(0).toUpperCase();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = avatarUrl && failedUrl !== avatarUrl;
  return (
    <span
      className={cn(
        "inline-grid size-9 shrink-0 place-items-center overflow-hidden rounded-full bg-brand-soft text-brand",
        className,
      )}
    >
      {showImage ? (
        <img
          src={avatarUrl}
          alt=""
          decoding="async"
          onError={() => setFailedUrl(avatarUrl)}
          className="size-full object-cover"
        />
      ) : (
        <span className="font-semibold">{initial ?? <UserRound aria-hidden className="size-5" />}</span>
      )}
    </span>
  );
}
