import { parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { createTranslator } from "use-intl/core";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { LANGUAGE_CODES } from "@/lib/i18n/languages";
import { requiredText } from "@/lib/schemas/common";
import { signInSchema } from "@/lib/schemas/auth";
import english from "@/messages/en.json";
import { errorBody } from "@/server/api/error-response";
import {
  AppError,
  badRequest,
  forbidden,
  fieldError,
  invalidInput,
  notFound,
  payloadTooLarge,
  secondFactorSetupRequired,
  unauthorized,
  unsupportedMediaType,
} from "@/server/errors";
import { buildCatalogue, findApiMessage } from "@/lib/i18n/api-catalogue";
import { apiMessageTranslation } from "@/server/i18n/api-messages";
import { apiLanguage } from "@/server/i18n/request-language";
import { INVALID_CREDENTIALS } from "@/server/sign-in/password-step";
import { EMAIL_TAKEN } from "@/server/users/user-rules";

/**
 * The API's messages in the caller's language (server/i18n/api-messages.ts): the catalogue `api` of
 * messages/<language>.json is sound, English is never touched, codes and field names never change.
 * tests/unit/messages.test.ts checks that every language has every key with the same placeholders.
 */
const catalogue = buildCatalogue(english);
const sources = Object.entries(english.api.messages);
const format = createTranslator({ locale: "en", messages: english, namespace: "api.messages" });

describe("the API catalogue (messages/en.json `api.messages`)", () => {
  it("uses only plain text and simple {name} arguments, so each message can be found by its English text", () => {
    for (const [key, text] of sources) {
      for (const element of parse(text)) {
        expect([TYPE.literal, TYPE.argument], `${key}: ${text}`).toContain(element.type);
      }
    }
  });

  it("finds every message by its English text, with its arguments", () => {
    for (const [key, text] of sources) {
      const names = [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
      const values = Object.fromEntries(names.map((name, index) => [name, `Value ${index + 1}`]));
      // As the code sends it: ICU's quoting undone ('{ name }' is "{ name }", '' is ').
      const sent = format(key as never, values as never);
      expect(findApiMessage(catalogue, sent), text).toEqual({ key, values });
    }
  });

  it("has a translation in every language for every message the server's own helpers throw", async () => {
    const thrown = [
      unauthorized(),
      forbidden(),
      notFound(),
      payloadTooLarge(),
      unsupportedMediaType(),
      secondFactorSetupRequired(),
      new AppError("INTERNAL", "There was a problem executing your request. "),
      new AppError("UNAUTHORIZED", INVALID_CREDENTIALS),
      fieldError("CONFLICT", "email", EMAIL_TAKEN),
    ];
    for (const language of LANGUAGE_CODES.filter((code) => code !== "en")) {
      const translate = await apiMessageTranslation(language);
      for (const error of thrown) expect(translate(error.message), `${language}: ${error.message}`).not.toBe(error.message);
    }
  });
});

describe("an API error in Spanish", async () => {
  const spanish = await apiMessageTranslation("es");

  it("translates the message and every field's messages; the code and the field paths stay", () => {
    const parsed = signInSchema.safeParse({ email: "", password: "" });
    const body = errorBody(invalidInput(parsed.error!), spanish);
    expect(body).toEqual({
      status: 400,
      code: "validation_failed",
      message: "El campo “Correo electrónico” es obligatorio.",
      fieldErrors: {
        email: ["El campo “Correo electrónico” es obligatorio."],
        password: ["El campo “Contraseña” es obligatorio."],
      },
    });
  });

  it("translates a field's label inside a message built around it, and keeps values as sent", () => {
    const schema = z.object({ firstName: requiredText("First name", 80) });
    const body = errorBody(invalidInput(schema.safeParse({ firstName: "x".repeat(81) }).error!), spanish);
    expect(body.message).toBe("El campo “Nombre” admite como máximo 80 caracteres.");
    expect(Object.keys(body.fieldErrors!)).toEqual(["firstName"]);
    expect(spanish("language must be one of: en, es.")).toBe("El campo “language” debe ser uno de estos valores: en, es.");
  });

  it("uses the spec's own words in English, and Spanish for them", () => {
    expect(errorBody(forbidden()).message).toBe("You are not authorised to perform this request!");
    expect(spanish(forbidden().message)).toBe("¡No tiene autorización para realizar esta solicitud!");
    expect(spanish("There was a problem executing your request. ")).toBe("Hubo un problema al procesar su solicitud.");
  });

  it("leaves a message the catalogue does not have yet in English", () => {
    expect(errorBody(badRequest("Something only this test says."), spanish).message).toBe("Something only this test says.");
  });
});

describe("the language of an API answer", () => {
  const ask = (value?: string) => apiLanguage(new Request("http://localhost/", { headers: value ? { "accept-language": value } : {} }));

  it("follows Accept-Language among the console's languages, English when absent or not spoken", () => {
    expect(ask()).toBe("en");
    expect(ask("es-419")).toBe("es");
    expect(ask("es-DO,es;q=0.9,en;q=0.8")).toBe("es");
    expect(ask("fr-FR")).toBe("en");
    expect(ask("en-US,es;q=0.5")).toBe("en");
    expect(ask("not a language tag ###")).toBe("en");
  });

  it("English answers exactly the text thrown", async () => {
    const translate = await apiMessageTranslation("en");
    for (const [, text] of sources) expect(translate(text)).toBe(text);
  });
});
