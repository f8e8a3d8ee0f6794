import { describe, expect, it } from "vitest";
import { textFormValues, textFormValuesWithLanguage } from "@/components/forms/text-form-values";
import { tenantFieldsObject } from "@/lib/schemas/tenant";

describe("textFormValues", () => {
  it("gives a new record one empty box per field of the schema", () => {
    expect(textFormValues(tenantFieldsObject)).toEqual({
      firstName: "",
      lastName: "",
      companyName: "",
      email: "",
      phone: "",
      secondaryPhone: "",
      mailingAddress: "",
      notes: "",
      language: "",
    });
  });

  it("fills the boxes from a stored record, a missing value as an empty box, and leaves out what the form has no field for", () => {
    const stored = {
      _id: "t1",
      firstName: "Ann",
      lastName: "Lee",
      companyName: null,
      email: "ann@example.com",
      phone: "555",
      secondaryPhone: null,
      mailingAddress: null,
      notes: "Prefers e-mail",
      language: "es" as const,
    };
    expect(textFormValues(tenantFieldsObject, stored)).toEqual({
      firstName: "Ann",
      lastName: "Lee",
      companyName: "",
      email: "ann@example.com",
      phone: "555",
      secondaryPhone: "",
      mailingAddress: "",
      notes: "Prefers e-mail",
      language: "es",
    });
  });
});

describe("textFormValuesWithLanguage", () => {
  it("starts a new record in the agency's language, whichever it is", () => {
    expect(textFormValuesWithLanguage(tenantFieldsObject, "es").language).toBe("es");
    expect(textFormValuesWithLanguage(tenantFieldsObject, "en").language).toBe("en");
  });

  it("keeps a stored record's own language, not the agency's", () => {
    const stored = { ...textFormValues(tenantFieldsObject), firstName: "Ann", language: "en" as const };
    expect(textFormValuesWithLanguage(tenantFieldsObject, "es", stored)).toMatchObject({ firstName: "Ann", language: "en" });
  });
});
