import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { fullName } from "@/lib/domain/people";
import type { DataColumn } from "@/components/ui/data-column";
import type { ListSort } from "@/lib/schemas/search";
import type { UserInfo } from "@/lib/schemas/user";

/** The sorts the users table offers (its columns' `sort`s, in order): the list's address checks them. */
export const USER_SORTS: ListSort<"users">[] = ["firstName", "userName", "email", "role", "isActive"];

/** The users table: name, sign-in name, e-mail, role, and whether they may sign in — in the screen's language. */
export function useUserColumns(): DataColumn<UserInfo, ListSort<"users">>[] {
  const t = useTranslations("users");
  const enums = useTranslations("enums");
  return useMemo(
    () => [
      { id: "name", header: t("columns.name"), sort: "firstName", render: (user) => fullName(user) },
      { id: "userName", header: t("columns.userName"), sort: "userName", priority: 3, render: (user) => user.userName },
      {
        id: "email",
        header: t("columns.email"),
        sort: "email",
        priority: 3,
        fill: true,
        render: (user) => user.email,
        text: (user) => user.email,
      },
      {
        id: "role",
        header: t("columns.role"),
        sort: "role",
        priority: 2,
        text: (user) => enums(`role.${user.role}`),
      },
      {
        id: "active",
        header: t("columns.status"),
        sort: "isActive",
        render: (user) =>
          user.isActive ? (
            <span className="text-slate-700">{t("status.active")}</span>
          ) : (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 ring-1 ring-slate-500/25 ring-inset">
              {t("status.disabled")}
            </span>
          ),
      },
    ],
    [t, enums],
  );
}
