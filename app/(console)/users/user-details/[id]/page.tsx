import { PencilSquareIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { UserForm } from "@/components/users/user-form";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageSession, USERS_ACCESS } from "@/server/auth/page-session";
import { env } from "@/server/env";
import { loadOrNotFound } from "@/server/pages";
import { getUser } from "@/server/users/get-user";
import { actorOf } from "@/server/auth/actor";

export const metadata: Metadata = { title: "Edit user" };

export default async function EditUserPage({ params }: { params: Promise<{ id: string }> }) {
  const session = await requirePageSession(USERS_ACCESS);
  const user = await loadOrNotFound((await params).id, (id) => getUser({ id, actor: actorOf(session.user) }));
  return (
    <>
      <PageHeader title={`Edit ${user.firstName} ${user.lastName}`} icon={PencilSquareIcon} subtitle="Fields marked with * are required" />
      <UserForm user={user} agencyLanguage={env().AGENCY_LANGUAGE} />
    </>
  );
}
