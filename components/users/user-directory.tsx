"use client";

import { UsersIcon } from "@heroicons/react/24/outline";
import { useCallback, useState } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { LetterGroups, TileGrid, TileSkeletons } from "@/components/ui/letter-groups";
import { Paginator } from "@/components/ui/paginator";
import { SearchBox } from "@/components/ui/search-box";
import { useUsers } from "@/lib/swr/use-users";
import { UserTile } from "./user-tile";

const PAGE_SIZE = 50;

/** The users list: searchable by first name (500 ms), grouped by its first letter; a flat list while searching. */
export function UserDirectory() {
  const [firstName, setFirstName] = useState("");
  const [page, setPage] = useState({ skip: 0, pageSize: PAGE_SIZE });
  const { users, total, isLoading, error } = useUsers({ firstName, skip: page.skip, limit: page.pageSize });

  const onSearch = useCallback((text: string) => {
    setFirstName((previous) => {
      if (previous !== text) setPage((current) => ({ ...current, skip: 0 }));
      return text;
    });
  }, []);

  return (
    <div className="space-y-6">
      <SearchBox placeholder="search for users" onSearch={onSearch} />
      {isLoading && users.length === 0 ? (
        <TileSkeletons />
      ) : error && users.length === 0 ? (
        <EmptyState icon={UsersIcon} title="The users could not be loaded.">
          Check your connection and reload the page.
        </EmptyState>
      ) : users.length === 0 ? (
        <EmptyState icon={UsersIcon} title={firstName ? `No users match “${firstName}”.` : "No users yet."}>
          {firstName ? "The search looks at first names. Try another name." : "Add the first user with the New user button."}
        </EmptyState>
      ) : firstName ? (
        <TileGrid>
          {users.map((user) => (
            <li key={user._id}>
              <UserTile user={user} />
            </li>
          ))}
        </TileGrid>
      ) : (
        <LetterGroups items={users} nameOf={(user) => user.firstName} keyOf={(user) => user._id} renderTile={(user) => <UserTile user={user} />} />
      )}
      {total > 0 && <Paginator skip={page.skip} pageSize={page.pageSize} total={total} onChange={setPage} />}
    </div>
  );
}
