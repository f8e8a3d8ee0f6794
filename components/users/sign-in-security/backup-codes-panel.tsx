"use client";

import { ArrowDownTrayIcon, ClipboardDocumentIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toasts";
import { WindowDialogBody, WindowDialogFooter } from "@/components/ui/window-dialog";
import { useLanguage } from "@/lib/i18n/use-language";
import { backupCodesText } from "./second-factor-data";

/**
 * New backup codes, shown this once (DESIGN.md "Sign-in security"): a two-column
 * `font-mono` list, Download as a .txt file and Copy, and Done — the dialog's
 * last step after an authenticator app, a first passkey or new codes.
 */
export function BackupCodesStep({ codes, email, onDone }: { codes: readonly string[]; email?: string; onDone: () => void }) {
  const t = useTranslations("users");
  const language = useLanguage();
  const toast = useToast();
  const text = backupCodesText(codes, (key, values) => t(`backupFile.${key}`, values), language, email);

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
    const link = Object.assign(document.createElement("a"), { href: url, download: "agency-console-backup-codes.txt" });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1_000);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      toast.success(t("security.codesCopied"));
    } catch {
      toast.error(t("security.codesCopyFailed"));
    }
  };

  return (
    <>
      <WindowDialogBody>
        <div className="space-y-4">
          <p>
            {t.rich("security.saveCodesLead", {
              count: codes.length,
              strong: (chunks) => <strong className="font-semibold text-slate-900">{chunks}</strong>,
            })}
          </p>
          <ol
            aria-label={t("security.backupCodes")}
            data-testid="backup-codes"
            className="grid grid-cols-2 gap-x-6 gap-y-1.5 rounded-lg bg-slate-50 px-4 py-3 font-mono text-sm tabular-nums text-slate-900 ring-1 ring-slate-200"
          >
            {codes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ol>
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" onClick={download}>
              <ArrowDownTrayIcon className="size-4" aria-hidden="true" />
              {t("security.download")}
            </Button>
            <Button variant="secondary" onClick={() => void copy()}>
              <ClipboardDocumentIcon className="size-4" aria-hidden="true" />
              {t("security.copy")}
            </Button>
          </div>
        </div>
      </WindowDialogBody>
      <WindowDialogFooter>
        <Button className="ml-auto" onClick={onDone}>
          {t("security.done")}
        </Button>
      </WindowDialogFooter>
    </>
  );
}
