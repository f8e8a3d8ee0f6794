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
import { contactPartyFieldsSchema, type ContactPartyDto } from "@/lib/schemas/contact";
import type { z } from "zod";

type ContactPartyFormValues = z.input<typeof contactPartyFieldsSchema>;
type ContactPartyFields = z.output<typeof contactPartyFieldsSchema>;

/** What differs between the client form and the service provider form: words, paths and one rule. */
export interface ContactPartyFormConfig {
  /** 'client', 'service provider': used in the confirmations and the overlay. */
  noun: string;
  /** The first fieldset's legend. */
  legend: string;
  /** SPEC §8's failure text. */
  saveFailed: string;
  /** SPEC §8: a provider's 400 shows the server's message instead of the general text. */
  serverMessageOn400: boolean;
  createdMessage: string;
  updatedMessage: string;
  createLabel: string;
  updateLabel: string;
  /** API paths: `${apiBase}/register`, `${apiBase}/update`; cached lists under `revalidatePrefix` are refreshed. */
  apiBase: string;
  revalidatePrefix: string;
  /** Screens: the list, and `${listHref}/view/{id}`. */
  listHref: string;
}

const EMPTY: ContactPartyFormValues = {
  name: "",
  contactFirstName: "",
  contactLastName: "",
  contactPrimaryNumber: "",
  contactSecondaryNumber: "",
  contactEmailAddress: "",
  contactWebsiteURL: "",
  contactMailingAddress: "",
};

function valuesOf(party: ContactPartyDto): ContactPartyFormValues {
  return {
    name: party.name,
    contactFirstName: party.contactFirstName,
    contactLastName: party.contactLastName,
    contactPrimaryNumber: party.contactPrimaryNumber,
    contactSecondaryNumber: party.contactSecondaryNumber ?? "",
    contactEmailAddress: party.contactEmailAddress,
    contactWebsiteURL: party.contactWebsiteURL ?? "",
    contactMailingAddress: party.contactMailingAddress,
  };
}

/**
 * Create (no record given) or update a client or a service provider — the
 * same fields, rules and flow (SPEC §2, §5): validates with the API's schema,
 * asks for confirmation, shows the overlay while saving and the 'Operation
 * Successful' panel afterwards.
 */
export function ContactPartyForm({ config, record }: { config: ContactPartyFormConfig; record?: ContactPartyDto }) {
  const isUpdate = Boolean(record);
  const { mutate } = useSWRConfig();
  const { confirm, alert } = useDialogs();
  const [overlay, setOverlay] = useState<OverlayState>(hiddenOverlay);
  const [saved, setSaved] = useState<ContactPartyDto | null>(null);

  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactPartyFormValues, unknown, ContactPartyFields>({
    resolver: zodResolver(contactPartyFieldsSchema),
    defaultValues: record ? valuesOf(record) : EMPTY,
    mode: "onTouched",
  });

  const save = async (values: ContactPartyFields) => {
    const question = isUpdate
      ? `Would you like to save the details for this ${config.noun}?`
      : `Would you like to create this new ${config.noun}?`;
    if (!(await confirm({ title: "Confirm", message: question, tone: "info" }))) return;

    setOverlay({ kind: "busy", message: isUpdate ? `Saving ${config.noun} details...` : `Creating ${config.noun}...` });
    try {
      const { data } = isUpdate
        ? await apiFetch<ContactPartyDto>(`${config.apiBase}/update`, { method: "PUT", body: { ...values, _id: record!._id } })
        : await apiFetch<ContactPartyDto>(`${config.apiBase}/register`, { method: "POST", body: values });
      await mutate((key) => typeof key === "string" && key.startsWith(config.revalidatePrefix));
      setOverlay(hiddenOverlay);
      setSaved(data);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) return;
      console.error(`Saving the ${config.noun} failed`, error);
      if (error instanceof ApiRequestError && error.fieldErrors) {
        for (const [field, messages] of Object.entries(error.fieldErrors)) {
          if (field in EMPTY) setError(field as keyof ContactPartyFormValues, { message: messages[0] });
        }
      }
      if (config.serverMessageOn400 && error instanceof ApiRequestError && error.status === 400) {
        setOverlay({ kind: "error", title: "Oops!", message: error.message });
        return;
      }
      const detail = error instanceof ApiRequestError && error.status >= 400 && error.status < 500 ? error.message : undefined;
      setOverlay({ kind: "error", title: "Oops!", message: config.saveFailed, detail });
    }
  };

  const onInvalid = () => void alert({ title: INVALID_FORM_ALERT.title, message: INVALID_FORM_ALERT.message, tone: "warning" });

  if (saved) {
    return isUpdate ? (
      <SuccessPanel message={config.updatedMessage}>
        <ButtonLink href={`${config.listHref}/view/${saved._id}`}>OK</ButtonLink>
      </SuccessPanel>
    ) : (
      <SuccessPanel message={config.createdMessage}>
        <Button
          variant="secondary"
          onClick={() => {
            reset(EMPTY);
            setSaved(null);
          }}
        >
          CREATE ANOTHER
        </Button>
        <ButtonLink href={config.listHref}>CLOSE</ButtonLink>
      </SuccessPanel>
    );
  }

  const field = (name: keyof ContactPartyFormValues) => ({ id: name, error: errors[name]?.message, ...register(name) });

  return (
    <form
      onSubmit={handleSubmit(save, onInvalid)}
      noValidate
      className="relative rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <fieldset className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
        <legend className="mb-4 text-sm font-semibold text-slate-900">{config.legend}</legend>
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
        <ButtonLink variant="secondary" href={isUpdate ? `${config.listHref}/view/${record!._id}` : config.listHref}>
          CANCEL
        </ButtonLink>
        <Button type="submit">{isUpdate ? config.updateLabel : config.createLabel}</Button>
      </div>
      <FormOverlay state={overlay} onDismiss={() => setOverlay(hiddenOverlay)} />
    </form>
  );
}
