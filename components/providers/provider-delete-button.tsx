"use client";

import { TrashIcon } from "@heroicons/react/20/solid";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useSWRConfig } from "swr";
import { Button } from "@/components/ui/button";
import { useDialogs } from "@/components/ui/dialogs";
import { useToast } from "@/components/ui/toasts";
import { apiFetch, ApiRequestError } from "@/lib/client/api";

export const DELETE_PROVIDER_CONFIRMATION = "Delete Service Provider? WARNING: This will remove all associated data service orders!!";
const DELETE_PROVIDER_FAILED = "Problem removing service provider record. Contact your system administrator for assistance.";

export function ProviderDeleteButton({ providerId }: { providerId: string }) {
  const { confirm, alert } = useDialogs();
  const toast = useToast();
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    if (!(await confirm({ title: "Confirm", message: DELETE_PROVIDER_CONFIRMATION }))) return;
    setBusy(true);
    try {
      await apiFetch(`/services/providers/remove/${providerId}`, { method: "DELETE" });
      await mutate((key) => typeof key === "string" && key.startsWith("/services/"));
      toast.success("Service provider removed.");
      router.replace("/service-providers");
      router.refresh();
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiRequestError && error.status === 401) return;
      console.error("Service provider delete failed", error);
      await alert({ title: "Oops!", message: DELETE_PROVIDER_FAILED, tone: "warning" });
    }
  };

  return (
    <Button variant="secondary" onClick={remove} disabled={busy} className="text-red-600 ring-red-200 hover:bg-red-50">
      <TrashIcon className="size-4" aria-hidden="true" />
      Delete
    </Button>
  );
}
