"use client";

import { DeleteRecordButton } from "@/components/ui/delete-record-button";

export const DELETE_CLIENT_CONFIRMATION = "Delete Client? WARNING: This will remove all associated data including listings!!";
const DELETE_CLIENT_FAILED = "Problem removing client details. Contact your system administrator for assistance.";

export function ClientDeleteButton({ clientId }: { clientId: string }) {
  return (
    <DeleteRecordButton
      endpoint={`/clients/remove/${clientId}`}
      confirmation={DELETE_CLIENT_CONFIRMATION}
      failure={DELETE_CLIENT_FAILED}
      removed="Client removed."
      then="/clients"
      revalidate={["/clients", "/listings", "/accounts"]}
    />
  );
}
