import { ChevronRightIcon } from "@heroicons/react/20/solid";
import Link from "next/link";
import { ROLE_LABELS } from "@/lib/domain/enums";
import type { UserInfo } from "@/lib/schemas/user";
import { UserAvatar } from "./user-avatar";

export function UserTile({ user }: { user: UserInfo }) {
  return (
    <Link
      href={`/users/view/${user._id}`}
      prefetch={false}
      className="group flex items-center gap-3 rounded-xl bg-white p-4 shadow-xs ring-1 ring-slate-200 transition hover:ring-brand-300 hover:shadow-sm"
    >
      <UserAvatar user={user} className="size-10 text-sm" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold text-slate-900">
          {user.firstName} {user.lastName}
        </p>
        <p className="flex items-center gap-2 truncate text-xs text-slate-500">
          <span className="truncate">{ROLE_LABELS[user.role]}</span>
          {!user.isActive && (
            <span className="shrink-0 rounded-full bg-slate-100 px-2 py-px text-[11px] font-medium text-slate-600 ring-1 ring-slate-200">
              Disabled
            </span>
          )}
        </p>
      </div>
      <ChevronRightIcon className="size-5 shrink-0 text-slate-300 group-hover:text-brand-500" aria-hidden="true" />
    </Link>
  );
}
