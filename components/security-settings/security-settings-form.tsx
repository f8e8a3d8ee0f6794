"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import useSWR from "swr";
import { FormActions } from "@/components/forms/form-actions";
import { FormSection } from "@/components/forms/form-section";
import { SAVE_FORM_OPTIONS, useSaveFlow } from "@/components/forms/use-save-flow";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/text-field";
import { useToast } from "@/components/ui/toasts";
import { apiFetch } from "@/lib/client/api";
import { SECOND_FACTOR_POLICIES, SECOND_FACTOR_POLICY_HINTS, SECOND_FACTOR_POLICY_LABELS } from "@/lib/domain/second-factor";
import { securitySettingsSchema, type SecuritySettingsDto, type SecuritySettingsInput } from "@/lib/schemas/second-factor";
import { READ_DEFAULTS } from "@/lib/swr/read-defaults";

const SETTINGS_PATH = "/settings/security";
const fetchSettings = async (path: string) => (await apiFetch<SecuritySettingsDto>(path)).data;

const TEXTS = {
  confirm: "Would you like to save the sign-in security settings?",
  busy: "Saving sign-in security settings...",
  failure: "The sign-in security settings could not be saved.",
};

const stamp = (settings: SecuritySettingsDto) =>
  settings.updatedAt
    ? `Last changed ${new Date(settings.updatedAt).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" })}${
        settings.updatedBy ? ` by ${settings.updatedBy.name}` : ""
      }.`
    : "Never changed: a second step is optional.";

/** The agency's sign-in security settings (admins), loaded, then the form. */
export function SecuritySettings() {
  const { data, error, mutate } = useSWR(SETTINGS_PATH, fetchSettings, READ_DEFAULTS);
  if (error && !data) {
    return (
      <div className="rounded-xl bg-white p-6 text-sm text-slate-600 shadow-sm ring-1 ring-slate-200">
        <p>The settings could not be loaded.</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void mutate()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!data) return <div className="h-72 animate-pulse rounded-xl bg-slate-100" aria-hidden="true" />;
  return <SecuritySettingsForm settings={data} onSaved={(saved) => void mutate(saved, { revalidate: false })} />;
}

/**
 * Who must use a second sign-in step (PRODUCT.md#sign-in-security "Policy"):
 * nobody, admins, or everyone, saved through the one save flow. Whoever must
 * and has none is taken to set one up at their next page.
 */
function SecuritySettingsForm({ settings, onSaved }: { settings: SecuritySettingsDto; onSaved: (saved: SecuritySettingsDto) => void }) {
  const initial = useMemo(() => ({ requireSecondFactor: settings.requireSecondFactor }), [settings]);
  const form = useForm<SecuritySettingsInput>({
    ...SAVE_FORM_OPTIONS,
    resolver: zodResolver(securitySettingsSchema),
    defaultValues: initial,
  });
  const toast = useToast();
  const { attachForm, onSubmit } = useSaveFlow<SecuritySettingsInput, SecuritySettingsInput, SecuritySettingsDto>({
    form,
    texts: TEXTS,
    request: (body) => ({ method: "PUT", path: SETTINGS_PATH, body }),
    serverMessageOn: 400,
    onSaved: (saved) => {
      form.reset({ requireSecondFactor: saved.requireSecondFactor });
      onSaved(saved);
      toast.success("Sign-in security settings saved.");
    },
  });
  const error = form.formState.errors.requireSecondFactor?.message;

  return (
    <form ref={attachForm} onSubmit={onSubmit} noValidate className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <FormSection legend="Second sign-in step" className="grid gap-y-5">
        <p className="-mt-2 text-xs text-slate-500">
          A passkey or an authenticator app after the password. Whoever must have one and has none is asked to set it up after their
          password, and reaches nothing else until they do.
        </p>
        <Field id="require-second-factor" as="radiogroup" label="Who must use one" error={error}>
          <div className="grid gap-2">
            {SECOND_FACTOR_POLICIES.map((policy) => (
              <label
                key={policy}
                className="flex cursor-pointer items-start gap-3 rounded-lg px-3 py-2.5 ring-1 ring-slate-200 has-checked:bg-brand-50 has-checked:ring-brand-200"
              >
                <input
                  type="radio"
                  value={policy}
                  aria-describedby={`policy-${policy}-hint`}
                  className="mt-0.5 size-4 shrink-0 border-slate-300 accent-brand-700"
                  {...form.register("requireSecondFactor")}
                />
                <span>
                  <span className="block text-sm font-medium text-slate-900">{SECOND_FACTOR_POLICY_LABELS[policy]}</span>
                  <span id={`policy-${policy}-hint`} className="block text-xs text-slate-600">
                    {SECOND_FACTOR_POLICY_HINTS[policy]}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </Field>
      </FormSection>
      <p className="mt-8 text-xs text-slate-500" data-testid="security-settings-stamp">
        {stamp(settings)} A lost phone or passkey: an admin resets that person&apos;s second step on their user page.
      </p>
      <FormActions cancelHref="/dashboard" submitLabel="SAVE" />
    </form>
  );
}
