"use client";

import useSWR from "swr";
import { apiFetch } from "@/lib/client/api";
import type { SecondFactorStatusDto } from "@/lib/schemas/second-factor";
import { READ_DEFAULTS } from "@/lib/swr/read-defaults";

export const SECOND_FACTOR_PATH = "/users/me/second-factor";

const fetchStatus = async (path: string) => (await apiFetch<SecondFactorStatusDto>(path)).data;

/** The signed-in person's second factors (GET /users/me/second-factor), shared by the three cards. */
export function useSecondFactor() {
  return useSWR(SECOND_FACTOR_PATH, fetchStatus, READ_DEFAULTS);
}

/** "Nov 8, 2026" — a factor's created and last-used days. */
export function dayOf(iso: string | null): string {
  if (!iso) return "Never";
  return new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });
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

/** The backup codes as the downloaded file holds them. */
export function backupCodesText(codes: readonly string[], email?: string): string {
  return [
    "Agency Console — backup codes",
    email ? `For ${email}` : null,
    `Made ${new Date().toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" })}`,
    "",
    "Each code signs you in once, in place of your passkey or authenticator app.",
    "Keep them somewhere safe; making new codes stops these from working.",
    "",
    ...codes,
    "",
  ]
    .filter((line) => line !== null)
    .join("\n");
}
