"use client";

import { useTranslations } from "next-intl";
import { DeleteRecordButton } from "@/components/ui/delete-record-button";

export function ReminderDeleteButton({ reminderId }: { reminderId: string }) {
  const t = useTranslations("reminders");
  return (
    <DeleteRecordButton
      endpoint={`/reminders/remove/${reminderId}`}
      confirmation={t("delete.confirmation")}
      failure={t("delete.failed")}
      removed={t("delete.removed")}
      then="/reminders"
      revalidate={["/reminders"]}
    />
  );
}
