import type { useTranslations } from "next-intl";
import { ApiRequestError } from "@/lib/client/api";
import type { DialogFailure } from "@/components/ui/dialogs";

/** What the one dialog says when an import request fails: the server's reason for a 4xx it explains. */
export function importFailure(message: string, t: ReturnType<typeof useTranslations<"imports">>) {
  return (error: unknown): DialogFailure | null => {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    if (error instanceof ApiRequestError && error.status === 0)
      return { title: t("offline"), message: t("offlineMessage"), tone: "offline" };
    const reason = error instanceof ApiRequestError && error.status < 500 ? error.message : undefined;
    return { title: t("oops"), message, detail: reason };
  };
}
