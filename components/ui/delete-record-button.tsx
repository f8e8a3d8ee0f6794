"use client";

import { TrashIcon } from "@heroicons/react/20/solid";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useSWRConfig } from "swr";
import { Button } from "@/components/ui/button";
import { useDialogs } from "@/components/ui/dialogs";
import { useToast } from "@/components/ui/toasts";
import { apiFetch, ApiRequestError } from "@/lib/client/api";

export interface DeleteRecordButtonProps {
  /** The DELETE endpoint under /api/v1, e.g. `/clients/remove/{id}`. */
  endpoint: string;
  /** SPEC §8's warning, asked under the title 'Confirm'. */
  confirmation: string;
  /** SPEC §8's failure text, shown under 'Oops!'. */
  failure: string;
  /** The toast once the record is gone. */
  removed: string;
  /** Where the user goes afterwards (the module's list). */
  then: string;
  /** API path prefixes whose cached SWR lists change with this record. */
  revalidate?: readonly string[];
}

/**
 * The Delete button of every record view: confirm, delete, refresh the lists
 * that showed the record, say so, and go back to the list. A refusal (409,
 * 422) shows the server's reason under the spec's failure text; 401 is left
 * to the session keeper, which returns the browser to sign-in.
 */
export function DeleteRecordButton({ endpoint, confirmation, failure, removed, then, revalidate = [] }: DeleteRecordButtonProps) {
  const { confirm, alert } = useDialogs();
  const toast = useToast();
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    if (!(await confirm({ title: "Confirm", message: confirmation }))) return;
    setBusy(true);
    try {
      await apiFetch(endpoint, { method: "DELETE" });
      if (revalidate.length > 0) await mutate((key) => typeof key === "string" && revalidate.some((prefix) => key.startsWith(prefix)));
      toast.success(removed);
      router.replace(then);
      router.refresh();
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiRequestError && error.status === 401) return;
      console.error(`DELETE ${endpoint} failed`, error);
      const reason = error instanceof ApiRequestError && (error.status === 409 || error.status === 422) ? error.message : null;
      await alert({
        title: "Oops!",
        tone: "warning",
        message: (
          <>
            <span className="block">{failure}</span>
            {reason && <span className="mt-2 block text-slate-500">{reason}</span>}
          </>
        ),
      });
    }
  };

  return (
    <Button variant="secondary" onClick={remove} disabled={busy} className="text-red-600 ring-red-200 hover:bg-red-50">
      <TrashIcon className="size-4" aria-hidden="true" />
      Delete
    </Button>
  );
}
