"use client";

import { UsersIcon } from "@heroicons/react/24/outline";
import { Directory, DIRECTORY_PAGE_SIZES } from "@/components/lists/directory";
import { useListAddress } from "@/components/lists/use-list-address";
import { useTranslations } from "next-intl";
import { useUsers } from "@/lib/swr/use-users";
import { UserTile } from "./user-tile";
import { USER_SORTS, useUserColumns } from "./user-columns";

const ADDRESS = { name: "users", pageSize: 50, pageSizes: DIRECTORY_PAGE_SIZES, sorts: USER_SORTS } as const;

/** The users list: searchable by first name (the API's filter), grouped by its first letter. */
export function UserDirectory() {
  const t = useTranslations("users");
  const columns = useUserColumns();
  const list = useListAddress(ADDRESS);
  const query = { ...list.query, firstName: list.search };
  return (
    <Directory
      entity="users"
      list={list}
      page={useUsers({ ...query, ...list.paging })}
      exportQuery={query}
      searchPlaceholder={t("list.searchPlaceholder")}
      icon={UsersIcon}
      noun={t("list.noun")}
      emptyHint={t("list.emptyHint")}
      searchHint={t("list.searchHint")}
      nameOf={(user) => user.firstName}
      renderTile={(user) => <UserTile user={user} />}
      columns={columns}
      hrefOf={(user) => `/users/view/${user._id}`}
    />
  );
}
