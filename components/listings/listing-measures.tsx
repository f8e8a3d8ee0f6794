"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { get, type Path, type UseFormReturn } from "react-hook-form";
import { DecimalField } from "@/components/ui/decimal-field";
import { CheckboxField } from "@/components/ui/text-field";
import type { ListingFields, ListingFormValues } from "@/lib/schemas/listing";
import { ListingSection } from "./listing-section";
import { MONEY_PLACES } from "./listing-values";
import { acresFromSquareFeet, acresMatchSquareFeet } from "./lot-size";

type ListingForm = UseFormReturn<ListingFormValues, unknown, ListingFields>;

/**
 * The listing form's numbers: prices (grouped, two places) and sizes. The
 * lot size in acres follows the square feet (43,560 to the acre) until the
 * person types acres themselves; emptying the acres field hands it back.
 */
export function ListingMeasures({ form, rental, landOnly }: { form: ListingForm; rental: boolean; landOnly: boolean }) {
  const t = useTranslations("listings.form");
  const [acresTyped, setAcresTyped] = useState(() => {
    const { lotSizeAcres, lotSizeSqFeet } = form.getValues("size");
    return Boolean(lotSizeAcres) && !acresMatchSquareFeet(String(lotSizeAcres ?? ""), String(lotSizeSqFeet ?? ""));
  });

  const errorAt = (path: Path<ListingFormValues>) => (get(form.formState.errors, path) as { message?: string } | undefined)?.message;
  const decimal = (path: Path<ListingFormValues>) => ({ id: path.replace(/\./g, "-"), error: errorAt(path), ...form.register(path) });

  const computeAcres = (squareFeet: string) => {
    form.setValue("size.lotSizeAcres", acresFromSquareFeet(squareFeet) ?? "", {
      shouldDirty: true,
      shouldValidate: Boolean(errorAt("size.lotSizeAcres")),
    });
  };
  const acres = decimal("size.lotSizeAcres");

  return (
    <>
      <ListingSection id="pricing" title={t("pricing")} hint={t("pricingHint")}>
        <DecimalField label={t("salePrice")} required={!rental} places={MONEY_PLACES} {...decimal("cost.salePriceInUS")} />
        <DecimalField label={t("rentalPrice")} required={rental} places={MONEY_PLACES} {...decimal("cost.rentalPriceInUS")} />
        <CheckboxField label={t("negotiable")} fieldClassName="sm:col-span-2" {...form.register("cost.negotiable")} />
      </ListingSection>

      <ListingSection id="size" title={t("size")}>
        <DecimalField
          label={t("lotSquareFeet")}
          required
          {...decimal("size.lotSizeSqFeet")}
          onEdit={(squareFeet) => !acresTyped && computeAcres(squareFeet)}
        />
        <DecimalField
          label={t("lotAcres")}
          required
          hint={acresTyped ? undefined : t("lotAcresHint")}
          {...acres}
          onEdit={(text) => setAcresTyped(text.trim() !== "")}
          onBlur={(event) => {
            void acres.onBlur(event);
            if (event.target.value.trim() === "") computeAcres(String(form.getValues("size.lotSizeSqFeet") ?? ""));
          }}
        />
        {!landOnly && <DecimalField label={t("propertySize")} required {...decimal("size.propertySizeSqFeet")} />}
      </ListingSection>
    </>
  );
}
