"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useMemo, type ChangeEvent } from "react";
import { useForm, useWatch } from "react-hook-form";
import { FormActions } from "@/components/forms/form-actions";
import { FormSection } from "@/components/forms/form-section";
import { CreatedPanel, UpdatedPanel } from "@/components/forms/saved-panel";
import { registerOrUpdate, SAVE_FORM_OPTIONS, useSaveFlow } from "@/components/forms/use-save-flow";
import { useAgencyTimeZone } from "@/components/shell/agency-time-zone";
import { ListingPickerField } from "@/components/pickers/listing-picker-field";
import { RecordPickerField } from "@/components/pickers/record-picker-field";
import { serviceProviderSource } from "@/components/pickers/record-sources";
import { SelectField, TextAreaField, TextField } from "@/components/ui/text-field";
import { instantOf, zoneAbbreviation } from "@/lib/domain/agency-time";
import { AM_PM } from "@/lib/domain/time-of-day";
import {
  serviceOrderFormSchema,
  type ServiceOrderDto,
  type ServiceOrderFormOutput,
  type ServiceOrderFormValues,
} from "@/lib/schemas/service-order";
import { clampTimeInput, mergeDueDateTime, splitDueDateTime } from "./due-date-time";

type Preset = { listingRef?: string; serviceProviderRef?: string };

function emptyValues(preset: Preset): ServiceOrderFormValues {
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

function valuesOf(order: ServiceOrderDto, timeZone: string): ServiceOrderFormValues {
  return {
    name: order.name,
    listingRef: order.listingRef,
    serviceProviderRef: order.serviceProviderRef,
    ...splitDueDateTime(order.serviceDueDateTime, timeZone),
    details: order.details,
    notes: order.notes ?? "",
  };
}

/**
 * Create or update a service order (PRODUCT.md#service-orders). The due date offers no
 * past day; hours above 12 and minutes above 59 are cleared as typed; date,
 * hours, minutes and AM/PM are on the agency's clock and merged into
 * serviceDueDateTime before sending.
 */
export function ServiceOrderForm({
  order,
  preset = {},
  today,
}: {
  order?: ServiceOrderDto;
  preset?: Preset;
  /** The agency's today (yyyy-MM-dd), from the server's clock. */
  today: string;
}) {
  const timeZone = useAgencyTimeZone();
  const t = useTranslations("serviceOrders.form");
  const initial = useMemo(() => (order ? valuesOf(order, timeZone) : emptyValues(preset)), [order, preset, timeZone]);
  // An order already past its due date keeps its date when other fields are edited.
  const minDate = order && initial.dueDate < today ? initial.dueDate : today;
  const schema = useMemo(() => serviceOrderFormSchema(minDate), [minDate]);

  const form = useForm<ServiceOrderFormValues, unknown, ServiceOrderFormOutput>({
    ...SAVE_FORM_OPTIONS,
    resolver: zodResolver(schema),
    defaultValues: initial,
  });
  const { attachForm, onSubmit, saved, startAnother } = useSaveFlow<ServiceOrderFormValues, ServiceOrderFormOutput, ServiceOrderDto>({
    form,
    texts: order
      ? { confirm: t("confirmUpdate"), busy: t("busyUpdate"), failure: t("saveFailed") }
      : { confirm: t("confirmCreate"), busy: t("busyCreate"), failure: t("saveFailed") },
    request: ({ dueDate, hours, minutes, amPM, ...fields }) =>
      registerOrUpdate("/services/orders", order?._id, {
        ...fields,
        serviceDueDateTime: mergeDueDateTime({ dueDate, hours, minutes, amPM }, timeZone).toISOString(),
      }),
    // Orders, and the providers' order counts.
    revalidate: ["/services/"],
    serverFields: { serviceDueDateTime: "dueDate" },
  });

  // The edited order names its provider; a preset (?provider=) is loaded by its id.
  const knownProvider = useMemo(() => [order && { id: order.serviceProviderRef, label: order.serviceProvider.name }], [order]);

  const [amPMValue, dueDate] = useWatch({ control: form.control, name: ["amPM", "dueDate"] });

  if (saved) {
    return order ? (
      <UpdatedPanel message={t("updated")} viewHref={`/service-orders/view/${saved._id}`} />
    ) : (
      <CreatedPanel
        message={t("created")}
        another={t("createAnother")}
        onAnother={() => startAnother(emptyValues(preset))}
        closeHref="/service-orders"
      />
    );
  }

  const errors = form.formState.errors;
  const field = (name: keyof ServiceOrderFormValues) => ({ id: name, error: errors[name]?.message, ...form.register(name) });
  const amPMField = { ...field("amPM"), value: amPMValue ?? "" };
  // Hours and minutes: two digits, clamped while typing.
  const timeField = (name: "hours" | "minutes", max: number) => {
    const registered = field(name);
    return {
      required: true,
      inputMode: "numeric" as const,
      maxLength: 2,
      autoComplete: "off",
      fieldClassName: "col-span-1",
      ...registered,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        event.target.value = clampTimeInput(event.target.value, max);
        return registered.onChange(event);
      },
    };
  };
  // The zone's name on the chosen day (or today): 'AST'.
  const zone = zoneAbbreviation(instantOf({ date: dueDate || today, hours: 12, minutes: 0 }, timeZone), timeZone);

  return (
    <form ref={attachForm} onSubmit={onSubmit} noValidate className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <FormSection legend={t("legend")} className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
        <TextField label={t("name")} required fieldClassName="sm:col-span-2" {...field("name")} />
        <ListingPickerField control={form.control} name="listingRef" label={t("listing")} required known={[order?.listing]} />
        <RecordPickerField
          control={form.control}
          name="serviceProviderRef"
          label={t("provider")}
          required
          source={serviceProviderSource}
          known={knownProvider}
        />
      </FormSection>
      <FormSection legend={t("due")} className="mt-8 grid grid-cols-3 gap-x-4 gap-y-5 sm:grid-cols-6">
        <p className="col-span-3 -mt-2 text-xs text-slate-500 sm:col-span-6">{t("agencyTime", { zone })}</p>
        <TextField label={t("dueDate")} required type="date" min={minDate} fieldClassName="col-span-3" {...field("dueDate")} />
        <TextField label={t("hours")} placeholder={t("hoursPlaceholder")} {...timeField("hours", 12)} />
        <TextField label={t("minutes")} placeholder={t("minutesPlaceholder")} {...timeField("minutes", 59)} />
        <SelectField
          label={t("amPm")}
          required
          placeholder="–"
          options={AM_PM.map((value) => ({ value, label: value }))}
          fieldClassName="col-span-1"
          {...amPMField}
        />
      </FormSection>
      <FormSection legend={t("work")} className="mt-8 grid gap-y-5">
        <TextAreaField label={t("details")} required rows={4} {...field("details")} />
        <TextAreaField label={t("notes")} rows={3} {...field("notes")} />
      </FormSection>
      <FormActions
        cancelHref={order ? `/service-orders/view/${order._id}` : "/service-orders"}
        submitLabel={order ? t("updateLabel") : t("createLabel")}
      />
    </form>
  );
}
