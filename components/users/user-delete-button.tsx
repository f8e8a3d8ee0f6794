"use client";

import { DeleteRecordButton } from "@/components/ui/delete-record-button";

export const DELETE_USER_CONFIRMATION = "Delete User?";
export const DELETE_USER_FAILED = "Problem removing user account. Contact your system administrator for assistance.";

export function UserDeleteButton({ userId }: { userId: string }) {
  return (
    <DeleteRecordButton
      endpoint={`/users/remove/${userId}`}
      confirmation={DELETE_USER_CONFIRMATION}
      failure={DELETE_USER_FAILED}
      removed="User removed."
      then="/users"
      revalidate={["/users"]}
    />
  );
}
