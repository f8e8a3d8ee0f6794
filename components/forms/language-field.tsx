import { useTranslations } from "next-intl";
import type { ComponentProps } from "react";
import { SelectField } from "@/components/ui/text-field";
import { LANGUAGE_CODES, LANGUAGES } from "@/lib/i18n/languages";

const LANGUAGE_OPTIONS = LANGUAGE_CODES.map((code) => ({ value: code, label: LANGUAGES[code].name }));

/** The Language select of a record's form (a client, a tenant, a provider, a user): each language by its own name. */
export function LanguageField(props: Omit<ComponentProps<typeof SelectField>, "label" | "options" | "placeholder">) {
  const t = useTranslations("common.fields");
  return <SelectField label={t("language")} placeholder={null} options={LANGUAGE_OPTIONS} {...props} />;
}
