import { useTranslations } from "next-intl";
import type { ComponentType, ReactNode, SVGProps } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { IconTile } from "@/components/ui/icon-tile";
import { FactorStateChip, type FactorState } from "@/components/ui/status-chip";
import { TextField } from "@/components/ui/text-field";
import type { SecondFactorStatusDto } from "@/lib/schemas/second-factor";

/** What each factor's card takes: the person's second step as the server has it, their e-mail, and a reload after a change. */
export interface FactorCardProps {
  status: SecondFactorStatusDto;
  email: string;
  onChanged: () => Promise<unknown>;
}

/**
 * One sign-in factor's card (DESIGN.md "Sign-in security"): its icon and name,
 * its state chip, what it is, then its own content and one primary action.
 * `headingId` names the card; focus lands on its heading when the control that
 * opened a dialog is gone after it (a set-up that turned into Remove).
 */
export function FactorCard({
  headingId,
  title,
  icon: Icon,
  state,
  stateLabel,
  description,
  action,
  children,
}: {
  headingId: string;
  title: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  state: FactorState;
  stateLabel: string;
  description: ReactNode;
  action?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-5 py-3.5">
        <div className="flex min-w-0 items-center gap-3">
          <IconTile icon={Icon} />
          <div className="min-w-0">
            <h3 id={headingId} tabIndex={-1} className="text-sm font-semibold text-slate-900 focus:outline-none">
              {title}
            </h3>
            <FactorStateChip state={state} label={stateLabel} className="mt-1" />
          </div>
        </div>
        <div className="shrink-0">{action}</div>
      </div>
      <div className="space-y-4 p-5 text-sm text-slate-600">
        <p>{description}</p>
        {children}
      </div>
    </section>
  );
}

/** After a dialog: back to the control that opened it, or to its card's heading when that control has gone. */
export function focusAfterDialog(opener: HTMLElement | null, headingId: string): void {
  requestAnimationFrame(() => {
    if (opener?.isConnected && !opener.hasAttribute("disabled")) opener.focus();
    else document.getElementById(headingId)?.focus();
  });
}

/** The code a change to the second step is confirmed with: one the authenticator app shows now, or a backup code. */
export function ConfirmCodeField({ id, error, ...registered }: { id: string; error?: string } & UseFormRegisterReturn<"code">) {
  const t = useTranslations("users");
  return (
    <TextField
      id={id}
      label={t("security.confirmCode")}
      required
      autoFocus
      autoComplete="one-time-code"
      spellCheck={false}
      className="font-mono sm:max-w-56"
      error={error}
      {...registered}
    />
  );
}
