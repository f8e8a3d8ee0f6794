import type { Metadata, Viewport } from "next";
import { getLocale } from "next-intl/server";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Agency Console", template: "%s · Agency Console" },
  description: "Back-office console of the agency: clients, listings, service orders, reminders and accounts.",
  robots: { index: false, follow: false },
  // The manifest link comes from app/manifest.ts, the icons from app/icon.svg and app/apple-icon.png; iOS reads its own tags.
  appleWebApp: { capable: true, title: "Agency Console", statusBarStyle: "default" },
};

export const viewport: Viewport = { themeColor: "#21625d" };

// Every page carries a fresh CSP nonce (proxy.ts), which only a page rendered per request can hold:
// a prerendered page (the root redirect, the 404) would ship scripts the policy blocks.
export const dynamic = "force-dynamic";

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang={await getLocale()}>
      <body className="min-h-screen font-sans">{children}</body>
    </html>
  );
}
