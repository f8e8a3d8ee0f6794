"use client";

import { useTranslations } from "next-intl";
import { DeleteRecordButton } from "@/components/ui/delete-record-button";

export function ServiceOrderDeleteButton({ orderId }: { orderId: string }) {
  const t = useTranslations("serviceOrders.remove");
  return (
    <DeleteRecordButton
      endpoint={`/services/orders/remove/${orderId}`}
      confirmation={t("confirmation")}
      failure={t("failure")}
      removed={t("removed")}
      then="/service-orders"
      revalidate={["/services/"]}
    />
  );
}
