import { BanknotesIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { AccountDirectory } from "@/components/accounts/account-directory";
import { PostEntryButton } from "@/components/accounts/post-entry-button";
import { ImportButton } from "@/components/imports/import-button";
import { buttonClasses } from "@/components/ui/button";
import { IntentLink } from "@/components/ui/intent-link";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageSession } from "@/server/auth/page-session";

export const metadata: Metadata = { title: "Accounts" };

/** PRODUCT.md#accounts: the letter-grouped accounts; Post entry (primary) and the SPEC's 'new' action (secondary). */
export default async function AccountsPage() {
  const session = await requirePageSession();
  return (
    <>
      <PageHeader
        title="Accounts"
        icon={BanknotesIcon}
        subtitle="Client ledgers and balances in US dollars"
        actions={
          <>
            {session.user.role === "admin" && <ImportButton kind="opening-balances" />}
            {/* SPEC "Accounts": the 'new' action goes to client-details — kept, as a secondary action; posting comes first. */}
            <IntentLink href="/clients/client-details" className={buttonClasses({ variant: "secondary" })}>
              New client
            </IntentLink>
            <PostEntryButton />
          </>
        }
      />
      <AccountDirectory />
    </>
  );
}
