import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { Actor } from "@/server/auth/actor";
import { userData } from "./factories";

/**
 * The "always an active administrator" rule, on the app's own server
 * functions against a database of its own (no fixture admin in the way):
 * through the API the acting admin is always another active admin, so the
 * rule only bites for the caller itself or in a race — both covered here.
 * Shared by the PostgreSQL and PGlite files (each process opens one database).
 */
type Users = typeof import("@/server/users/update-user") &
  typeof import("@/server/users/delete-user") &
  typeof import("@/server/users/user-rules");

export function lastAdminSuite(name: string, open: () => Promise<{ close(): Promise<void> }>) {
  describe(`the last active administrator (${name})`, () => {
    let prisma: PrismaClient;
    let users: Users;
    let database: { close(): Promise<void> };

    beforeAll(async () => {
      database = await open();
      const client = await import("@/server/db/client");
      await client.ensureDatabaseReady();
      prisma = client.prisma;
      users = {
        ...(await import("@/server/users/update-user")),
        ...(await import("@/server/users/delete-user")),
        ...(await import("@/server/users/user-rules")),
      };
    });
    afterAll(async () => {
      await prisma?.$disconnect();
      await database?.close();
    });

    /** Leaves exactly the given users as the active administrators. */
    async function onlyActiveAdmins(count: number) {
      await prisma.user.updateMany({ where: { role: "admin" }, data: { isActive: false } });
      const admins = [];
      for (let index = 0; index < count; index++)
        admins.push(await prisma.user.create({ data: userData({ role: "admin", firstName: `Admin${index}` }) }));
      return admins;
    }
    const actorOf = (user: { id: string }): Actor => ({ id: user.id, name: "Test Admin", role: "admin" });
    const fieldsOf = (user: {
      id: string;
      userName: string;
      firstName: string;
      lastName: string;
      email: string;
      role: string;
      isActive: boolean;
    }) => ({
      _id: user.id,
      userName: user.userName,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      role: user.role as "admin" | "property-specialist",
      isActive: user.isActive,
      password: undefined,
    });
    const activeAdmins = () => prisma.user.count({ where: { role: "admin", isActive: true } });

    it("cannot be disabled, given another role or deleted (409 with a clear message)", async () => {
      const [only] = await onlyActiveAdmins(1);
      const other = await prisma.user.create({ data: userData({ role: "admin", isActive: false }) });

      await expect(
        users.updateUser({ data: fieldsOf({ ...only!, role: "property-specialist" }), actor: actorOf(only!) }),
      ).rejects.toMatchObject({
        code: "CONFLICT",
        message: users.LAST_ADMIN_DISABLE,
      });
      await expect(users.updateUser({ data: fieldsOf({ ...only!, isActive: false }), actor: actorOf(other) })).rejects.toMatchObject({
        code: "CONFLICT",
        message: users.LAST_ADMIN_DISABLE,
      });
      // The same from an update that sends only the field it changes (the rule holds for the merged user).
      for (const change of [{ isActive: false }, { role: "property-specialist" as const }]) {
        await expect(
          users.updateUser({ data: { _id: only!.id, password: undefined, ...change }, actor: actorOf(other) }),
        ).rejects.toMatchObject({
          code: "CONFLICT",
          message: users.LAST_ADMIN_DISABLE,
        });
      }
      await expect(users.deleteUser({ id: only!.id, actor: actorOf(other) })).rejects.toMatchObject({
        code: "CONFLICT",
        message: users.LAST_ADMIN_DELETE,
      });
      expect(await prisma.user.findUnique({ where: { id: only!.id } })).toMatchObject({ role: "admin", isActive: true });
      // Editing anything else is fine, with the whole user or with only the change.
      const renamed = await users.updateUser({ data: fieldsOf({ ...only!, firstName: "Renamed" }), actor: actorOf(only!) });
      expect(renamed.firstName).toBe("Renamed");
      const renamedAgain = await users.updateUser({
        data: { _id: only!.id, password: undefined, lastName: "Again" },
        actor: actorOf(only!),
      });
      expect(renamedAgain).toMatchObject({ firstName: "Renamed", lastName: "Again", role: "admin", isActive: true });
    });

    it("with a second active administrator, either may be disabled, demoted or deleted", async () => {
      const [first, second] = await onlyActiveAdmins(2);
      const demoted = await users.updateUser({ data: fieldsOf({ ...second!, role: "property-specialist" }), actor: actorOf(first!) });
      expect(demoted.role).toBe("property-specialist");
      const third = await prisma.user.create({ data: userData({ role: "admin" }) });
      const disabled = await users.updateUser({ data: fieldsOf({ ...third, isActive: false }), actor: actorOf(first!) });
      expect(disabled.isActive).toBe(false);
      const fourth = await prisma.user.create({ data: userData({ role: "admin" }) });
      await users.deleteUser({ id: fourth.id, actor: actorOf(first!) });
      expect(await prisma.user.findUnique({ where: { id: fourth.id } })).toBeNull();
      expect(await activeAdmins()).toBe(1);
    });

    it("two administrators disabling each other at the same time: exactly one succeeds", async () => {
      const [first, second] = await onlyActiveAdmins(2);
      const results = await Promise.allSettled([
        users.updateUser({ data: fieldsOf({ ...second!, isActive: false }), actor: actorOf(first!) }),
        users.updateUser({ data: fieldsOf({ ...first!, isActive: false }), actor: actorOf(second!) }),
      ]);
      expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
      const refused = results.find((result) => result.status === "rejected") as PromiseRejectedResult;
      expect(refused.reason).toMatchObject({ code: "CONFLICT", message: users.LAST_ADMIN_DISABLE });
      expect(await activeAdmins()).toBe(1);
    });

    it("two administrators deleting each other at the same time: exactly one succeeds", async () => {
      const [first, second] = await onlyActiveAdmins(2);
      const results = await Promise.allSettled([
        users.deleteUser({ id: second!.id, actor: actorOf(first!) }),
        users.deleteUser({ id: first!.id, actor: actorOf(second!) }),
      ]);
      expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
      expect(await activeAdmins()).toBe(1);
    });
  });
}
