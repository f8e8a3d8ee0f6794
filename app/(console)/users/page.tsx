import { UsersIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ScreenMessages } from "@/components/i18n/screen-messages";
import { UserDirectory } from "@/components/users/user-directory";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageSession, USERS_ACCESS } from "@/server/auth/page-session";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("users");
  return { title: t("list.title") };
}

export default async function UsersPage() {
  await requirePageSession(USERS_ACCESS);
  const t = await getTranslations("users");
  return (
    <ScreenMessages namespaces={["finder", "users"]}>
      <PageHeader
        title={t("list.title")}
        icon={UsersIcon}
        subtitle={t("list.subtitle")}
        addHref="/users/user-details"
        addLabel={t("list.add")}
      />
      <UserDirectory />
    </ScreenMessages>
  );
}
