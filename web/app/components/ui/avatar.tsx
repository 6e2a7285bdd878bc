import { useState } from "react";
import { initials, avatarSrc, type AuthUser } from "~/lib/auth-user";
import { cn } from "~/lib/cn";

interface AvatarProps {
  user: Pick<AuthUser, "email" | "user_metadata">;
  className?: string;
}

/**
 * The user's picture, or their initials when there is none we may show (pictures from
 * other origins are blocked by the CSP, see avatarSrc) or it fails to load.
 * Decorative: whatever shows it also shows or says the name.
 */
export function Avatar({ user, className }: AvatarProps) {
  const src = avatarSrc(user.user_metadata.avatar_url);
  const [failed, setFailed] = useState(false);
  const box = cn("inline-flex h-9 w-9 shrink-0 items-center justify-center overflow-hidden rounded-full", className);
  if (src && !failed) {
    return <img
        src={src}
        alt=""
        // Google's picture host need not learn which page shows the picture.
        referrerPolicy="no-referrer"
        className={cn(box, "object-cover")}
        onError={() => setFailed(true)}
      />;
  }
  return (
    <span aria-hidden className={cn(box, "bg-primary text-sm font-semibold text-primary-foreground select-none")}>
      {initials(user)}
    </span>
  );
}
