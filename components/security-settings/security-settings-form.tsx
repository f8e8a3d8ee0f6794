"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
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
import { SECOND_FACTOR_POLICIES } from "@/lib/domain/second-factor";
import { intlLocale } from "@/lib/i18n/languages";
import { useLanguage } from "@/lib/i18n/use-language";
import { securitySettingsSchema, type SecuritySettingsDto, type SecuritySettingsInput } from "@/lib/schemas/second-factor";
import { READ_DEFAULTS } from "@/lib/swr/read-defaults";

const SETTINGS_PATH = "/settings/security";
const fetchSettings = async (path: string) => (await apiFetch<SecuritySettingsDto>(path)).data;

/** The agency's sign-in security settings (admins), loaded, then the form. */
export function SecuritySettings() {
  const { data, error, mutate } = useSWR(SETTINGS_PATH, fetchSettings, READ_DEFAULTS);
  const t = useTranslations("securitySettings");
  if (error && !data) {
    return (
      <div className="rounded-xl bg-white p-6 text-sm text-slate-600 shadow-sm ring-1 ring-slate-200">
        <p>{t("loadFailed")}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void mutate()}>
          {t("retry")}
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
  const t = useTranslations("securitySettings");
  const policies = useTranslations("enums.secondFactorPolicy");
  const locale = intlLocale(useLanguage());
  const texts = { confirm: t("save.confirm"), busy: t("save.busy"), failure: t("save.failure") };
  const stamp = settings.updatedAt
    ? t("stamp.changed", {
        when: new Date(settings.updatedAt).toLocaleString(locale, { dateStyle: "medium", timeStyle: "short" }),
        by: settings.updatedBy ? "yes" : "no",
        name: settings.updatedBy?.name ?? "",
      })
    : t("stamp.never");
  const { attachForm, onSubmit } = useSaveFlow<SecuritySettingsInput, SecuritySettingsInput, SecuritySettingsDto>({
    form,
    texts,
    request: (body) => ({ method: "PUT", path: SETTINGS_PATH, body }),
    serverMessageOn: 400,
    onSaved: (saved) => {
      form.reset({ requireSecondFactor: saved.requireSecondFactor });
      onSaved(saved);
      toast.success(t("save.done"));
    },
  });
  const error = form.formState.errors.requireSecondFactor?.message;

  return (
    <form ref={attachForm} onSubmit={onSubmit} noValidate className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <FormSection legend={t("legend")} className="grid gap-y-5">
        <p className="-mt-2 text-xs text-slate-500">{t("lead")}</p>
        <Field id="require-second-factor" as="radiogroup" label={t("who")} error={error}>
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
                  <span className="block text-sm font-medium text-slate-900">{policies(policy)}</span>
                  <span id={`policy-${policy}-hint`} className="block text-xs text-slate-600">
                    {t(`hints.${policy}`)}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </Field>
      </FormSection>
      <p className="mt-8 text-xs text-slate-500" data-testid="security-settings-stamp">
        {stamp} {t("lost")}
      </p>
      <FormActions cancelHref="/dashboard" submitLabel={t("save.label")} />
    </form>
  );
}
