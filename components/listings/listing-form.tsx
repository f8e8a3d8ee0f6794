"use client";

import { useEffect, useMemo } from "react";
import { Controller, get, useForm, useWatch, type Path } from "react-hook-form";
import { FormActions } from "@/components/forms/form-actions";
import { CreatedPanel, UpdatedPanel } from "@/components/forms/saved-panel";
import { registerOrUpdate, SAVE_FORM_OPTIONS, saveTexts, useSaveFlow } from "@/components/forms/use-save-flow";
import { SelectField, TextAreaField, TextField } from "@/components/ui/text-field";
import { DEFAULT_OTHER_ROOMS, DEFAULT_SERVICES, LISTING_CHOICE_FIELDS, type ListingChoiceName } from "@/lib/domain/enums";
import { isRentalStatus, listingSections } from "@/lib/domain/listing-sections";
import { PLACEHOLDER_IMAGE } from "@/lib/domain/pictures";
import type { Listing, ListingFields, ListingFormValues } from "@/lib/schemas/listing";
import { ChipInput } from "./chip-input";
import { ListingMeasures } from "./listing-measures";
import { ListingPictureField } from "./listing-picture-field";
import { ClientPicker, SpecialistPicker } from "./listing-pickers";
import { ListingSection } from "./listing-section";
import { emptyListingValues, listingFormValues, listingResolver } from "./listing-values";

const LISTING_SAVE_FAILED = "Problem submitting listing details. Contact your system administrator for assistance";

/** Update may be opened at a fragment (#notes from the view's notes tab, #picture): focus that field or section. */
function useFocusFragment() {
  useEffect(() => {
    const focusFragment = () => {
      const hash = decodeURIComponent(window.location.hash.slice(1));
      if (!hash) return;
      const target = document.getElementById(hash) ?? document.getElementById(`${hash}-section`);
      if (!target) return;
      target.scrollIntoView({ block: "center" });
      const tabbable = "input:not([tabindex='-1']):not([type=hidden]), textarea, select, button";
      const control = target.matches(tabbable) ? target : target.querySelector<HTMLElement>(tabbable);
      control?.focus({ preventScroll: true });
    };
    // On a client-side navigation the router writes the new URL after this component's effects: look on the next tick.
    const timer = window.setTimeout(focusFragment, 0);
    window.addEventListener("hashchange", focusFragment);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("hashchange", focusFragment);
    };
  }, []);
}

/**
 * Create a listing (optionally for a preselected, locked client) or update
 * one. The status and type rules of PRODUCT.md#listings are shown live: the lease
 * section appears for rental statuses, land-only hides property type,
 * property size and rooms. Validates with the API's schema and saves through
 * the one save flow.
 */
export function ListingForm({ listing, lockedClient }: { listing?: Listing; lockedClient?: { _id: string; name: string } }) {
  const initial = useMemo(() => (listing ? listingFormValues(listing) : emptyListingValues(lockedClient?._id)), [listing, lockedClient]);
  const form = useForm<ListingFormValues, unknown, ListingFields>({
    ...SAVE_FORM_OPTIONS,
    resolver: listingResolver,
    defaultValues: initial,
  });
  const closeHref = lockedClient ? `/clients/view/${lockedClient._id}` : "/listings";
  const { attachForm, onSubmit, saved, startAnother } = useSaveFlow<ListingFormValues, ListingFields, Listing>({
    form,
    texts: saveTexts("listing", Boolean(listing), LISTING_SAVE_FAILED),
    request: (values) => registerOrUpdate("/listings", listing?._id, values),
    // Listings, and the clients' property counts.
    revalidate: ["/listings", "/clients"],
  });
  useFocusFragment();

  const [status, listingType, propertyType] = useWatch({ control: form.control, name: ["status", "listingType", "propertyType"] });
  const rental = isRentalStatus(status);
  const shown = listingSections({ status, listingType });

  if (saved) {
    return listing ? (
      <UpdatedPanel message="Listing Updated" viewHref={`/listings/view/${saved._id}`} />
    ) : (
      <CreatedPanel
        message="Listing Created"
        another="CREATE ANOTHER"
        onAnother={() => startAnother(emptyListingValues(lockedClient?._id))}
        closeHref={closeHref}
      />
    );
  }

  const err = (path: Path<ListingFormValues>) => (get(form.formState.errors, path) as { message?: string } | undefined)?.message;
  const field = (name: Path<ListingFormValues>) => ({ id: name.replace(/\./g, "-"), error: err(name), ...form.register(name) });
  const choice = (name: ListingChoiceName) => {
    const { title, options } = LISTING_CHOICE_FIELDS[name];
    return <SelectField label={title} required options={options} {...field(name)} />;
  };
  const chips = (
    name: "services" | "amenities" | "rooms.otherRooms",
    id: string,
    label: string,
    placeholder: string,
    suggestions?: readonly string[],
  ) => (
    <div className="sm:col-span-2">
      <Controller
        control={form.control}
        name={name}
        render={({ field: value }) => (
          <ChipInput
            id={id}
            label={label}
            value={(value.value ?? []) as { name: string }[]}
            onChange={value.onChange}
            placeholder={placeholder}
            suggestions={suggestions}
            error={err(name)}
          />
        )}
      />
    </div>
  );

  return (
    <form
      ref={attachForm}
      onSubmit={onSubmit}
      noValidate
      className="space-y-8 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <ListingSection id="details" title="Property">
        <TextField label="Property name" required fieldClassName="sm:col-span-2" {...field("propertyName")} />
        <ClientPicker control={form.control} listing={listing} lockedClient={lockedClient} />
        <SpecialistPicker control={form.control} listing={listing} />
        <TextAreaField label="Location" required rows={2} fieldClassName="sm:col-span-2" {...field("location")} />
        {choice("status")}
        {choice("zoning")}
        {choice("listingType")}
        {shown.building && choice("propertyType")}
      </ListingSection>

      <ListingSection
        id="picture"
        title="Picture"
        hint="JPEG, PNG or WebP. The cover: shown on the listing and, reduced, on its tile. A new one is added to the gallery as its cover; the listing's page holds the whole gallery."
      >
        <Controller
          control={form.control}
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
      </ListingSection>

      <ListingMeasures form={form} rental={rental} landOnly={!shown.building} />

      {shown.building && (
        <ListingSection id="rooms" title="Rooms">
          <TextField label="Bedrooms" required inputMode="numeric" {...field("rooms.bedrooms")} />
          <TextField label="Bathrooms" required inputMode="numeric" {...field("rooms.bathrooms")} />
          {chips("rooms.otherRooms", "otherRooms", "Other rooms", "e.g. Study", DEFAULT_OTHER_ROOMS)}
        </ListingSection>
      )}

      <ListingSection id="services" title="Services and amenities">
        {chips("services", "services", "Services", "e.g. Water", DEFAULT_SERVICES)}
        {chips("amenities", "amenities", "Amenities", "e.g. Pool")}
      </ListingSection>

      {shown.lease && (
        <ListingSection id="lease" title="Current lease" hint="For rented properties: the tenant and the lease dates.">
          <TextField label="Lease start date" type="date" {...field("currentLease.startDate")} />
          <TextField label="Lease end date" type="date" {...field("currentLease.endDate")} />
          <TextField label="Tenant name" {...field("currentLease.tenantName")} />
          <TextField label="Tenant phone number" type="tel" {...field("currentLease.tenantPhoneNumber")} />
          <TextField label="Tenant e-mail" type="email" fieldClassName="sm:col-span-2" {...field("currentLease.tenantEmail")} />
        </ListingSection>
      )}

      <ListingSection id="notes" title="Notes">
        <TextAreaField label="Notes" rows={4} fieldClassName="sm:col-span-2" {...field("notes")} />
      </ListingSection>

      <FormActions
        cancelHref={listing ? `/listings/view/${listing._id}` : closeHref}
        submitLabel={listing ? "UPDATE LISTING" : "CREATE LISTING"}
      />
    </form>
  );
}
