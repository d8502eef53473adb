import { Icon } from "~/components/ui/icons";
import { useState } from "react";
import { cn } from "~/lib/cn";

/**
 * The avatar image, else the first letter of the username, else a generic icon (spec: Navigation bar).
 * A plain <img> in the server's HTML, so that it shows before (and without) the JavaScript; an image that
 * fails to load falls back to the letter.
 */
const sizes = { sm: "size-7 text-sm", md: "size-9", lg: "size-24 text-3xl" } as const;

export function UserAvatar({
  username,
  avatarUrl,
  size = "md",
  className,
}: {
  username: string | null | undefined;
  avatarUrl: string | null | undefined;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const initial = username?.trim().charAt(0).toUpperCase();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = avatarUrl && failedUrl !== avatarUrl;
  return (
    <span
      className={cn(
        "inline-grid shrink-0 place-items-center overflow-hidden rounded-full bg-brand-soft text-brand",
        sizes[size],
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
        <span className="font-semibold">{initial ?? <Icon name="user-round" aria-hidden className="size-5" />}</span>
      )}
    </span>
  );
}
