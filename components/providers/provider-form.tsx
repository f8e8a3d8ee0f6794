"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useSWRConfig } from "swr";
import { Button, ButtonLink } from "@/components/ui/button";
import { useDialogs } from "@/components/ui/dialogs";
import { FormOverlay, hiddenOverlay, type OverlayState } from "@/components/ui/form-overlay";
import { SuccessPanel } from "@/components/ui/success-panel";
import { TextAreaField, TextField } from "@/components/ui/text-field";
import { apiFetch, ApiRequestError } from "@/lib/client/api";
import { INVALID_FORM_ALERT } from "@/lib/client/messages";
import { providerFieldsSchema, type ProviderDto, type ProviderFields, type ProviderFormValues } from "@/lib/schemas/provider";

export const PROVIDER_SAVE_FAILED = "Problem sumitting service provider details. Contact your system administrator for assistance.";

const EMPTY: ProviderFormValues = {
  name: "",
  contactFirstName: "",
  contactLastName: "",
  contactPrimaryNumber: "",
  contactSecondaryNumber: "",
  contactEmailAddress: "",
  contactWebsiteURL: "",
  contactMailingAddress: "",
};

function valuesOf(provider: ProviderDto): ProviderFormValues {
  return {
    name: provider.name,
    contactFirstName: provider.contactFirstName,
    contactLastName: provider.contactLastName,
    contactPrimaryNumber: provider.contactPrimaryNumber,
    contactSecondaryNumber: provider.contactSecondaryNumber ?? "",
    contactEmailAddress: provider.contactEmailAddress,
    contactWebsiteURL: provider.contactWebsiteURL ?? "",
    contactMailingAddress: provider.contactMailingAddress,
  };
}

/**
 * Create (no provider given) or update a service provider: the client
 * form's rules and flow (SPEC §2). A 400 shows the server's message in
 * place of the general one (SPEC §8).
 */
export function ProviderForm({ provider }: { provider?: ProviderDto }) {
  const isUpdate = Boolean(provider);
  const { mutate } = useSWRConfig();
  const { confirm, alert } = useDialogs();
  const [overlay, setOverlay] = useState<OverlayState>(hiddenOverlay);
  const [saved, setSaved] = useState<ProviderDto | null>(null);

  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ProviderFormValues, unknown, ProviderFields>({
    resolver: zodResolver(providerFieldsSchema),
    defaultValues: provider ? valuesOf(provider) : EMPTY,
    mode: "onTouched",
  });

  const save = async (values: ProviderFields) => {
    const question = isUpdate ? "Would you like to save the details for this service provider?" : "Would you like to create this new service provider?";
    if (!(await confirm({ title: "Confirm", message: question, tone: "info" }))) return;

    setOverlay({ kind: "busy", message: isUpdate ? "Saving service provider details..." : "Creating service provider..." });
    try {
      const { data } = isUpdate
        ? await apiFetch<ProviderDto>("/services/providers/update", { method: "PUT", body: { ...values, _id: provider!._id } })
        : await apiFetch<ProviderDto>("/services/providers/register", { method: "POST", body: values });
      await mutate((key) => typeof key === "string" && key.startsWith("/services/"));
      setOverlay(hiddenOverlay);
      setSaved(data);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) return;
      console.error("Service provider save failed", error);
      if (error instanceof ApiRequestError && error.fieldErrors) {
        for (const [field, messages] of Object.entries(error.fieldErrors)) {
          if (field in EMPTY) setError(field as keyof ProviderFormValues, { message: messages[0] });
        }
      }
      if (error instanceof ApiRequestError && error.status === 400) {
        setOverlay({ kind: "error", title: "Oops!", message: error.message });
      } else {
        const detail = error instanceof ApiRequestError && error.status > 400 && error.status < 500 ? error.message : undefined;
        setOverlay({ kind: "error", title: "Oops!", message: PROVIDER_SAVE_FAILED, detail });
      }
    }
  };

  const onInvalid = () => void alert({ title: INVALID_FORM_ALERT.title, message: INVALID_FORM_ALERT.message, tone: "warning" });

  if (saved) {
    return isUpdate ? (
      <SuccessPanel message="Service Provider Updated">
        <ButtonLink href={`/service-providers/view/${saved._id}`}>OK</ButtonLink>
      </SuccessPanel>
    ) : (
      <SuccessPanel message="Service Provider Created">
        <Button
          variant="secondary"
          onClick={() => {
            reset(EMPTY);
            setSaved(null);
          }}
        >
          CREATE ANOTHER
        </Button>
        <ButtonLink href="/service-providers">CLOSE</ButtonLink>
      </SuccessPanel>
    );
  }

  const field = (name: keyof ProviderFormValues) => ({ id: name, error: errors[name]?.message, ...register(name) });

  return (
    <form onSubmit={handleSubmit(save, onInvalid)} noValidate className="relative rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <fieldset className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
        <legend className="mb-4 text-sm font-semibold text-slate-900">Service provider</legend>
        <TextField label="Name" required fieldClassName="sm:col-span-2" autoComplete="organization" {...field("name")} />
      </fieldset>
      <fieldset className="mt-8 grid gap-x-6 gap-y-5 sm:grid-cols-2">
        <legend className="mb-4 text-sm font-semibold text-slate-900">Contact</legend>
        <TextField label="First name" required autoComplete="given-name" {...field("contactFirstName")} />
        <TextField label="Last name" required autoComplete="family-name" {...field("contactLastName")} />
        <TextField label="Primary number" required type="tel" autoComplete="tel" {...field("contactPrimaryNumber")} />
        <TextField label="Secondary number" type="tel" {...field("contactSecondaryNumber")} />
        <TextField label="E-mail address" required type="email" autoComplete="email" {...field("contactEmailAddress")} />
        <TextField label="Website" type="text" inputMode="url" placeholder="https://" {...field("contactWebsiteURL")} />
        <TextAreaField label="Mailing address" required rows={3} fieldClassName="sm:col-span-2" {...field("contactMailingAddress")} />
      </fieldset>
      <div className="mt-8 flex justify-end gap-3 border-t border-slate-100 pt-6">
        <ButtonLink variant="secondary" href={isUpdate ? `/service-providers/view/${provider!._id}` : "/service-providers"}>
          CANCEL
        </ButtonLink>
        <Button type="submit">{isUpdate ? "UPDATE SERVICE PROVIDER" : "CREATE SERVICE PROVIDER"}</Button>
      </div>
      <FormOverlay state={overlay} onDismiss={() => setOverlay(hiddenOverlay)} />
    </form>
  );
}
