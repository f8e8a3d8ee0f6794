import { cx } from "@/components/ui/cx";
import type { UserInfo } from "@/lib/schemas/user";
import { UserAvatar } from "./user-avatar";

/** A person at the top of their card: the avatar, the name, and lines under it (the e-mail, the role). */
export function UserIdentity({ user, name, lines, className }: { user: UserInfo; name: string; lines: string[]; className?: string }) {
  return (
    <div className={cx("flex items-center gap-4", className)}>
      <UserAvatar user={user} className="size-14 text-lg" />
      <div className="min-w-0">
        <p className="truncate text-base font-semibold text-slate-900">{name}</p>
        {lines.map((line) => (
          <p key={line} className="truncate text-sm text-slate-600">
            {line}
          </p>
        ))}
      </div>
    </div>
  );
}
