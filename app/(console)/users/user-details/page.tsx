import { UserPlusIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ScreenMessages } from "@/components/i18n/screen-messages";
import { UserForm } from "@/components/users/user-form";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageSession, USERS_ACCESS } from "@/server/auth/page-session";
import { env } from "@/server/env";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("users");
  return { title: t("edit.newTitle") };
}

export default async function NewUserPage() {
  await requirePageSession(USERS_ACCESS);
  const t = await getTranslations("users");
  return (
    <ScreenMessages namespaces={["api", "users"]}>
      <PageHeader title={t("edit.newTitle")} icon={UserPlusIcon} subtitle={t("edit.required")} />
      <UserForm agencyLanguage={env().AGENCY_LANGUAGE} />
    </ScreenMessages>
  );
}
