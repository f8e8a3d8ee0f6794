import { ChevronRightIcon } from "@heroicons/react/20/solid";
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { UserInfo } from "@/lib/schemas/user";
import { UserAvatar } from "./user-avatar";
import { TEXT_TILE } from "@/components/ui/letter-groups";

export function UserTile({ user }: { user: UserInfo }) {
  const t = useTranslations("users");
  const enums = useTranslations("enums");
  return (
    <Link href={`/users/view/${user._id}`} prefetch={false} className={TEXT_TILE}>
      <UserAvatar user={user} className="size-8 text-xs" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold break-words text-slate-900">
          {user.firstName} {user.lastName}
        </p>
        <p className="flex items-center gap-2 truncate text-xs text-slate-500">
          <span className="truncate">{enums(`role.${user.role}`)}</span>
          {!user.isActive && (
            <span className="shrink-0 rounded-full bg-slate-100 px-2 py-px text-[11px] font-medium text-slate-600 ring-1 ring-slate-200">
              {t("status.disabled")}
            </span>
          )}
        </p>
      </div>
      <ChevronRightIcon className="size-4 shrink-0 text-slate-300 group-hover:text-brand-500" aria-hidden="true" />
    </Link>
  );
}
