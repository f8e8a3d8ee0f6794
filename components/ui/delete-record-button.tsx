"use client";

import { TrashIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { useDialogs } from "@/components/ui/dialogs";
import { useToast } from "@/components/ui/toasts";
import { ApiRequestError, apiFetch } from "@/lib/client/api";
import { focusNextPageHeading } from "@/lib/client/focus-page-heading";
import { mutatePrefix } from "@/lib/swr/mutate-prefix";

export interface DeleteRecordButtonProps {
  /** The DELETE endpoint under /api/v1, e.g. `/clients/remove/{id}`. */
  endpoint: string;
  /** The warning (PRODUCT.md#messages), asked under the title 'Confirm'. */
  confirmation: string;
  /** The failure text (PRODUCT.md#messages), shown under 'Oops!'. */
  failure: string;
  /** The toast once the record is gone. */
  removed: string;
  /** Where the user goes afterwards (the module's list). */
  then: string;
  /** API path prefixes whose cached SWR lists change with this record. */
  revalidate?: readonly string[];
}

/**
 * The Delete button of every record view: a destructive confirmation (red
 * YES, focus on CANCEL) that deletes in its own panel, then refreshes the
 * lists that showed the record, says so and goes back to the list. A refusal
 * (409, 422) shows the server's reason under the spec's failure text; no
 * connection shows 'Offline'; 401 is left to the session keeper, which
 * returns the browser to sign-in.
 */
export function DeleteRecordButton({ endpoint, confirmation, failure, removed, then, revalidate = [] }: DeleteRecordButtonProps) {
  const t = useTranslations("common");
  const { run } = useDialogs();
  const toast = useToast();
  const router = useRouter();

  const remove = async () => {
    const outcome = await run({
      question: confirmation,
      tone: "danger",
      busyText: t("dialog.deleting"),
      task: async () => {
        await apiFetch(endpoint, { method: "DELETE", handledStatuses: [0] });
        await mutatePrefix(revalidate);
      },
      failureOf: (error) => {
        if (error instanceof ApiRequestError && error.status === 401) return null;
        console.error(`DELETE ${endpoint} failed`, error);
        if (error instanceof ApiRequestError && error.status === 0) {
          return { title: t("messages.offlineTitle"), message: t("messages.offline"), tone: "offline" };
        }
        const reason = error instanceof ApiRequestError && (error.status === 409 || error.status === 422) ? error.message : undefined;
        return { title: t("messages.oops"), message: failure, detail: reason };
      },
    });
    if (outcome.status !== "done") return;
    toast.success(removed);
    focusNextPageHeading();
    router.replace(then);
    router.refresh();
  };

  return (
    <Button variant="danger-secondary" onClick={remove}>
      <TrashIcon className="size-4" aria-hidden="true" />
      {t("actions.delete")}
    </Button>
  );
}
