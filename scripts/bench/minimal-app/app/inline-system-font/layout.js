// The styled page (../styled) with its stylesheet inlined in the document, as the console ships its styles (the system
// font, no web font; docs/PERFORMANCE.md, "Reading them"). console-css.js is the console's built stylesheet as a string,
// written by scripts/bench/minimal-app.ts (not committed).
import css from "../styled/console-css.js";

export default function InlineSystemFontLayout({ children }) {
  return (
    <>
      <style dangerouslySetInnerHTML={{ __html: css }} />
      <div className="min-h-screen bg-slate-50 font-sans text-slate-900 antialiased">{children}</div>
    </>
  );
}
