"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState, type ChangeEvent } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useSWRConfig } from "swr";
import { Button, ButtonLink } from "@/components/ui/button";
import { useDialogs } from "@/components/ui/dialogs";
import { FormOverlay, hiddenOverlay, type OverlayState } from "@/components/ui/form-overlay";
import { SuccessPanel } from "@/components/ui/success-panel";
import { SelectField, TextAreaField, TextField } from "@/components/ui/text-field";
import { apiFetch, ApiRequestError } from "@/lib/client/api";
import { INVALID_FORM_ALERT } from "@/lib/client/messages";
import {
  AM_PM,
  clampTimeInput,
  localToday,
  mergeDueDateTime,
  serviceOrderFormSchema,
  splitDueDateTime,
  type ServiceOrderDto,
  type ServiceOrderFormOutput,
  type ServiceOrderFormValues,
} from "@/lib/schemas/service-order";
import { useListings } from "@/lib/swr/use-listings";
import { useServiceProviders } from "@/lib/swr/use-service-providers";

export const ORDER_SAVE_FAILED = "Problem sumitting service order details. Contact your system administrator for assistance.";

type FieldName = keyof ServiceOrderFormValues;

function emptyValues(preset: { listingRef?: string; serviceProviderRef?: string }): ServiceOrderFormValues {
  return {
    name: "",
    listingRef: preset.listingRef ?? "",
    serviceProviderRef: preset.serviceProviderRef ?? "",
    dueDate: "",
    hours: "",
    minutes: "",
    amPM: "" as ServiceOrderFormValues["amPM"],
    details: "",
    notes: "",
  };
}

function valuesOf(order: ServiceOrderDto): ServiceOrderFormValues {
  return {
    name: order.name,
    listingRef: order.listingRef,
    serviceProviderRef: order.serviceProviderRef,
    ...splitDueDateTime(new Date(order.serviceDueDateTime)),
    details: order.details,
    notes: order.notes ?? "",
  };
}

/** The API's field names for the server's field errors, mapped back to the form's. */
const SERVER_FIELDS: Record<string, FieldName> = {
  name: "name",
  listingRef: "listingRef",
  serviceProviderRef: "serviceProviderRef",
  serviceDueDateTime: "dueDate",
  details: "details",
  notes: "notes",
};

/**
 * Create or update a service order (SPEC §2, §5). The due date offers no
 * past day; hours above 12 and minutes above 59 are cleared as typed; date,
 * hours, minutes and AM/PM are merged into serviceDueDateTime before sending.
 */
export function ServiceOrderForm({
  order,
  preset = {},
}: {
  order?: ServiceOrderDto;
  preset?: { listingRef?: string; serviceProviderRef?: string };
}) {
  const isUpdate = Boolean(order);
  const { mutate } = useSWRConfig();
  const { confirm, alert } = useDialogs();
  const [overlay, setOverlay] = useState<OverlayState>(hiddenOverlay);
  const [saved, setSaved] = useState<ServiceOrderDto | null>(null);
  const [today] = useState(() => localToday());
  const initial = useMemo(() => (order ? valuesOf(order) : emptyValues(preset)), [order, preset]);
  // An order already past its due date keeps its date when other fields are edited.
  const minDate = useMemo(() => {
    const keep = order ? splitDueDateTime(new Date(order.serviceDueDateTime)).dueDate : undefined;
    return keep && keep < today ? keep : today;
  }, [order, today]);
  const schema = useMemo(() => serviceOrderFormSchema(minDate), [minDate]);

  const { listings, isLoading: listingsLoading } = useListings({ skip: 0, limit: 500 });
  const { providers, isLoading: providersLoading } = useServiceProviders({ skip: 0, limit: 500 });
  const listingOptions = withCurrent(
    listings.map((listing) => ({ value: listing._id, label: listing.propertyName })),
    order && { value: order.listingRef, label: order.listing.propertyName },
  );
  const providerOptions = withCurrent(
    providers.map((provider) => ({ value: provider._id, label: provider.name })),
    order && { value: order.serviceProviderRef, label: order.serviceProvider.name },
  );

  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors },
  } = useForm<ServiceOrderFormValues, unknown, ServiceOrderFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: initial,
    mode: "onTouched",
  });

  const [listingValue, providerValue, amPMValue] = useWatch({ control, name: ["listingRef", "serviceProviderRef", "amPM"] });
  const selected = { listingRef: listingValue, serviceProviderRef: providerValue, amPM: amPMValue };

  const save = async (values: ServiceOrderFormOutput) => {
    const question = isUpdate
      ? "Would you like to save the details for this service order?"
      : "Would you like to create this new service order?";
    if (!(await confirm({ title: "Confirm", message: question, tone: "info" }))) return;

    const body = {
      name: values.name,
      listingRef: values.listingRef,
      serviceProviderRef: values.serviceProviderRef,
      serviceDueDateTime: mergeDueDateTime(values).toISOString(),
      details: values.details,
      notes: values.notes,
    };
    setOverlay({ kind: "busy", message: isUpdate ? "Saving service order..." : "Creating service order..." });
    try {
      const { data } = isUpdate
        ? await apiFetch<ServiceOrderDto>("/services/orders/update", { method: "PUT", body: { ...body, _id: order!._id } })
        : await apiFetch<ServiceOrderDto>("/services/orders/register", { method: "POST", body });
      await mutate((key) => typeof key === "string" && key.startsWith("/services/"));
      setOverlay(hiddenOverlay);
      setSaved(data);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) return;
      console.error("Service order save failed", error);
      if (error instanceof ApiRequestError && error.fieldErrors) {
        for (const [field, messages] of Object.entries(error.fieldErrors)) {
          const name = SERVER_FIELDS[field];
          if (name) setError(name, { message: messages[0] });
        }
      }
      const detail = error instanceof ApiRequestError && error.status >= 400 && error.status < 500 ? error.message : undefined;
      setOverlay({ kind: "error", title: "Oops!", message: ORDER_SAVE_FAILED, detail });
    }
  };

  const onInvalid = () => void alert({ title: INVALID_FORM_ALERT.title, message: INVALID_FORM_ALERT.message, tone: "warning" });

  if (saved) {
    return isUpdate ? (
      <SuccessPanel message="Service Order Updated">
        <ButtonLink href={`/service-orders/view/${saved._id}`}>OK</ButtonLink>
      </SuccessPanel>
    ) : (
      <SuccessPanel message="Service Order Created">
        <Button
          variant="secondary"
          onClick={() => {
            reset(emptyValues(preset));
            setSaved(null);
          }}
        >
          CREATE ANOTHER
        </Button>
        <ButtonLink href="/service-orders">CLOSE</ButtonLink>
      </SuccessPanel>
    );
  }

  const field = (name: FieldName) => ({ id: name, error: errors[name]?.message, ...register(name) });
  // Controlled, so a preselected value shows once the options arrive.
  const selectField = (name: "listingRef" | "serviceProviderRef" | "amPM") => ({ ...field(name), value: selected[name] ?? "" });
  const timeField = (name: "hours" | "minutes", max: number) => {
    const registered = register(name);
    return {
      id: name,
      error: errors[name]?.message,
      ...registered,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        event.target.value = clampTimeInput(event.target.value, max);
        return registered.onChange(event);
      },
    };
  };

  return (
    <form
      onSubmit={handleSubmit(save, onInvalid)}
      noValidate
      className="relative rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <fieldset className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
        <legend className="mb-4 text-sm font-semibold text-slate-900">Service order</legend>
        <TextField label="Name" required fieldClassName="sm:col-span-2" {...field("name")} />
        <SelectField
          label="Listing"
          required
          placeholder={listingsLoading ? "Loading listings..." : "Choose a listing"}
          options={listingOptions}
          {...selectField("listingRef")}
        />
        <SelectField
          label="Service provider"
          required
          placeholder={providersLoading ? "Loading providers..." : "Choose a provider"}
          options={providerOptions}
          {...selectField("serviceProviderRef")}
        />
      </fieldset>
      <fieldset className="mt-8 grid grid-cols-3 gap-x-4 gap-y-5 sm:grid-cols-6">
        <legend className="mb-4 text-sm font-semibold text-slate-900">Due</legend>
        <TextField label="Due date" required type="date" min={minDate} fieldClassName="col-span-3" {...field("dueDate")} />
        <TextField
          label="Hours"
          required
          inputMode="numeric"
          placeholder="hh"
          maxLength={2}
          autoComplete="off"
          fieldClassName="col-span-1"
          {...timeField("hours", 12)}
        />
        <TextField
          label="Minutes"
          required
          inputMode="numeric"
          placeholder="mm"
          maxLength={2}
          autoComplete="off"
          fieldClassName="col-span-1"
          {...timeField("minutes", 59)}
        />
        <SelectField
          label="AM/PM"
          required
          placeholder="–"
          options={AM_PM.map((value) => ({ value, label: value }))}
          fieldClassName="col-span-1"
          {...selectField("amPM")}
        />
      </fieldset>
      <fieldset className="mt-8 grid gap-y-5">
        <legend className="mb-4 text-sm font-semibold text-slate-900">Work</legend>
        <TextAreaField label="Details" required rows={4} {...field("details")} />
        <TextAreaField label="Notes" rows={3} {...field("notes")} />
      </fieldset>
      <div className="mt-8 flex justify-end gap-3 border-t border-slate-100 pt-6">
        <ButtonLink variant="secondary" href={isUpdate ? `/service-orders/view/${order!._id}` : "/service-orders"}>
          CANCEL
        </ButtonLink>
        <Button type="submit">{isUpdate ? "UPDATE SERVICE ORDER" : "CREATE SERVICE ORDER"}</Button>
      </div>
      <FormOverlay state={overlay} onDismiss={() => setOverlay(hiddenOverlay)} />
    </form>
  );
}

function withCurrent(options: { value: string; label: string }[], current: { value: string; label: string } | undefined) {
  if (!current || options.some((option) => option.value === current.value)) return options;
  return [current, ...options];
}
