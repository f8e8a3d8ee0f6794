"use client";

import { DeleteRecordButton } from "@/components/ui/delete-record-button";

export const DELETE_SERVICE_PROVIDER_CONFIRMATION =
  "Delete Service Provider? WARNING: This will remove all associated data service orders!!";
const DELETE_PROVIDER_FAILED = "Problem removing service provider record. Contact your system administrator for assistance.";

export function ServiceProviderDeleteButton({ providerId }: { providerId: string }) {
  return (
    <DeleteRecordButton
      endpoint={`/services/providers/remove/${providerId}`}
      confirmation={DELETE_SERVICE_PROVIDER_CONFIRMATION}
      failure={DELETE_PROVIDER_FAILED}
      removed="Service provider removed."
      then="/service-providers"
      revalidate={["/services/"]}
    />
  );
}
