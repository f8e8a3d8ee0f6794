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
import { clientFieldsSchema, type ClientDto, type ClientFields, type ClientFormValues } from "@/lib/schemas/client";

export const CLIENT_SAVE_FAILED = "Problem sumitting client details. Please contact system administrator.";

const EMPTY: ClientFormValues = {
  name: "",
  contactFirstName: "",
  contactLastName: "",
  contactPrimaryNumber: "",
  contactSecondaryNumber: "",
  contactEmailAddress: "",
  contactWebsiteURL: "",
  contactMailingAddress: "",
};

function valuesOf(client: ClientDto): ClientFormValues {
  return { ...client, contactSecondaryNumber: client.contactSecondaryNumber ?? "", contactWebsiteURL: client.contactWebsiteURL ?? "" };
}

/**
 * Create (no client given) or update a client. Validates with the same
 * schema as the API, asks for confirmation, shows the overlay while saving
 * and the 'Operation Successful' panel afterwards.
 */
export function ClientForm({ client }: { client?: ClientDto }) {
  const isUpdate = Boolean(client);
  const { mutate } = useSWRConfig();
  const { confirm, alert } = useDialogs();
  const [overlay, setOverlay] = useState<OverlayState>(hiddenOverlay);
  const [saved, setSaved] = useState<ClientDto | null>(null);

  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ClientFormValues, unknown, ClientFields>({
    resolver: zodResolver(clientFieldsSchema),
    defaultValues: client ? valuesOf(client) : EMPTY,
    mode: "onTouched",
  });

  const save = async (values: ClientFields) => {
    const question = isUpdate ? "Would you like to save the details for this client?" : "Would you like to create this new client?";
    if (!(await confirm({ title: "Confirm", message: question, tone: "info" }))) return;

    setOverlay({ kind: "busy", message: isUpdate ? "Saving client details..." : "Creating client..." });
    try {
      const { data } = isUpdate
        ? await apiFetch<ClientDto>("/clients/update", { method: "PUT", body: { ...values, _id: client!._id } })
        : await apiFetch<ClientDto>("/clients/register", { method: "POST", body: values });
      await mutate((key) => typeof key === "string" && key.startsWith("/clients"));
      setOverlay(hiddenOverlay);
      setSaved(data);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) return;
      console.error("Client save failed", error);
      if (error instanceof ApiRequestError && error.fieldErrors) {
        for (const [field, messages] of Object.entries(error.fieldErrors)) {
          if (field in EMPTY) setError(field as keyof ClientFormValues, { message: messages[0] });
        }
      }
      const detail = error instanceof ApiRequestError && error.status >= 400 && error.status < 500 ? error.message : undefined;
      setOverlay({ kind: "error", title: "Oops!", message: CLIENT_SAVE_FAILED, detail });
    }
  };

  const onInvalid = () => void alert({ title: INVALID_FORM_ALERT.title, message: INVALID_FORM_ALERT.message, tone: "warning" });

  if (saved) {
    return isUpdate ? (
      <SuccessPanel message="Client Updated">
        <ButtonLink href={`/clients/view/${saved._id}`}>
          OK
        </ButtonLink>
      </SuccessPanel>
    ) : (
      <SuccessPanel message="Client Created">
        <Button
          variant="secondary"
          onClick={() => {
            reset(EMPTY);
            setSaved(null);
          }}
        >
          CREATE ANOTHER
        </Button>
        <ButtonLink href="/clients">CLOSE</ButtonLink>
      </SuccessPanel>
    );
  }

  const field = (name: keyof ClientFormValues) => ({ id: name, error: errors[name]?.message, ...register(name) });

  return (
    <form onSubmit={handleSubmit(save, onInvalid)} noValidate className="relative rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <fieldset className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
        <legend className="mb-4 text-sm font-semibold text-slate-900">Client</legend>
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
        <ButtonLink variant="secondary" href={isUpdate ? `/clients/view/${client!._id}` : "/clients"}>
          CANCEL
        </ButtonLink>
        <Button type="submit">{isUpdate ? "UPDATE CLIENT" : "CREATE CLIENT"}</Button>
      </div>
      <FormOverlay state={overlay} onDismiss={() => setOverlay(hiddenOverlay)} />
    </form>
  );
}
