"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import type { DialogFailure } from "@/components/ui/dialogs";
import { saveFailureOf, type FailureTexts } from "./save-decisions";

/**
 * `saveFailureOf` (save-decisions.ts) in the page's language: what a failed request's panel says ('Oops!', 'Offline'),
 * for any `run` of the dialogs: `const saveFailureOf = useSaveFailureOf();`. Not in use-save-flow.ts, which brings
 * react-hook-form: a page that only asks a question (the ledger's Reverse and Delete) loads this at once, and
 * react-hook-form with the form that needs it.
 */
export function useSaveFailureOf(): (error: unknown, texts: FailureTexts) => DialogFailure | null {
  const t = useTranslations("common.messages");
  return useCallback(
    (error: unknown, texts: FailureTexts) =>
      saveFailureOf(error, texts, { oops: t("oops"), offlineTitle: t("offlineTitle"), offline: t("offline") }),
    [t],
  );
}
