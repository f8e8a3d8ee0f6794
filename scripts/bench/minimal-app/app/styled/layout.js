// The framework's page dressed as a console page, no app code: the console's built stylesheet and its Inter font, both
// copied here from the console's build by scripts/bench/minimal-app.ts (not committed). It tells what the stylesheet
// and the font alone cost a page's LCP in the same run as the framework's page.
import localFont from "next/font/local";
import "./console.css";

const inter = localFont({ src: "./inter-latin-wght-normal.woff2", variable: "--font-inter", display: "swap", weight: "100 900" });

export default function StyledLayout({ children }) {
  return <div className={`${inter.variable} min-h-screen bg-slate-50 font-sans text-slate-900 antialiased`}>{children}</div>;
}
