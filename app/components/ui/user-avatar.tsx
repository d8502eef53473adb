import { UserRound } from "lucide-react";
import { Avatar } from "radix-ui";
import { cn } from "~/lib/cn";

/** The avatar image, else the first letter of the username, else a generic icon (spec: Navigation bar). */
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
  return (
    <Avatar.Root
      className={cn(
        "inline-grid size-9 shrink-0 place-items-center overflow-hidden rounded-full bg-brand-soft text-brand",
        className,
      )}
    >
      {avatarUrl && <Avatar.Image src={avatarUrl} alt="" className="size-full object-cover" />}
      <Avatar.Fallback delayMs={avatarUrl ? 300 : 0} className="font-semibold">
        {initial ?? <UserRound aria-hidden className="size-5" />}
      </Avatar.Fallback>
    </Avatar.Root>
  );
}
