"use client";

import { ArrowRightIcon, PlusIcon } from "@heroicons/react/20/solid";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { accountSource } from "@/components/pickers/record-sources";
import { Button } from "@/components/ui/button";
import { RecordCombobox, type RecordOption } from "@/components/ui/record-combobox";
import { Spinner } from "@/components/ui/spinner";
import { WindowDialog, WindowDialogBody } from "@/components/ui/window-dialog";

/** The ledger's own form (react-hook-form and zod), loaded when the dialog first opens. */
const loadTransactionForm = () => import("./transaction-form");
const TransactionForm = lazy(() => loadTransactionForm().then((module) => ({ default: module.TransactionForm })));

/**
 * The accounts list's first action (issue 44): **Post entry** — choose the client's account (searched by name, its
 * balance beside it), then the ledger's add-transaction panel, exactly as on the account's page (the same confirm,
 * the same 'Transaction posted to account. '). The chosen client's ledger and record are one link away.
 */
export function PostEntryButton() {
  const t = useTranslations("accounts");
  const [open, setOpen] = useState(false);
  const [account, setAccount] = useState<RecordOption | null>(null);
  const close = () => {
    setOpen(false);
    setAccount(null);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)} onPointerEnter={() => void loadTransactionForm()}>
        <PlusIcon className="size-4" aria-hidden="true" />
        {t("post.button")}
      </Button>
      <WindowDialog open={open} onClose={close} title={t("post.title")}>
        <WindowDialogBody>
          <div className="space-y-4">
            <div>
              <label htmlFor="post-entry-account" className="block text-sm font-medium text-slate-900">
                {t("post.client")}
              </label>
              <div className="mt-1">
                <RecordCombobox
                  id="post-entry-account"
                  source={accountSource}
                  value={account}
                  onChange={setAccount}
                  placeholder={t("post.search")}
                  clearable
                />
              </div>
              {account && (
                <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  <OpenLink href={`/accounts/view/${account.id}`}>{t("post.openLedger")}</OpenLink>
                  <OpenLink href={`/clients/view/${account.id}`}>{t("post.openClient")}</OpenLink>
                </p>
              )}
            </div>
            {account ? (
              <Suspense fallback={<Spinner diameter={20} label={t("loadingForm")} />}>
                <TransactionForm key={account.id} clientId={account.id} onPosted={close} onCancel={close} />
              </Suspense>
            ) : (
              <p className="text-sm text-slate-500">{t("post.choose")}</p>
            )}
          </div>
        </WindowDialogBody>
      </WindowDialog>
    </>
  );
}

/** A link to open a page of the chosen account, an arrow after its words. */
function OpenLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} prefetch={false} className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline">
      {children}
      <ArrowRightIcon className="size-4" aria-hidden="true" />
    </Link>
  );
}
