"use client";

import { UsersIcon } from "@heroicons/react/24/outline";
import { Directory, DIRECTORY_PAGE_SIZES } from "@/components/lists/directory";
import { useListAddress } from "@/components/lists/use-list-address";
import { sortNamesOf } from "@/components/ui/table-view";
import { useUsers } from "@/lib/swr/use-users";
import { UserTile } from "./user-tile";
import { USER_COLUMNS } from "./user-columns";

const ADDRESS = { name: "users", pageSize: 50, pageSizes: DIRECTORY_PAGE_SIZES, sorts: sortNamesOf(USER_COLUMNS) } as const;

/** The users list: searchable by first name (the API's filter), grouped by its first letter. */
export function UserDirectory() {
  const list = useListAddress(ADDRESS);
  const query = { ...list.query, firstName: list.search };
  return (
    <Directory
      entity="users"
      list={list}
      page={useUsers({ ...query, ...list.paging })}
      exportQuery={query}
      searchPlaceholder="search for users"
      icon={UsersIcon}
      noun="users"
      emptyHint="Add the first user with the New user button."
      searchHint="The search looks at first names. Try another name."
      nameOf={(user) => user.firstName}
      renderTile={(user) => <UserTile user={user} />}
      columns={USER_COLUMNS}
      hrefOf={(user) => `/users/view/${user._id}`}
    />
  );
}
