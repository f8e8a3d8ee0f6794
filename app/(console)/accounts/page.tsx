import { BanknotesIcon } from "@heroicons/react/24/outline";
import { getTranslations } from "next-intl/server";
import { AccountDirectory } from "@/components/accounts/account-directory";
import { PostEntryButton } from "@/components/accounts/post-entry-button";
import { ScreenMessages } from "@/components/i18n/screen-messages";
import { ImportButton } from "@/components/imports/import-button";
import { buttonClasses } from "@/components/ui/button";
import { IntentLink } from "@/components/ui/intent-link";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageSession } from "@/server/auth/page-session";

export async function generateMetadata() {
  const t = await getTranslations("accounts");
  return { title: t("list.title") };
}

/** PRODUCT.md#accounts: the letter-grouped accounts; Post entry (primary) and the SPEC's 'new' action (secondary). */
export default async function AccountsPage() {
  const session = await requirePageSession();
  const t = await getTranslations("accounts");
  return (
    <>
      <PageHeader
        title={t("list.title")}
        icon={BanknotesIcon}
        subtitle={t("list.subtitle")}
        actions={
          <>
            {session.user.role === "admin" && <ImportButton kind="opening-balances" />}
            {/* SPEC "Accounts": the 'new' action goes to client-details — kept, as a secondary action; posting comes first. */}
            <IntentLink href="/clients/client-details" className={buttonClasses({ variant: "secondary" })}>
              {t("list.newClient")}
            </IntentLink>
            <ScreenMessages namespaces={["accounts"]}>
              <PostEntryButton />
            </ScreenMessages>
          </>
        }
      />
      <ScreenMessages namespaces={["finder", "accounts"]}>
        <AccountDirectory />
      </ScreenMessages>
    </>
  );
}
