import { cx } from "@/components/ui/cx";
import type { UserInfo } from "@/lib/schemas/user";

export function initials(user: Pick<UserInfo, "firstName" | "lastName">): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
}

/** Avatar (the user's picture, or initials) with the greeting. */
export function UserBadge({ user, collapsed }: { user: UserInfo; collapsed: boolean }) {
  return (
    <div className={cx("flex items-center gap-3", collapsed && "justify-center")}>
      {user.picture ? (
        // eslint-disable-next-line @next/next/no-img-element -- served by our API, sized by CSS
        <img src={user.picture} alt="" className="size-12 shrink-0 rounded-full object-cover ring-2 ring-white/20" />
      ) : (
        <span aria-hidden="true" className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-500 text-base font-semibold text-white ring-2 ring-white/20">
          {initials(user)}
        </span>
      )}
      <div className={collapsed ? "sr-only" : "min-w-0"}>
        <p className="text-xs text-brand-100/70">Welcome back,</p>
        <p className="truncate text-sm font-semibold text-white">
          {user.firstName} {user.lastName}
        </p>
      </div>
    </div>
  );
}
