import { UsersIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ScreenMessages } from "@/components/i18n/screen-messages";
import { DocumentsCard } from "@/components/documents/documents-card";
import { RecordHistoryCard } from "@/components/history/record-history-card";
import { UserIdentity } from "@/components/users/user-identity";
import { UserDeleteButton } from "@/components/users/user-delete-button";
import { UserListings } from "@/components/users/user-listings";
import { UserSecondFactorCard } from "@/components/users/user-second-factor-card";
import { UserSignInLock } from "@/components/users/user-sign-in-lock";
import { UserFeedCard } from "@/components/users/user-feed-card";
import { feedTokenOf } from "@/server/calendar/feed-token";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { LANGUAGES } from "@/lib/i18n/languages";
import { requirePageSession, USERS_ACCESS } from "@/server/auth/page-session";
import { loadOrNotFound } from "@/server/pages";
import { getUser } from "@/server/users/get-user";
import { actorOf } from "@/server/auth/actor";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("users");
  return { title: t("view.metaTitle") };
}

export default async function UserViewPage({ params }: { params: Promise<{ id: string }> }) {
  const session = await requirePageSession(USERS_ACCESS);
  const user = await loadOrNotFound((await params).id, (id) => getUser({ id, actor: actorOf(session.user) }));
  const name = `${user.firstName} ${user.lastName}`;
  const feed = await feedTokenOf(user._id);
  const t = await getTranslations("users");
  const role = (await getTranslations("enums"))(`role.${user.role}`);

  return (
    <ScreenMessages namespaces={["history", "documents", "api", "users"]}>
      <PageHeader
        title={name}
        icon={UsersIcon}
        subtitle={role}
        editHref={`/users/user-details/${user._id}`}
        actions={<UserDeleteButton userId={user._id} />}
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-5">
        <div className="space-y-6 self-start lg:col-span-2">
          <Card title={t("view.account")}>
            <UserIdentity user={user} name={name} lines={[role]} className="mb-5" />
            <dl className="divide-y divide-slate-100 text-sm">
              <Row label={t("view.userName")}>{user.userName}</Row>
              <Row label={t("view.email")}>
                <a href={`mailto:${user.email}`} className="text-brand-700 hover:underline">
                  {user.email}
                </a>
              </Row>
              <Row label={t("view.role")}>{role}</Row>
              <Row label={t("view.language")}>
                <span lang={user.language}>{LANGUAGES[user.language].name}</span>
              </Row>
              <Row label={t("view.status")}>
                {user.isActive ? (
                  <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-medium text-emerald-700 ring-1 ring-emerald-100">
                    {t("status.enabled")}
                  </span>
                ) : (
                  <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-600 ring-1 ring-slate-200">
                    {t("status.disabled")}
                  </span>
                )}
              </Row>
            </dl>
          </Card>
          <UserSignInLock userId={user._id} />
          <UserSecondFactorCard userId={user._id} isSelf={user._id === session.user.id} />
          <UserFeedCard userId={user._id} activeSince={feed?.createdAt.toISOString() ?? null} />
        </div>
        <div className="min-w-0 lg:col-span-3">
          <UserListings userId={user._id} />
        </div>
      </div>
      {session.user.role === "admin" && <DocumentsCard entity="users" recordId={user._id} className="mt-6" />}
      <RecordHistoryCard entity="users" id={user._id} noun={t("view.historyNoun")} className="mt-6" />
    </ScreenMessages>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2.5">
      <dt className="shrink-0 text-slate-500">{label}</dt>
      <dd className="min-w-0 truncate text-right font-medium text-slate-900">{children}</dd>
    </div>
  );
}
