"use client";

import { useTranslations } from "next-intl";
import { DeleteRecordButton } from "@/components/ui/delete-record-button";
import { TENANTS } from "./tenant-texts";

/** A tenant's Delete: refused (409, the server's reason shown) while a lease names them. */
export function TenantDeleteButton({ id }: { id: string }) {
  const t = useTranslations("tenants");
  return (
    <DeleteRecordButton
      endpoint={`${TENANTS.api}/${id}`}
      confirmation={t("remove.confirmation")}
      failure={t("remove.failure")}
      removed={t("remove.removed")}
      then={TENANTS.href}
      revalidate={TENANTS.revalidate}
    />
  );
}
