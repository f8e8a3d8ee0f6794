"use client";

import { DeleteRecordButton } from "@/components/ui/delete-record-button";

export const DELETE_ORDER_CONFIRMATION = "Delete Service Order? WARNING: This will remove all associated data!!";
const DELETE_ORDER_FAILED = "Problem removing service order record. Contact your system administrator for assistance.";

export function ServiceOrderDeleteButton({ orderId }: { orderId: string }) {
  return (
    <DeleteRecordButton
      endpoint={`/services/orders/remove/${orderId}`}
      confirmation={DELETE_ORDER_CONFIRMATION}
      failure={DELETE_ORDER_FAILED}
      removed="Service order removed."
      then="/service-orders"
      revalidate={["/services/"]}
    />
  );
}
