import { UserPlusIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { UserForm } from "@/components/users/user-form";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageSession, USERS_ACCESS } from "@/server/auth/page-session";
import { env } from "@/server/env";

export const metadata: Metadata = { title: "New user" };

export default async function NewUserPage() {
  await requirePageSession(USERS_ACCESS);
  return (
    <>
      <PageHeader title="New user" icon={UserPlusIcon} subtitle="Fields marked with * are required" />
      <UserForm agencyLanguage={env().AGENCY_LANGUAGE} />
    </>
  );
}
