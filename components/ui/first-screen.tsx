import { Activity, type ReactNode } from "react";

/**
 * A page's first screen, rendered once its reads are done: its route has no loading.tsx, so the server sends it
 * whole in the first HTML, and `<Activity>` has the browser hydrate it after the shell, in slices that leave the
 * main thread free between them, instead of within the shell's one long task. A Suspense boundary would hydrate
 * apart too, but React streams a completed one of over 500 bytes as a hidden part revealed no sooner than 300 ms
 * after the first paint (docs/PERFORMANCE.md "Phone loads").
 */
export function FirstScreen({ children }: { children: ReactNode }) {
  return <Activity>{children}</Activity>;
}
