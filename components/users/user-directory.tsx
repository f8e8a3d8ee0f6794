"use client";

import { UsersIcon } from "@heroicons/react/24/outline";
import { Directory } from "@/components/ui/directory";
import type { UserInfo } from "@/lib/schemas/user";
import { UserTile } from "./user-tile";
import { USER_COLUMNS } from "./user-columns";

/** The users list: searchable by first name (the API's filter), grouped by its first letter. */
export function UserDirectory() {
  return (
    <Directory<UserInfo>
      entity="users"
      path="/users"
      searchParam="firstName"
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
