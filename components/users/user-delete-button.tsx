"use client";

import { useTranslations } from "next-intl";
import { DeleteRecordButton } from "@/components/ui/delete-record-button";

export function UserDeleteButton({ userId }: { userId: string }) {
  const t = useTranslations("users");
  return (
    <DeleteRecordButton
      endpoint={`/users/remove/${userId}`}
      confirmation={t("delete.confirmation")}
      failure={t("delete.failure")}
      removed={t("delete.removed")}
      then="/users"
      revalidate={["/users"]}
    />
  );
}
