import { PencilSquareIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ScreenMessages } from "@/components/i18n/screen-messages";
import { UserForm } from "@/components/users/user-form";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageSession, USERS_ACCESS } from "@/server/auth/page-session";
import { env } from "@/server/env";
import { loadOrNotFound } from "@/server/pages";
import { getUser } from "@/server/users/get-user";
import { actorOf } from "@/server/auth/actor";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("users");
  return { title: t("edit.metaTitle") };
}

export default async function EditUserPage({ params }: { params: Promise<{ id: string }> }) {
  const session = await requirePageSession(USERS_ACCESS);
  const user = await loadOrNotFound((await params).id, (id) => getUser({ id, actor: actorOf(session.user) }));
  const t = await getTranslations("users");
  return (
    <ScreenMessages namespaces={["api", "users"]}>
      <PageHeader
        title={t("edit.title", { name: `${user.firstName} ${user.lastName}` })}
        icon={PencilSquareIcon}
        subtitle={t("edit.required")}
      />
      <UserForm user={user} agencyLanguage={env().AGENCY_LANGUAGE} />
    </ScreenMessages>
  );
}
