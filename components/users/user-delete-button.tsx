"use client";

import { TrashIcon } from "@heroicons/react/20/solid";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useSWRConfig } from "swr";
import { Button } from "@/components/ui/button";
import { useDialogs } from "@/components/ui/dialogs";
import { useToast } from "@/components/ui/toasts";
import { apiFetch, ApiRequestError } from "@/lib/client/api";

export const DELETE_USER_CONFIRMATION = "Delete User?";
export const DELETE_USER_FAILED = "Problem removing user account. Contact your system administrator for assistance.";

export function UserDeleteButton({ userId }: { userId: string }) {
  const { confirm, alert } = useDialogs();
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    if (!(await confirm({ title: "Confirm", message: DELETE_USER_CONFIRMATION }))) return;
    setBusy(true);
    try {
      await apiFetch(`/users/remove/${userId}`, { method: "DELETE" });
      await mutate((key) => typeof key === "string" && key.startsWith("/users"));
      toast.success("User removed.");
      router.replace("/users");
      router.refresh();
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiRequestError && error.status === 401) return;
      console.error("User delete failed", error);
      // A refusal (409: own account, last administrator, listings to reassign) says why under the spec's text.
      const detail = error instanceof ApiRequestError && error.status >= 400 && error.status < 500 && error.status !== 403 ? error.message : null;
      await alert({
        title: "Oops!",
        tone: "warning",
        message: (
          <>
            <span className="block">{DELETE_USER_FAILED}</span>
            {detail && <span className="mt-2 block text-slate-500">{detail}</span>}
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
