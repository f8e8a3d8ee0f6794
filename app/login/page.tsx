import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SignIn } from "@/components/auth/sign-in-form";
import { ForgetOfflineData } from "@/components/offline/forget-offline-data";
import { BrandIcon } from "@/components/shell/brand-icon";
import { safeReturnPath } from "@/lib/return-path";
import { getPageSession } from "@/server/auth/page-session";

export const metadata: Metadata = { title: "Sign in" };

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ expired?: string; next?: string | string[] }> }) {
  const { expired, next } = await searchParams;
  // Only a path on this site (lib/return-path.ts); anything else is the Dashboard.
  const returnTo = safeReturnPath(next) ?? "/dashboard";
  if (await getPageSession()) redirect(returnTo);

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 px-4 py-12">
      <ForgetOfflineData />
      <div className="w-full max-w-md">
        <div className="mb-8 flex items-center justify-center gap-2 text-white">
          <BrandIcon className="size-7 text-brand-300" aria-hidden="true" />
          <span className="text-lg font-semibold tracking-wide">Agency Console</span>
        </div>
        <div className="relative rounded-2xl bg-white px-8 py-10 shadow-2xl">
          <h1 className="text-center text-2xl font-bold tracking-[0.2em] text-slate-900">WELCOME</h1>
          <p className="mt-2 text-center text-sm text-slate-500">Sign in to manage the agency&apos;s clients and properties.</p>
          {expired === "1" && (
            <p role="status" className="mt-6 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-800 ring-1 ring-amber-200">
              Your session has ended. Please sign in again.
            </p>
          )}
          <SignIn returnTo={returnTo} />
        </div>
      </div>
    </main>
  );
}
