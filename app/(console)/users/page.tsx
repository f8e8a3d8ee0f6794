import { UsersIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { UserDirectory } from "@/components/users/user-directory";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageSession, USERS_ACCESS } from "@/server/auth/page-session";

export const metadata: Metadata = { title: "Manage System Users" };

export default async function UsersPage() {
  await requirePageSession(USERS_ACCESS);
  return (
    <>
      <PageHeader
        title="Manage System Users"
        icon={UsersIcon}
        subtitle="Staff who can sign in to the console"
        addHref="/users/user-details"
        addLabel="New user"
      />
      <UserDirectory />
    </>
  );
}
