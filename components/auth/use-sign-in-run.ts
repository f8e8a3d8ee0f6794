"use client";

import { useTranslations } from "next-intl";
import { useDialogs } from "@/components/ui/dialogs";
import { ServerUnreachableError, SignInProblem, type SignInAnswer } from "@/lib/client/browser-session";
import { hardNavigate } from "@/lib/client/hard-navigate";

type Unfinished = Exclude<SignInAnswer, { kind: "signed-in" }>;

/**
 * One sign-in request in the one dialog's busy panel (PRODUCT.md#sign-in): a
 * session opens the page signed in to (`returnTo`); an unreachable server shows
 * 'Offline'. A refusal shows the server's message under 'Problem', unless the
 * caller shows it itself (`showRefusal: false`, the second step's code field);
 * a second step asked for is handed back. Resolves to null when the panel
 * showed the outcome.
 */
export function useSignInRun(returnTo: string) {
  const { run } = useDialogs();
  const t = useTranslations("auth.run");
  const shell = useTranslations("shell.interceptor");
  return async (
    busyText: string,
    request: () => Promise<SignInAnswer>,
    { showRefusal = true, returnFocus }: { showRefusal?: boolean; returnFocus?: () => HTMLElement | null } = {},
  ): Promise<Unfinished | null> => {
    const outcome = await run<Unfinished>({
      title: t("title"),
      busyText,
      task: async (progress) => {
        const answer = await request();
        if (answer.kind === "refused" && showRefusal) throw new SignInProblem(answer.message);
        if (answer.kind !== "signed-in") return answer;
        progress(returnTo === "/dashboard" ? t("loadingDashboard") : t("returning"));
        hardNavigate(returnTo);
        // The page is being replaced: stay busy until it is.
        return new Promise<never>(() => undefined);
      },
      failureOf: (error) => {
        if (error instanceof SignInProblem) return { title: t("problem"), message: error.message };
        if (error instanceof ServerUnreachableError) return { title: shell("offlineTitle"), message: shell("offline"), tone: "offline" };
        console.error("Sign-in failed", error);
        return { title: t("problem"), message: t("failed") };
      },
      returnFocus,
    });
    return outcome.status === "done" ? outcome.value : null;
  };
}
