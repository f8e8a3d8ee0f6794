import { expect, test, type APIRequestContext } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { API, apiLogin, fakeAddress, tokenHeaders, uniqueEmail } from "@/tests/support/api";

/**
 * The API's messages follow Accept-Language (docs/API.md "Errors"): Spanish for `es`, `es-419`, `es-DO`; the exact
 * English without the header or for a language the console does not speak. The `code`, the status and the field
 * paths of `fieldErrors` are the same in every language.
 */
const SPANISH = ["es", "es-419", "es-DO,es;q=0.9,en;q=0.8"];

/** A sign-in from an address of its own, so the sign-in limits never count these tries together. */
const login = (request: APIRequestContext, data: object, headers: Record<string, string>) =>
  request.post(`${API}/auth/admin/login`, { data, headers: { ...headers, "x-forwarded-for": fakeAddress() } });

interface Case {
  name: string;
  send: (request: APIRequestContext, headers: Record<string, string>) => ReturnType<APIRequestContext["get"]>;
  status: number;
  code: string;
  english: { message: string; fieldErrors?: Record<string, string[]> };
  spanish: { message: string; fieldErrors?: Record<string, string[]> };
}

const cases: Case[] = [
  {
    name: "a validation error, with its fields",
    send: (request, headers) => login(request, { email: "", password: "" }, headers),
    status: 400,
    code: "validation_failed",
    english: { message: "E-mail is required.", fieldErrors: { email: ["E-mail is required."], password: ["Password is required."] } },
    spanish: {
      message: "El campo “Correo electrónico” es obligatorio.",
      fieldErrors: { email: ["El campo “Correo electrónico” es obligatorio."], password: ["El campo “Contraseña” es obligatorio."] },
    },
  },
  {
    name: "an unauthenticated request",
    send: (request, headers) => request.get(`${API}/clients`, { headers }),
    status: 401,
    code: "unauthorized",
    english: { message: "Your session has ended. Please sign in again." },
    spanish: { message: "Su sesión ha terminado. Vuelva a iniciar sesión." },
  },
  {
    name: "a sign-in failure",
    send: (request, headers) => login(request, { email: uniqueEmail("language"), password: "not-the-password" }, headers),
    status: 401,
    code: "unauthorized",
    english: { message: "Invalid e-mail or password." },
    spanish: { message: "Correo electrónico o contraseña incorrectos." },
  },
  {
    name: "an unknown route",
    send: (request, headers) => request.get(`${API}/no-such-thing`, { headers }),
    status: 404,
    code: "not_found",
    english: { message: "No such API route." },
    spanish: { message: "Esta ruta de la API no existe." },
  },
];

test.describe("API messages in the caller's language", () => {
  for (const each of cases) {
    test(`${each.name}: English without Accept-Language, Spanish for es`, async ({ request }) => {
      const english = await each.send(request, {});
      expect(english.status()).toBe(each.status);
      expect(await english.json()).toEqual({ status: each.status, code: each.code, ...each.english });
      expect(english.headers()["content-language"]).toBe("en");

      for (const header of [...SPANISH, "fr-FR", "en-US,es;q=0.5"]) {
        const answer = await each.send(request, { "accept-language": header });
        expect(answer.status(), header).toBe(each.status);
        const want = header.startsWith("es") ? each.spanish : each.english;
        expect(await answer.json(), header).toEqual({ status: each.status, code: each.code, ...want });
      }
    });
  }

  test("a record not found, a spec text (403) and a duplicate, as a signed-in person", async ({ request }) => {
    const specialist = await apiLogin(request, "specialist");
    const admin = await apiLogin(request, "admin");
    const ask = (token: string, language?: string) => ({
      headers: { ...tokenHeaders(token), ...(language ? { "accept-language": language } : {}) },
    });

    const missing = `${API}/clients/details/${randomUUID()}`;
    expect(await (await request.get(missing, ask(admin))).json()).toEqual({
      status: 404,
      code: "not_found",
      message: "Client not found.",
    });
    expect(await (await request.get(missing, ask(admin, "es-419"))).json()).toEqual({
      status: 404,
      code: "not_found",
      message: "No se encontró el cliente.",
    });

    // The spec's interceptor text (../shared/SPEC.md §8) for a role the route refuses.
    const refused = (language?: string) => request.post(`${API}/users/register`, { data: {}, ...ask(specialist, language) });
    expect(await (await refused()).json()).toEqual({
      status: 403,
      code: "forbidden",
      message: "You are not authorised to perform this request!",
    });
    expect(await (await refused("es")).json()).toEqual({
      status: 403,
      code: "forbidden",
      message: "¡No tiene autorización para realizar esta solicitud!",
    });

    // A duplicate: the admin's own e-mail for a new user; the field stays `email`.
    const me = await (await request.get(`${API}/auth/session`, ask(admin))).json();
    const duplicate = (language?: string) =>
      request.post(`${API}/users/register`, {
        data: {
          userName: `dup-${randomUUID().slice(0, 8)}`,
          email: me.userInfo.email,
          firstName: "Duplicate",
          lastName: "Person",
          role: "property-specialist",
          password: "a-long-enough-password-1",
        },
        ...ask(admin, language),
      });
    const english = await duplicate();
    expect(english.status(), await english.text()).toBe(409);
    expect(await english.json()).toMatchObject({
      code: "conflict",
      message: "This e-mail address is already used by another user.",
      fieldErrors: { email: ["This e-mail address is already used by another user."] },
    });
    expect(await (await duplicate("es-419")).json()).toMatchObject({
      code: "conflict",
      message: "Otro usuario ya usa esta dirección de correo electrónico.",
      fieldErrors: { email: ["Otro usuario ya usa esta dirección de correo electrónico."] },
    });
  });

  test("the domain's refusals: a lease without tenants, an upload that is not multipart", async ({ request }) => {
    const admin = await apiLogin(request, "admin");
    const ask = (language?: string) => ({ ...tokenHeaders(admin), ...(language ? { "accept-language": language } : {}) });

    // A lease's own rule (lib/schemas/lease.ts), on the field it names.
    const lease = (language?: string) =>
      request.post(`${API}/leases`, {
        data: { listingRef: randomUUID(), tenants: [], startDate: "2026-01-01", rent: "1200.00" },
        headers: ask(language),
      });
    expect(await (await lease()).json()).toEqual({
      status: 400,
      code: "validation_failed",
      message: "A lease needs at least one tenant.",
      fieldErrors: { tenants: ["A lease needs at least one tenant."] },
    });
    expect(await (await lease("es")).json()).toEqual({
      status: 400,
      code: "validation_failed",
      message: "Un contrato de arrendamiento necesita al menos un inquilino.",
      fieldErrors: { tenants: ["Un contrato de arrendamiento necesita al menos un inquilino."] },
    });

    // An upload refused before any file is read (server/documents/upload-document.ts).
    const upload = (language?: string) =>
      request.post(`${API}/documents`, { headers: { ...ask(language), "content-type": "text/plain" }, data: "not a form" });
    const english = await upload();
    expect(english.status(), await english.text()).toBe(415);
    expect((await english.json()).message).toBe("Documents are uploaded as multipart/form-data, with the file in the field `file`.");
    const spanish = await upload("es-419");
    expect(spanish.status()).toBe(415);
    expect((await spanish.json()).message).toBe("Los documentos se suben como multipart/form-data, con el archivo en el campo `file`.");
  });
});
