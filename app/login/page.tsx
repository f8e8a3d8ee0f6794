import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthFrame } from "@/components/auth/auth-frame";
import { SignIn } from "@/components/auth/sign-in-form";
import { ForgetOfflineData } from "@/components/offline/forget-offline-data";
import { safeReturnPath } from "@/lib/return-path";
import { getPageSession } from "@/server/auth/page-session";

export const metadata: Metadata = { title: "Sign in" };

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ expired?: string; next?: string | string[] }> }) {
  const { expired, next } = await searchParams;
  // Only a path on this site (lib/return-path.ts); anything else is the Dashboard.
  const returnTo = safeReturnPath(next) ?? "/dashboard";
  if (await getPageSession()) redirect(returnTo);

  return (
    <AuthFrame title="WELCOME" lead="Sign in to manage the agency's clients and properties.">
      <ForgetOfflineData />
      {expired === "1" && (
        <p role="status" className="mt-6 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-800 ring-1 ring-amber-200">
          Your session has ended. Please sign in again.
        </p>
      )}
      <SignIn returnTo={returnTo} />
    </AuthFrame>
  );
}
