"use client";

import { TrashIcon } from "@heroicons/react/20/solid";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useSWRConfig } from "swr";
import { Button } from "@/components/ui/button";
import { useDialogs } from "@/components/ui/dialogs";
import { useToast } from "@/components/ui/toasts";
import { apiFetch, ApiRequestError } from "@/lib/client/api";

export const DELETE_REMINDER_CONFIRMATION = "Delete Reminder? WARNING: This will remove all associated data!!";
const DELETE_REMINDER_FAILED = "Problem removing reminder record. Contact your system administrator for assistance.";

export function ReminderDeleteButton({ reminderId }: { reminderId: string }) {
  const { confirm, alert } = useDialogs();
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    if (!(await confirm({ title: "Confirm", message: DELETE_REMINDER_CONFIRMATION }))) return;
    setBusy(true);
    try {
      await apiFetch(`/reminders/remove/${reminderId}`, { method: "DELETE" });
      await mutate((key) => typeof key === "string" && key.startsWith("/reminders"));
      toast.success("Reminder removed.");
      router.replace("/reminders");
      router.refresh();
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiRequestError && error.status === 401) return;
      console.error("Reminder delete failed", error);
      await alert({ title: "Oops!", message: DELETE_REMINDER_FAILED, tone: "warning" });
    }
  };

  return (
    <Button variant="secondary" onClick={remove} disabled={busy} className="text-red-600 ring-red-200 hover:bg-red-50">
      <TrashIcon className="size-4" aria-hidden="true" />
      Delete
    </Button>
  );
}
