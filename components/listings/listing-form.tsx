"use client";

import { useTranslations } from "next-intl";
import { useEffect, useMemo } from "react";
import { Controller, get, useForm, useWatch, type Path } from "react-hook-form";
import { FormActions } from "@/components/forms/form-actions";
import { CreatedPanel, UpdatedPanel } from "@/components/forms/saved-panel";
import { registerOrUpdate, SAVE_FORM_OPTIONS, useSaveFlow } from "@/components/forms/use-save-flow";
import { SelectField, TextAreaField, TextField } from "@/components/ui/text-field";
import { DEFAULT_OTHER_ROOMS, DEFAULT_SERVICES, LISTING_STATUSES, LISTING_TYPES, PROPERTY_TYPES, ZONINGS } from "@/lib/domain/enums";
import { isRentalStatus, listingSections } from "@/lib/domain/listing-sections";
import { PLACEHOLDER_IMAGE } from "@/lib/domain/pictures";
import type { Listing, ListingFields, ListingFormValues } from "@/lib/schemas/listing";
import { ChipInput } from "./chip-input";
import { ListingMeasures } from "./listing-measures";
import { ListingPictureField } from "./listing-picture-field";
import { ClientPicker, SpecialistPicker } from "./listing-pickers";
import { ListingSection } from "./listing-section";
import { emptyListingValues, listingFormValues, listingResolver } from "./listing-values";

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
  const t = useTranslations("listings.form");
  const enums = useTranslations("enums");
  const initial = useMemo(() => (listing ? listingFormValues(listing) : emptyListingValues(lockedClient?._id)), [listing, lockedClient]);
  const form = useForm<ListingFormValues, unknown, ListingFields>({
    ...SAVE_FORM_OPTIONS,
    resolver: listingResolver,
    defaultValues: initial,
  });
  const closeHref = lockedClient ? `/clients/view/${lockedClient._id}` : "/listings";
  const { attachForm, onSubmit, saved, startAnother } = useSaveFlow<ListingFormValues, ListingFields, Listing>({
    form,
    texts: listing
      ? { confirm: t("confirmUpdate"), busy: t("busyUpdate"), failure: t("saveFailed") }
      : { confirm: t("confirmCreate"), busy: t("busyCreate"), failure: t("saveFailed") },
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
      <UpdatedPanel message={t("updated")} viewHref={`/listings/view/${saved._id}`} />
    ) : (
      <CreatedPanel
        message={t("created")}
        another={t("createAnother")}
        onAnother={() => startAnother(emptyListingValues(lockedClient?._id))}
        closeHref={closeHref}
      />
    );
  }

  const err = (path: Path<ListingFormValues>) => (get(form.formState.errors, path) as { message?: string } | undefined)?.message;
  const field = (name: Path<ListingFormValues>) => ({ id: name.replace(/\./g, "-"), error: err(name), ...form.register(name) });
  // The four choices of PRODUCT.md#listings, labelled in the screen's language (the values are the API's).
  const CHOICES = {
    status: LISTING_STATUSES.map((value) => ({ value, label: enums(`listingStatus.${value}`) })),
    zoning: ZONINGS.map((value) => ({ value, label: enums(`zoning.${value}`) })),
    listingType: LISTING_TYPES.map((value) => ({ value, label: enums(`listingType.${value}`) })),
    propertyType: PROPERTY_TYPES.map((value) => ({ value, label: enums(`propertyType.${value}`) })),
  };
  const choice = (name: keyof typeof CHOICES) => <SelectField label={t(name)} required options={CHOICES[name]} {...field(name)} />;
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
      <ListingSection id="details" title={t("property")}>
        <TextField label={t("propertyName")} required fieldClassName="sm:col-span-2" {...field("propertyName")} />
        <ClientPicker control={form.control} listing={listing} lockedClient={lockedClient} />
        <SpecialistPicker control={form.control} listing={listing} />
        <TextAreaField label={t("location")} required rows={2} fieldClassName="sm:col-span-2" {...field("location")} />
        {choice("status")}
        {choice("zoning")}
        {choice("listingType")}
        {shown.building && choice("propertyType")}
      </ListingSection>

      <ListingSection id="picture" title={t("picture")} hint={t("pictureHint")}>
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
        <ListingSection id="rooms" title={t("rooms")}>
          <TextField label={t("bedrooms")} required inputMode="numeric" {...field("rooms.bedrooms")} />
          <TextField label={t("bathrooms")} required inputMode="numeric" {...field("rooms.bathrooms")} />
          {chips("rooms.otherRooms", "otherRooms", t("otherRooms"), t("otherRoomsPlaceholder"), DEFAULT_OTHER_ROOMS)}
        </ListingSection>
      )}

      <ListingSection id="services" title={t("servicesAndAmenities")}>
        {chips("services", "services", t("services"), t("servicesPlaceholder"), DEFAULT_SERVICES)}
        {chips("amenities", "amenities", t("amenities"), t("amenitiesPlaceholder"))}
      </ListingSection>

      {shown.lease && (
        <ListingSection id="lease" title={t("lease")} hint={t("leaseHint")}>
          <TextField label={t("leaseStart")} type="date" {...field("currentLease.startDate")} />
          <TextField label={t("leaseEnd")} type="date" {...field("currentLease.endDate")} />
          <TextField label={t("tenantName")} {...field("currentLease.tenantName")} />
          <TextField label={t("tenantPhone")} type="tel" {...field("currentLease.tenantPhoneNumber")} />
          <TextField label={t("tenantEmail")} type="email" fieldClassName="sm:col-span-2" {...field("currentLease.tenantEmail")} />
        </ListingSection>
      )}

      <ListingSection id="notes" title={t("notes")}>
        <TextAreaField label={t("notes")} rows={4} fieldClassName="sm:col-span-2" {...field("notes")} />
      </ListingSection>

      <FormActions
        cancelHref={listing ? `/listings/view/${listing._id}` : closeHref}
        submitLabel={listing ? t("updateLabel") : t("createLabel")}
      />
    </form>
  );
}
