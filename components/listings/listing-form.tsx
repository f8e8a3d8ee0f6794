"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { LockClosedIcon } from "@heroicons/react/20/solid";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { Controller, get, useForm, useWatch, type Path, type Resolver } from "react-hook-form";
import useSWR, { useSWRConfig } from "swr";
import { Button, ButtonLink } from "@/components/ui/button";
import { useDialogs } from "@/components/ui/dialogs";
import { FormOverlay, hiddenOverlay, type OverlayState } from "@/components/ui/form-overlay";
import { SuccessPanel } from "@/components/ui/success-panel";
import { Field, SelectField, TextAreaField, TextField } from "@/components/ui/text-field";
import { apiFetch, ApiRequestError, fetchPage } from "@/lib/client/api";
import { INVALID_FORM_ALERT } from "@/lib/client/messages";
import {
  DEFAULT_OTHER_ROOMS,
  DEFAULT_SERVICES,
  LISTING_STATUS_LABELS,
  LISTING_STATUSES,
  LISTING_TYPES,
  PROPERTY_TYPES,
  ZONINGS,
} from "@/lib/domain/enums";
import {
  isRentalStatus,
  listingFieldsSchema,
  PLACEHOLDER_IMAGE,
  withoutHiddenSections,
  type Listing,
  type ListingFields,
  type ListingFormValues,
} from "@/lib/schemas/listing";
import { ChipInput } from "./chip-input";
import { LISTING_TYPE_LABELS, PROPERTY_TYPE_LABELS, ZONING_LABELS } from "./listing-format";
import { ListingPictureField } from "./listing-picture-field";

export const LISTING_SAVE_FAILED = "Problem submitting listing details. Contact your system administrator for assistance";

interface Option {
  _id: string;
  label: string;
}

const chips = (names: readonly string[]) => names.map((name) => ({ name }));

function emptyValues(client = ""): ListingFormValues {
  return {
    client,
    propertyName: "",
    propertySpecialist: "",
    image: PLACEHOLDER_IMAGE,
    listingType: "",
    propertyType: "",
    location: "",
    status: "",
    zoning: "",
    amenities: [],
    services: chips(DEFAULT_SERVICES),
    cost: { salePriceInUS: "", rentalPriceInUS: "", negotiable: false },
    size: { lotSizeSqFeet: "", lotSizeAcres: "", propertySizeSqFeet: "" },
    rooms: { bedrooms: "", bathrooms: "", otherRooms: chips(DEFAULT_OTHER_ROOMS) },
    currentLease: { startDate: "", endDate: "", tenantName: "", tenantPhoneNumber: "", tenantEmail: "" },
    notes: "",
  };
}

function valuesOf(listing: Listing): ListingFormValues {
  const lease = listing.currentLease;
  return {
    client: listing.client,
    propertyName: listing.propertyName,
    propertySpecialist: listing.propertySpecialist,
    image: listing.image,
    listingType: listing.listingType,
    propertyType: listing.propertyType ?? "",
    location: listing.location,
    status: listing.status,
    zoning: listing.zoning,
    amenities: listing.amenities,
    services: listing.services,
    cost: {
      salePriceInUS: listing.cost.salePriceInUS ?? "",
      rentalPriceInUS: listing.cost.rentalPriceInUS ?? "",
      negotiable: listing.cost.negotiable,
    },
    size: {
      lotSizeSqFeet: listing.size.lotSizeSqFeet ?? "",
      lotSizeAcres: listing.size.lotSizeAcres ?? "",
      propertySizeSqFeet: listing.size.propertySizeSqFeet ?? "",
    },
    rooms: {
      bedrooms: listing.rooms.bedrooms === null ? "" : String(listing.rooms.bedrooms),
      bathrooms: listing.rooms.bathrooms === null ? "" : String(listing.rooms.bathrooms),
      otherRooms: listing.rooms.otherRooms,
    },
    currentLease: {
      startDate: lease?.startDate ?? "",
      endDate: lease?.endDate ?? "",
      tenantName: lease?.tenantName ?? "",
      tenantPhoneNumber: lease?.tenantPhoneNumber ?? "",
      tenantEmail: lease?.tenantEmail ?? "",
    },
    notes: listing.notes ?? "",
  };
}

/** The form's resolver: the shared schema, after dropping the sections the form hides (as the API does). */
const baseResolver = zodResolver(listingFieldsSchema);
const resolver: Resolver<ListingFormValues, unknown, ListingFields> = (values, context, options) =>
  baseResolver(withoutHiddenSections(values) as ListingFormValues, context, options);

function Section({ id, title, children, hint }: { id: string; title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset
      id={`${id}-section`}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 border-t border-slate-100 pt-6 first:border-t-0 first:pt-0"
    >
      <h2 id={`${id}-title`} className="text-sm font-semibold text-slate-900">
        {title}
      </h2>
      {hint && <p className="mt-0.5 text-xs text-slate-500">{hint}</p>}
      <div className="mt-4 grid gap-x-6 gap-y-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/**
 * Create a listing (optionally for a preselected, locked client) or update
 * one. The status and type rules of SPEC §4 are shown live: the lease
 * section appears for rental statuses, land-only hides property type,
 * property size and rooms. Validates with the API's schema, asks for
 * confirmation, shows the overlay while saving and the success panel after.
 */
export function ListingForm({ listing, lockedClient }: { listing?: Listing; lockedClient?: { _id: string; name: string } }) {
  const isUpdate = Boolean(listing);
  const { mutate } = useSWRConfig();
  const { confirm, alert } = useDialogs();
  const [overlay, setOverlay] = useState<OverlayState>(hiddenOverlay);
  const [saved, setSaved] = useState<Listing | null>(null);
  const initial = useMemo(() => (listing ? valuesOf(listing) : emptyValues(lockedClient?._id)), [listing, lockedClient]);

  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors },
  } = useForm<ListingFormValues, unknown, ListingFields>({ resolver, defaultValues: initial, mode: "onTouched" });

  const status = useWatch({ control, name: "status" });
  const listingType = useWatch({ control, name: "listingType" });
  const propertyType = useWatch({ control, name: "propertyType" });
  const rental = isRentalStatus(status);
  const landOnly = listingType === "land-only";

  const clients = useSWR(lockedClient ? null : "/clients?limit=500", fetchPage<{ _id: string; name: string }>);
  const specialists = useSWR("/users?role=property-specialist&limit=500", fetchPage<{ _id: string; firstName: string; lastName: string }>);

  const clientOptions: Option[] = useMemo(() => {
    const options = (clients.data?.items ?? []).map((client) => ({ _id: client._id, label: client.name }));
    if (listing && !options.some((option) => option._id === listing.client))
      options.unshift({ _id: listing.client, label: listing.clientRef.name });
    return options;
  }, [clients.data, listing]);
  const specialistOptions: Option[] = useMemo(() => {
    const options = (specialists.data?.items ?? []).map((user) => ({ _id: user._id, label: `${user.firstName} ${user.lastName}` }));
    if (listing && !options.some((option) => option._id === listing.propertySpecialist)) {
      options.unshift({
        _id: listing.propertySpecialist,
        label: `${listing.propertySpecialistRef.firstName} ${listing.propertySpecialistRef.lastName}`,
      });
    }
    return options;
  }, [specialists.data, listing]);

  // Update may be opened at a fragment (e.g. #notes from the view's notes tab). On a client-side
  // navigation the router writes the new URL after this component's effects, so look on the next tick.
  useEffect(() => {
    const focusFragment = () => {
      const hash = decodeURIComponent(window.location.hash.slice(1));
      if (!hash) return;
      // A field's id (e.g. #notes) or a section's (#lease → lease-section).
      const target = document.getElementById(hash) ?? document.getElementById(`${hash}-section`);
      if (!target) return;
      target.scrollIntoView({ block: "center" });
      const control = target.matches("input, textarea, select") ? target : target.querySelector<HTMLElement>("input, textarea, select");
      control?.focus({ preventScroll: true });
    };
    const timer = window.setTimeout(focusFragment, 0);
    window.addEventListener("hashchange", focusFragment);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("hashchange", focusFragment);
    };
  }, []);

  const save = async (values: ListingFields) => {
    const question = isUpdate ? "Would you like to save the details for this listing?" : "Would you like to create this new listing?";
    if (!(await confirm({ title: "Confirm", message: question, tone: "info" }))) return;

    setOverlay({ kind: "busy", message: isUpdate ? "Saving listing details..." : "Creating listing..." });
    try {
      const { data } = isUpdate
        ? await apiFetch<Listing>("/listings/update", { method: "PUT", body: { ...values, _id: listing!._id } })
        : await apiFetch<Listing>("/listings/register", { method: "POST", body: values });
      await mutate((key) => typeof key === "string" && key.startsWith("/listings"));
      setOverlay(hiddenOverlay);
      setSaved(data);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) return;
      console.error("Listing save failed", error);
      if (error instanceof ApiRequestError && error.fieldErrors) {
        for (const [field, messages] of Object.entries(error.fieldErrors)) {
          setError(field as keyof ListingFormValues, { message: messages[0] });
        }
      }
      const detail = error instanceof ApiRequestError && error.status >= 400 && error.status < 500 ? error.message : undefined;
      setOverlay({ kind: "error", title: "Oops!", message: LISTING_SAVE_FAILED, detail });
    }
  };

  const onInvalid = () => void alert({ title: INVALID_FORM_ALERT.title, message: INVALID_FORM_ALERT.message, tone: "warning" });

  if (saved) {
    return isUpdate ? (
      <SuccessPanel message="Listing Updated">
        <ButtonLink href={`/listings/view/${saved._id}`}>OK</ButtonLink>
      </SuccessPanel>
    ) : (
      <SuccessPanel message="Listing Created">
        <Button
          variant="secondary"
          onClick={() => {
            reset(emptyValues(lockedClient?._id));
            setSaved(null);
          }}
        >
          CREATE ANOTHER
        </Button>
        <ButtonLink href={lockedClient ? `/clients/view/${lockedClient._id}` : "/listings"}>CLOSE</ButtonLink>
      </SuccessPanel>
    );
  }

  const err = (path: Path<ListingFormValues>): string | undefined => (get(errors, path) as { message?: string } | undefined)?.message;
  const field = (name: Path<ListingFormValues>) => ({ id: name.replace(/\./g, "-"), error: err(name), ...register(name) });

  const cancelHref = isUpdate ? `/listings/view/${listing!._id}` : lockedClient ? `/clients/view/${lockedClient._id}` : "/listings";

  return (
    <form
      onSubmit={handleSubmit(save, onInvalid)}
      noValidate
      className="relative space-y-8 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <Section id="details" title="Property">
        <TextField label="Property name" required fieldClassName="sm:col-span-2" {...field("propertyName")} />
        {lockedClient ? (
          <Field id="client" label="Client" required>
            <p
              id="client"
              className="flex h-10 items-center gap-2 rounded-lg bg-slate-50 px-3 text-sm text-slate-700 ring-1 ring-inset ring-slate-200"
              data-testid="locked-client"
            >
              <LockClosedIcon className="size-4 text-slate-400" aria-hidden="true" />
              <span className="truncate">{lockedClient.name}</span>
            </p>
          </Field>
        ) : (
          <SelectField
            label="Client"
            required
            options={clientOptions.map((option) => ({ value: option._id, label: option.label }))}
            placeholder={clients.isLoading ? "Loading clients ..." : "Select a client"}
            {...field("client")}
          />
        )}
        <SelectField
          label="Property specialist"
          required
          options={specialistOptions.map((option) => ({ value: option._id, label: option.label }))}
          placeholder={specialists.isLoading ? "Loading specialists ..." : "Select a specialist"}
          {...field("propertySpecialist")}
        />
        <TextAreaField label="Location" required rows={2} fieldClassName="sm:col-span-2" {...field("location")} />
        <SelectField
          label="Status"
          required
          options={LISTING_STATUSES.map((value) => ({ value, label: LISTING_STATUS_LABELS[value] }))}
          {...field("status")}
        />
        <SelectField
          label="Zoning"
          required
          options={ZONINGS.map((value) => ({ value, label: ZONING_LABELS[value] }))}
          {...field("zoning")}
        />
        <SelectField
          label="Listing type"
          required
          options={LISTING_TYPES.map((value) => ({ value, label: LISTING_TYPE_LABELS[value] }))}
          {...field("listingType")}
        />
        {!landOnly && (
          <SelectField
            label="Property type"
            required
            options={PROPERTY_TYPES.map((value) => ({ value, label: PROPERTY_TYPE_LABELS[value] }))}
            {...field("propertyType")}
          />
        )}
      </Section>

      <Section id="picture" title="Picture" hint="JPEG, PNG or WebP. Shown on the listing and, reduced, on its tile.">
        <Controller
          control={control}
          name="image"
          render={({ field: image }) => (
            <ListingPictureField
              value={image.value ?? PLACEHOLDER_IMAGE}
              onChange={image.onChange}
              error={err("image")}
              placeholderFor={{ listingType, propertyType: propertyType ?? "" }}
            />
          )}
        />
      </Section>

      <Section id="pricing" title="Pricing" hint="Amounts in US dollars.">
        <TextField label="Sale price (USD)" required={!rental} inputMode="decimal" {...field("cost.salePriceInUS")} />
        <TextField label="Rental price per month (USD)" required={rental} inputMode="decimal" {...field("cost.rentalPriceInUS")} />
        <label className="flex items-center gap-2 text-sm text-slate-700 sm:col-span-2">
          <input
            type="checkbox"
            className="size-4 rounded border-slate-300 text-brand-700 focus:ring-brand-500"
            {...register("cost.negotiable")}
          />
          Price is negotiable
        </label>
      </Section>

      <Section id="size" title="Size">
        <TextField label="Lot size (sq ft)" required inputMode="decimal" {...field("size.lotSizeSqFeet")} />
        <TextField label="Lot size (acres)" required inputMode="decimal" {...field("size.lotSizeAcres")} />
        {!landOnly && <TextField label="Property size (sq ft)" required inputMode="decimal" {...field("size.propertySizeSqFeet")} />}
      </Section>

      {!landOnly && (
        <Section id="rooms" title="Rooms">
          <TextField label="Bedrooms" required inputMode="numeric" {...field("rooms.bedrooms")} />
          <TextField label="Bathrooms" required inputMode="numeric" {...field("rooms.bathrooms")} />
          <div className="sm:col-span-2">
            <Controller
              control={control}
              name="rooms.otherRooms"
              render={({ field: rooms }) => (
                <ChipInput
                  id="otherRooms"
                  label="Other rooms"
                  value={(rooms.value ?? []) as { name: string }[]}
                  onChange={rooms.onChange}
                  placeholder="e.g. Study"
                  suggestions={DEFAULT_OTHER_ROOMS}
                  error={err("rooms.otherRooms")}
                />
              )}
            />
          </div>
        </Section>
      )}

      <Section id="services" title="Services and amenities">
        <div className="sm:col-span-2">
          <Controller
            control={control}
            name="services"
            render={({ field: services }) => (
              <ChipInput
                id="services"
                label="Services"
                value={(services.value ?? []) as { name: string }[]}
                onChange={services.onChange}
                placeholder="e.g. Water"
                suggestions={DEFAULT_SERVICES}
                error={err("services")}
              />
            )}
          />
        </div>
        <div className="sm:col-span-2">
          <Controller
            control={control}
            name="amenities"
            render={({ field: amenities }) => (
              <ChipInput
                id="amenities"
                label="Amenities"
                value={(amenities.value ?? []) as { name: string }[]}
                onChange={amenities.onChange}
                placeholder="e.g. Pool"
                error={err("amenities")}
              />
            )}
          />
        </div>
      </Section>

      {rental && (
        <Section id="lease" title="Current lease" hint="For rented properties: the tenant and the lease dates.">
          <TextField label="Lease start date" type="date" {...field("currentLease.startDate")} />
          <TextField label="Lease end date" type="date" {...field("currentLease.endDate")} />
          <TextField label="Tenant name" {...field("currentLease.tenantName")} />
          <TextField label="Tenant phone number" type="tel" {...field("currentLease.tenantPhoneNumber")} />
          <TextField label="Tenant e-mail" type="email" fieldClassName="sm:col-span-2" {...field("currentLease.tenantEmail")} />
        </Section>
      )}

      <Section id="notes" title="Notes">
        <TextAreaField label="Notes" rows={4} fieldClassName="sm:col-span-2" {...field("notes")} />
      </Section>

      <div className="flex justify-end gap-3 border-t border-slate-100 pt-6">
        <ButtonLink variant="secondary" href={cancelHref}>
          CANCEL
        </ButtonLink>
        <Button type="submit">{isUpdate ? "UPDATE LISTING" : "CREATE LISTING"}</Button>
      </div>
      <FormOverlay state={overlay} onDismiss={() => setOverlay(hiddenOverlay)} />
    </form>
  );
}
