// The framework's page dressed as a console page, no app code: the console's built stylesheet, copied here from the
// console's build by scripts/bench/minimal-app.ts (not committed), linked as a file. The console ships no web font:
// its stylesheet's font-sans is the system's UI font. It tells what a linked stylesheet alone costs a page's LCP in the
// same run as the framework's page (the console inlines it: ../inline-system-font).
import "./console.css";

export default function StyledLayout({ children }) {
  return <div className="min-h-screen bg-slate-50 font-sans text-slate-900 antialiased">{children}</div>;
}
