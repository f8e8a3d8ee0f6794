"use client";

import { TrashIcon } from "@heroicons/react/20/solid";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useSWRConfig } from "swr";
import { Button } from "@/components/ui/button";
import { useDialogs } from "@/components/ui/dialogs";
import { useToast } from "@/components/ui/toasts";
import { apiFetch, ApiRequestError } from "@/lib/client/api";

export const DELETE_LISTING_CONFIRMATION = "Delete this property?";
export const DELETE_LISTING_FAILED = "Problem removing property details. Contact your system administrator for assistance";

export function ListingDeleteButton({ listingId }: { listingId: string }) {
  const { confirm, alert } = useDialogs();
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    if (!(await confirm({ title: "Confirm", message: DELETE_LISTING_CONFIRMATION }))) return;
    setBusy(true);
    try {
      await apiFetch(`/listings/remove/${listingId}`, { method: "DELETE" });
      await mutate((key) => typeof key === "string" && key.startsWith("/listings"));
      toast.success("Listing removed.");
      router.replace("/listings");
      router.refresh();
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiRequestError && error.status === 401) return;
      console.error("Listing delete failed", error);
      await alert({ title: "Oops!", message: DELETE_LISTING_FAILED, tone: "warning" });
    }
  };

  return (
    <Button variant="secondary" onClick={remove} disabled={busy} className="text-red-600 ring-red-200 hover:bg-red-50">
      <TrashIcon className="size-4" aria-hidden="true" />
      Delete
    </Button>
  );
}
