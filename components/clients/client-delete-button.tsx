"use client";

import { TrashIcon } from "@heroicons/react/20/solid";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useDialogs } from "@/components/ui/dialogs";
import { useToast } from "@/components/ui/toasts";
import { apiFetch, ApiRequestError } from "@/lib/client/api";

export const DELETE_CLIENT_CONFIRMATION = "Delete Client? WARNING: This will remove all associated data including listings!!";
const DELETE_CLIENT_FAILED = "Problem removing client details. Contact your system administrator for assistance.";

export function ClientDeleteButton({ clientId }: { clientId: string }) {
  const { confirm, alert } = useDialogs();
  const toast = useToast();
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    if (!(await confirm({ title: "Confirm", message: DELETE_CLIENT_CONFIRMATION }))) return;
    setBusy(true);
    try {
      await apiFetch(`/clients/remove/${clientId}`, { method: "DELETE" });
      toast.success("Client removed.");
      router.replace("/clients");
      router.refresh();
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiRequestError && error.status === 401) return;
      console.error("Client delete failed", error);
      await alert({ title: "Oops!", message: DELETE_CLIENT_FAILED, tone: "warning" });
    }
  };

  return (
    <Button variant="secondary" onClick={remove} disabled={busy} className="text-red-600 ring-red-200 hover:bg-red-50">
      <TrashIcon className="size-4" aria-hidden="true" />
      Delete
    </Button>
  );
}
