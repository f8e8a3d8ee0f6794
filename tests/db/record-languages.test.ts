import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@/server/auth/actor";
import { appForSuite, appOnPglite } from "./app-database";
import { clientData, userData } from "./factories";
import { CLIENT_COLUMNS, CLIENT_MAPPING } from "@/tests/support/import-rows";

/**
 * An agency that speaks Spanish (AGENCY_LANGUAGE=es, read when the app starts): users, clients, providers and tenants
 * made without a language — by the forms' create functions or by an import — are Spanish readers; one made with a
 * language keeps it; an import's update leaves a record's language alone. (The HTTP side, with the English fallback
 * of the test server, is tests/api/record-languages.spec.ts.)
 */
describe("records of an agency whose language is Spanish", () => {
  const app = appForSuite(
    appOnPglite,
    async () => ({
      ...(await import("@/server/clients/create-client")),
      ...(await import("@/server/service-providers/create-service-provider")),
      ...(await import("@/server/tenants/create-tenant")),
      ...(await import("@/server/users/create-user")),
      ...(await import("@/server/imports/evaluate-rows")),
      ...(await import("@/server/imports/importers")),
    }),
    { settings: { AGENCY_LANGUAGE: "es" } },
  );
  let actor: Actor;

  beforeAll(async () => {
    const user = await app.prisma.user.create({ data: userData({ role: "admin" }) });
    actor = { id: user.id, name: "Ada Admin", role: "admin" };
  });

  const party = (name: string) => ({
    name,
    contactFirstName: "Ana",
    contactLastName: "Rivera",
    contactPrimaryNumber: "+1 758 555 0101",
    contactSecondaryNumber: null,
    contactEmailAddress: `${name.toLowerCase().replace(/\W/g, "")}@example.lc`,
    contactWebsiteURL: null,
    contactMailingAddress: "1 Bay Street",
  });
  const tenant = { firstName: "Maribel", lastName: "Joseph", companyName: null, email: null, phone: null } as const;
  const person = (tag: string) => ({
    userName: `u.${tag}`,
    firstName: "Kaia",
    lastName: "Joseph",
    email: `${tag}@agency.test`,
    role: "admin" as const,
    isActive: true,
    password: "Secret!1234",
  });
  const others = { secondaryPhone: null, mailingAddress: null, notes: null };

  it("the forms' create functions: the agency's language when none is given, the one given otherwise", async () => {
    expect((await app.createClient({ data: party("Casa Azul"), actor })).language).toBe("es");
    expect((await app.createClient({ data: { ...party("Blue House"), language: "en" }, actor })).language).toBe("en");
    expect((await app.createServiceProvider({ data: party("Plomería Sol"), actor })).language).toBe("es");
    expect((await app.createServiceProvider({ data: { ...party("Sun Plumbing"), language: "en" }, actor })).language).toBe("en");
    expect((await app.createTenant({ data: { ...tenant, ...others }, actor })).language).toBe("es");
    expect((await app.createTenant({ data: { ...tenant, ...others, language: "en" }, actor })).language).toBe("en");
    expect((await app.createUser({ data: person("spanish"), actor })).language).toBe("es");
    expect((await app.createUser({ data: { ...person("english"), language: "en" }, actor })).language).toBe("en");
  });

  it("an import: new clients and tenants speak the agency's language; an updated client keeps its own", async () => {
    const existing = await app.prisma.client.create({ data: clientData({ name: "Old Owner", language: "en" }) });
    const clients = await app.evaluateRows(
      app.prisma,
      {
        kind: "clients",
        columns: CLIENT_COLUMNS,
        rows: [
          ["New Owner", "Rosa", "Paul", "+1 758 555 0111", "rosa@example.lc", "2 Bay Street"],
          ["Old Owner", "Ned", "Old", existing.contactPrimaryNumber, existing.contactEmailAddress, "9 New Street"],
        ],
        mapping: CLIENT_MAPPING,
        dateOrder: null,
        duplicates: "update",
      },
      actor,
    );
    expect(clients.plans.map((plan) => plan.status)).toEqual(["new", "update"]);
    const records = await app.prisma.$transaction((tx) =>
      app.IMPORTERS.clients.write(tx, clients.plans, { actor, fileName: "owners.csv", now: new Date() }),
    );
    const rows = await app.prisma.client.findMany({ where: { id: { in: records.map((record) => record.id) } } });
    expect(Object.fromEntries(rows.map((row) => [row.name, [row.language, row.contactMailingAddress]]))).toEqual({
      "New Owner": ["es", "2 Bay Street"],
      "Old Owner": ["en", "9 New Street"],
    });

    const tenants = await app.evaluateRows(
      app.prisma,
      {
        kind: "tenants",
        columns: ["First", "Last"],
        rows: [["Lucía", "Marcel"]],
        mapping: { First: "firstName", Last: "lastName" },
        dateOrder: null,
        duplicates: "skip",
      },
      actor,
    );
    const [created] = await app.prisma.$transaction((tx) =>
      app.IMPORTERS.tenants.write(tx, tenants.plans, { actor, fileName: "tenants.csv", now: new Date() }),
    );
    expect((await app.prisma.tenant.findUniqueOrThrow({ where: { id: created!.id } })).language).toBe("es");
  });
});
