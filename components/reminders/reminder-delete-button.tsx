"use client";

import { DeleteRecordButton } from "@/components/ui/delete-record-button";

export const DELETE_REMINDER_CONFIRMATION = "Delete Reminder? WARNING: This will remove all associated data!!";
const DELETE_REMINDER_FAILED = "Problem removing reminder record. Contact your system administrator for assistance.";

export function ReminderDeleteButton({ reminderId }: { reminderId: string }) {
  return (
    <DeleteRecordButton
      endpoint={`/reminders/remove/${reminderId}`}
      confirmation={DELETE_REMINDER_CONFIRMATION}
      failure={DELETE_REMINDER_FAILED}
      removed="Reminder removed."
      then="/reminders"
      revalidate={["/reminders"]}
    />
  );
}
