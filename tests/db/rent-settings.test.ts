import { describe, expect, it } from "vitest";
import type { Actor } from "@/server/auth/actor";
import { appForSuite, appOnPglite } from "./app-database";
import { userData } from "./factories";

/**
 * The agency's rent settings called directly (server/rent-settings): the row the
 * migration inserts, a replacement with its audit row in the same transaction,
 * and the admin rule held by the function itself, not only by the route.
 */
describe("rent settings (PGlite)", { timeout: 60_000 }, () => {
  const app = appForSuite(appOnPglite, async () => ({
    ...(await import("@/server/rent-settings/get-rent-settings")),
    ...(await import("@/server/rent-settings/update-rent-settings")),
  }));

  async function actor(role: Actor["role"]): Promise<Actor> {
    const user = await app.prisma.user.create({ data: userData({ role }) });
    return { id: user.id, name: `${user.firstName} ${user.lastName}`, role };
  }

  it("starts at the migration's 10% and no late fees", async () => {
    expect(await app.getRentSettings()).toEqual({
      managementFee: { kind: "percent", value: "10.00" },
      lateFee: null,
      updatedAt: expect.any(String),
    });
  });

  it("replaces both fees, stamps who and when, and records the change beside it", async () => {
    const admin = await actor("admin");
    const lateFee = { graceDays: 5, kind: "fixed", value: "50.00", repeat: "once", cap: null } as const;
    const saved = await app.updateRentSettings({ data: { managementFee: { kind: "fixed", value: "125.00" }, lateFee }, actor: admin });
    expect(saved).toMatchObject({ managementFee: { kind: "fixed", value: "125.00" }, lateFee });
    expect(await app.prisma.rentSettings.findUnique({ where: { id: 1 } })).toMatchObject({ updatedById: admin.id });

    const audit = await app.prisma.auditLog.findMany({ where: { entityType: "rent_settings", entityId: app.RENT_SETTINGS_AUDIT_ID } });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: admin.id,
      action: "update",
      changes: {
        managementFee: { from: { kind: "percent", value: "10.00" }, to: { kind: "fixed", value: "125.00" } },
        lateFee: { from: null, to: lateFee },
      },
    });

    // Late fees off again: stored as SQL NULL, read back as null.
    expect(
      (await app.updateRentSettings({ data: { managementFee: saved.managementFee, lateFee: null }, actor: admin })).lateFee,
    ).toBeNull();
    expect((await app.prisma.rentSettings.findUnique({ where: { id: 1 } }))?.lateFee).toBeNull();
  });

  it("refuses a specialist, whoever calls it", async () => {
    const specialist = await actor("property-specialist");
    await expect(
      app.updateRentSettings({ data: { managementFee: { kind: "percent", value: "1.00" }, lateFee: null }, actor: specialist }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});
