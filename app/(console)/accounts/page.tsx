import { BanknotesIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { AccountDirectory } from "@/components/accounts/account-directory";
import { ImportButton } from "@/components/imports/import-button";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageSession } from "@/server/auth/page-session";

export const metadata: Metadata = { title: "Accounts" };

export default async function AccountsPage() {
  const session = await requirePageSession();
  return (
    <>
      <PageHeader
        title="Accounts"
        icon={BanknotesIcon}
        subtitle="Client ledgers and balances in US dollars"
        addHref="/clients/client-details"
        addLabel="New client"
        actions={session.user.role === "admin" ? <ImportButton kind="opening-balances" /> : undefined}
      />
      <AccountDirectory />
    </>
  );
}
