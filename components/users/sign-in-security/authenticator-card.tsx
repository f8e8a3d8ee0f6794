"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { DevicePhoneMobileIcon } from "@heroicons/react/24/outline";
import { PlusIcon, TrashIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { DialogForm } from "@/components/forms/dialog-form";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toasts";
import { apiFetch, ApiRequestError } from "@/lib/client/api";
import { totpRemoveSchema, type TotpRemoveInput } from "@/lib/schemas/second-factor";
import { ConfirmCodeField, FactorCard, focusAfterDialog, type FactorCardProps } from "./factor-card";
import { useDayOf } from "./second-factor-data";
import { TotpSetupDialog } from "./totp-setup-dialog";

const HEADING_ID = "authenticator-app-heading";

/** The authenticator app's card: set it up (a QR code and a first code), or remove it with a current code. */
export function AuthenticatorCard({ status, email, onChanged }: FactorCardProps) {
  const t = useTranslations("users");
  const dayOf = useDayOf();
  const [open, setOpen] = useState<"setup" | "remove" | null>(null);
  // The button that opened the dialog (Set up or Remove): after a change it has gone, and focus goes to the heading.
  const opener = useRef<HTMLElement | null>(null);
  const show = (dialog: "setup" | "remove") => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(dialog);
  };
  const close = () => {
    setOpen(null);
    focusAfterDialog(opener.current, HEADING_ID);
  };
  const totp = status.totp;

  return (
    <FactorCard
      headingId={HEADING_ID}
      title={t("security.authenticator")}
      icon={DevicePhoneMobileIcon}
      state={totp ? "on" : "off"}
      stateLabel={totp ? t("security.on") : t("security.notSetUp")}
      description={t("security.authenticatorDescription")}
      action={
        totp ? (
          <Button key="remove" variant="secondary" size="sm" onClick={() => show("remove")}>
            <TrashIcon className="size-4" aria-hidden="true" />
            {t("security.remove")}
          </Button>
        ) : (
          <Button key="setup" size="sm" onClick={() => show("setup")}>
            <PlusIcon className="size-4" aria-hidden="true" />
            {t("security.setUpButton")}
          </Button>
        )
      }
    >
      {totp && (
        <dl className="grid grid-cols-2 gap-x-6 gap-y-1">
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{t("security.added")}</dt>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{t("security.lastUsed")}</dt>
          <dd className="font-medium text-slate-900">{dayOf(totp.createdAt)}</dd>
          <dd className="font-medium text-slate-900">{dayOf(totp.lastUsedAt)}</dd>
        </dl>
      )}
      {open === "setup" && <TotpSetupDialog email={email} onClose={close} onChanged={onChanged} />}
      {open === "remove" && <RemoveTotpDialog onClose={close} onRemoved={onChanged} />}
    </FactorCard>
  );
}

/** Removing the app asks for a current code (or a backup code): a stolen session alone cannot take the second step away. */
function RemoveTotpDialog({ onClose, onRemoved }: { onClose: () => void; onRemoved: () => Promise<unknown> }) {
  const t = useTranslations("users");
  const toast = useToast();
  const form = useForm<TotpRemoveInput>({ resolver: zodResolver(totpRemoveSchema), defaultValues: { code: "" } });
  const { errors, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);

  const remove = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await apiFetch("/users/me/second-factor/totp", { method: "DELETE", body: values, handledStatuses: [400, 409] });
      await onRemoved();
      toast.success(t("security.appRemoved"));
      onClose();
    } catch (error) {
      if (!(error instanceof ApiRequestError)) setFailure(t("security.appRemoveFailed"));
      else if (error.status === 409) setFailure(error.message);
      else form.setError("code", { message: error.fieldErrors?.code?.[0] ?? error.message }, { shouldFocus: true });
    }
  });

  return (
    <DialogForm
      title={t("security.removeAppTitle")}
      submitLabel={t("security.remove")}
      onClose={onClose}
      onSubmit={remove}
      state={{ errors: {}, failure, busy: isSubmitting }}
    >
      <p>{t("security.removeAppLead")}</p>
      <ConfirmCodeField id="totp-remove-code" error={errors.code?.message} {...form.register("code")} />
    </DialogForm>
  );
}
