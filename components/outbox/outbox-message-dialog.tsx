"use client";

import { ArrowDownTrayIcon, ArrowPathIcon, PaperClipIcon } from "@heroicons/react/20/solid";
import Link from "next/link";
import { useTranslations } from "next-intl";
import useSWR from "swr";
import { useAgencyTimeZone } from "@/components/shell/agency-time-zone";
import { Button, buttonClasses } from "@/components/ui/button";
import { OutboxStatusChip } from "@/components/ui/status-chip";
import { Spinner } from "@/components/ui/spinner";
import { useToast } from "@/components/ui/toasts";
import { WindowDialog, WindowDialogBody, WindowDialogFooter } from "@/components/ui/window-dialog";
import { API_BASE, apiFetch, ApiRequestError } from "@/lib/client/api";
import { useLanguage } from "@/lib/i18n/use-language";
import { historyRecordHref } from "@/lib/schemas/history";
import type { OutboxMessageDetailDto } from "@/lib/schemas/outbox";
import { mutatePrefix } from "@/lib/swr/mutate-prefix";
import { READ_DEFAULTS } from "@/lib/swr/read-defaults";
import { useState } from "react";
import { formatWhen, recipientText, senderText } from "./outbox-columns";

const detailOf = async (path: string) => (await apiFetch<OutboxMessageDetailDto>(path)).data;

/** Links in the preview open in a new tab: inside the sandbox they could not navigate anywhere useful. */
const previewDocument = (html: string) => `<base target="_blank">${html}`;

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * One message, in the window dialog (DESIGN.md §7 "Outbox"): where it stands
 * and why, the rendered HTML in a sandboxed frame (no scripts, no access to
 * the console), its attachments, and for admins (`manage`) the exact .eml and
 * Send again when it failed; a specialist reads their own messages only.
 */
export function OutboxMessageDialog({ id, manage, onClose }: { id: string | null; manage: boolean; onClose: () => void }) {
  const { data: message, error, isLoading, mutate } = useSWR(id ? `/outbox/${id}` : null, detailOf, READ_DEFAULTS);
  const t = useTranslations("outbox");
  const enums = useTranslations("enums");
  const language = useLanguage();
  const timeZone = useAgencyTimeZone();
  const toast = useToast();
  const [retrying, setRetrying] = useState(false);

  const sendAgain = async () => {
    if (!message) return;
    setRetrying(true);
    try {
      await apiFetch(`/outbox/${message._id}/retry`, { method: "POST", handledStatuses: [409] });
      toast.success(t("dialog.requeued"));
      await Promise.all([mutate(), mutatePrefix("/outbox")]);
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.status === 409) toast.error(failure.message);
    } finally {
      setRetrying(false);
    }
  };

  return (
    <WindowDialog open={id !== null} onClose={onClose} title={message?.subject ?? t("dialog.message")}>
      <WindowDialogBody>
        {message ? (
          <div className="space-y-5">
            <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm" data-testid="outbox-facts">
              <Fact label={t("dialog.status")} wide>
                <span className="flex flex-wrap items-center gap-2">
                  <OutboxStatusChip status={message.status} />
                  <span className="text-xs text-slate-500">{t(`statusHints.${message.status}`)}</span>
                </span>
              </Fact>
              <Fact label={t("dialog.to")} wide>
                <span className="break-all">{recipientText(message.to)}</span>
              </Fact>
              <Fact label={t("dialog.kind")}>{enums(`messageKind.${message.kind}`)}</Fact>
              <Fact label={t("dialog.sentBy")}>{senderText(message.createdBy, t)}</Fact>
              <Fact label={t("dialog.written")}>{formatWhen(message.createdAt, timeZone, language)}</Fact>
              <Fact label={t("dialog.tries")}>
                <span className="tabular-nums">{message.attempts}</span>
                {message.lastAttemptAt && (
                  <span className="text-slate-500">
                    {t("dialog.lastTry", { when: formatWhen(message.lastAttemptAt, timeZone, language) })}
                  </span>
                )}
              </Fact>
              <Fact label={t("dialog.sent")}>{message.sentAt ? formatWhen(message.sentAt, timeZone, language) : t("dialog.notYet")}</Fact>
              {message.related && (
                <Fact label={t("dialog.about")}>
                  <Link
                    href={historyRecordHref(message.related.type, message.related._id)}
                    className="font-medium text-brand-700 hover:underline"
                  >
                    {t("dialog.record", { record: enums(`recordKind.${message.related.type}`) })}
                  </Link>
                </Fact>
              )}
              <Fact label={t("dialog.messageId")} wide>
                <span className="break-all font-mono text-xs">{message.messageId}</span>
              </Fact>
            </dl>
            {message.lastError && (
              <div className="rounded-lg bg-red-50 px-4 py-3 ring-1 ring-red-200" data-testid="outbox-last-error">
                <p className="text-xs font-semibold uppercase tracking-wide text-red-800">{t("dialog.serverAnswer")}</p>
                <p className="mt-1 break-words font-mono text-xs text-red-800">{message.lastError}</p>
              </div>
            )}
            {message.smtpResponse && message.status === "sent" && (
              <p className="text-xs text-slate-500">
                {t("dialog.serverAnswerInline")} <span className="break-words font-mono">{message.smtpResponse}</span>
              </p>
            )}
            <section aria-label={t("dialog.preview")}>
              <iframe
                title={t("dialog.previewTitle", { subject: message.subject })}
                srcDoc={previewDocument(message.html)}
                sandbox="allow-popups allow-popups-to-escape-sandbox"
                referrerPolicy="no-referrer"
                className="h-[60dvh] w-full rounded-lg bg-slate-50 ring-1 ring-slate-200 sm:h-[28rem]"
                data-testid="outbox-preview"
              />
            </section>
            {message.attachments.length > 0 && (
              <section aria-label={t("dialog.attachments")}>
                <h3 className="text-sm font-semibold text-slate-900">{t("dialog.attachments")}</h3>
                <ul className="mt-2 divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200">
                  {message.attachments.map((attachment) => (
                    <li key={attachment.filename} className="flex items-center gap-3 px-4 py-2 text-sm" data-testid="outbox-attachment">
                      <PaperClipIcon className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
                      <span className="min-w-0 flex-1 truncate font-medium text-slate-900">{attachment.filename}</span>
                      <span className="hidden text-xs text-slate-500 sm:inline">{attachment.contentType}</span>
                      <span className="text-xs tabular-nums text-slate-500">{formatSize(attachment.size)}</span>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        ) : error ? (
          <p className="text-sm text-red-700">{t("dialog.loadFailed")}</p>
        ) : (
          isLoading && (
            <p className="flex items-center gap-2 text-sm text-slate-500" role="status">
              <Spinner diameter={16} label={null} /> {t("dialog.loading")}
            </p>
          )
        )}
      </WindowDialogBody>
      <WindowDialogFooter>
        {message && manage && (
          <a
            href={`${API_BASE}/outbox/${message._id}/raw`}
            download
            className={buttonClasses({ variant: "ghost", className: "whitespace-nowrap" })}
          >
            <ArrowDownTrayIcon className="size-4" aria-hidden="true" />
            <span>
              <span className="sr-only sm:not-sr-only">{t("dialog.download")} </span>
              <span className="sr-only">{t("dialog.downloadAs")} </span>.eml
            </span>
          </a>
        )}
        <div className="ml-auto flex items-center gap-3">
          <Button variant="secondary" onClick={onClose}>
            {t("dialog.close")}
          </Button>
          {manage && message?.status === "failed" && (
            <Button onClick={sendAgain} disabled={retrying} className="whitespace-nowrap">
              {retrying ? (
                <Spinner diameter={16} label={t("dialog.sendingAgain")} className="text-white" />
              ) : (
                <ArrowPathIcon className="size-4" aria-hidden="true" />
              )}
              {t("dialog.sendAgain")}
            </Button>
          )}
        </div>
      </WindowDialogFooter>
    </WindowDialog>
  );
}

/** A fact of the message; `wide` ones take the whole row on phones. */
function Fact({ label, wide = false, children }: { label: string; wide?: boolean; children: React.ReactNode }) {
  return (
    <div className={wide ? "col-span-2 min-w-0 sm:col-span-1" : "min-w-0"}>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-slate-900">{children}</dd>
    </div>
  );
}
