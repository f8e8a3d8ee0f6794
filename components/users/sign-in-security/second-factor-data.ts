"use client";

import { useTranslations } from "next-intl";
import useSWR from "swr";
import { formatDate } from "@/lib/i18n/formats";
import type { Language } from "@/lib/i18n/languages";
import { useLanguage } from "@/lib/i18n/use-language";
import { apiFetch } from "@/lib/client/api";
import type { SecondFactorStatusDto } from "@/lib/schemas/second-factor";
import { READ_DEFAULTS } from "@/lib/swr/read-defaults";

export const SECOND_FACTOR_PATH = "/users/me/second-factor";

const fetchStatus = async (path: string) => (await apiFetch<SecondFactorStatusDto>(path)).data;

/** The signed-in person's second factors (GET /users/me/second-factor), shared by the three cards. */
export function useSecondFactor() {
  return useSWR(SECOND_FACTOR_PATH, fetchStatus, READ_DEFAULTS);
}

/** The browser's own clock, as a factor's days have always been shown. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** "Nov 8, 2026" / "8 nov 2026" — a factor's created and last-used days, in the screen's language ("Never" / "Nunca"). */
export function useDayOf(): (iso: string | null) => string {
  const t = useTranslations("users");
  const language = useLanguage();
  return (iso) => (iso ? formatDate(iso, browserZone(), language, "day") : t("security.never"));
}

/** A secret as an authenticator app's "enter a key" field shows it: groups of four. */
export function groupedSecret(secret: string): string {
  return (
    secret
      .replace(/\s+/g, "")
      .match(/.{1,4}/g)
      ?.join(" ") ?? secret
  );
}

/** The downloaded file's words (the `users` namespace's `backupFile`), in the screen's language. */
export type BackupFileTexts = (key: "heading" | "made" | "for" | "each" | "keep", values?: Record<string, string>) => string;

/** The backup codes as the downloaded file holds them. */
export function backupCodesText(codes: readonly string[], texts: BackupFileTexts, language: Language, email?: string): string {
  return [
    texts("heading"),
    email ? texts("for", { email }) : null,
    texts("made", { when: formatDate(new Date(), browserZone(), language, "dayYearTime") }),
    "",
    texts("each"),
    texts("keep"),
    "",
    ...codes,
    "",
  ]
    .filter((line) => line !== null)
    .join("\n");
}
