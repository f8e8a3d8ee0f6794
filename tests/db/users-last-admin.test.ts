import { describe, expect, it } from "vitest";
import type { Actor } from "@/server/auth/actor";
import { deleteUser } from "@/server/users/delete-user";
import { updateUser } from "@/server/users/update-user";
import { LAST_ADMIN_DELETE, LAST_ADMIN_DISABLE } from "@/server/users/user-rules";
import { userData } from "./factories";
import { BACKENDS, migratedDatabase } from "./harness";

/**
 * The "always an active administrator" rule, on the app's own server
 * functions against a database of its own (no fixture admin in the way), on
 * PostgreSQL and PGlite: through the API the acting admin is always another
 * active admin, so the rule only bites for the caller itself or in a race —
 * both covered here.
 */
describe.each(BACKENDS)("the last active administrator on $name", (backend) => {
  const db = migratedDatabase(backend);

  /** Leaves exactly the given users as the active administrators. */
  async function onlyActiveAdmins(count: number) {
    await db.prisma.user.updateMany({ where: { role: "admin" }, data: { isActive: false } });
    const admins = [];
    for (let index = 0; index < count; index++)
      admins.push(await db.prisma.user.create({ data: userData({ role: "admin", firstName: `Admin${index}` }) }));
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
  const activeAdmins = () => db.prisma.user.count({ where: { role: "admin", isActive: true } });

  it("cannot be disabled, given another role or deleted (409 with a clear message)", async () => {
    const [only] = await onlyActiveAdmins(1);
    const other = await db.prisma.user.create({ data: userData({ role: "admin", isActive: false }) });

    await expect(
      updateUser({ db: db.prisma, data: fieldsOf({ ...only!, role: "property-specialist" }), actor: actorOf(only!) }),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      message: LAST_ADMIN_DISABLE,
    });
    await expect(updateUser({ db: db.prisma, data: fieldsOf({ ...only!, isActive: false }), actor: actorOf(other) })).rejects.toMatchObject(
      {
        code: "CONFLICT",
        message: LAST_ADMIN_DISABLE,
      },
    );
    // The same from an update that sends only the field it changes (the rule holds for the merged user).
    for (const change of [{ isActive: false }, { role: "property-specialist" as const }]) {
      await expect(
        updateUser({ db: db.prisma, data: { _id: only!.id, password: undefined, ...change }, actor: actorOf(other) }),
      ).rejects.toMatchObject({
        code: "CONFLICT",
        message: LAST_ADMIN_DISABLE,
      });
    }
    await expect(deleteUser({ db: db.prisma, id: only!.id, actor: actorOf(other) })).rejects.toMatchObject({
      code: "CONFLICT",
      message: LAST_ADMIN_DELETE,
    });
    expect(await db.prisma.user.findUnique({ where: { id: only!.id } })).toMatchObject({ role: "admin", isActive: true });
    // Editing anything else is fine, with the whole user or with only the change.
    const renamed = await updateUser({ db: db.prisma, data: fieldsOf({ ...only!, firstName: "Renamed" }), actor: actorOf(only!) });
    expect(renamed.firstName).toBe("Renamed");
    const renamedAgain = await updateUser({
      db: db.prisma,
      data: { _id: only!.id, password: undefined, lastName: "Again" },
      actor: actorOf(only!),
    });
    expect(renamedAgain).toMatchObject({ firstName: "Renamed", lastName: "Again", role: "admin", isActive: true });
  });

  it("with a second active administrator, either may be disabled, demoted or deleted", async () => {
    const [first, second] = await onlyActiveAdmins(2);
    const demoted = await updateUser({
      db: db.prisma,
      data: fieldsOf({ ...second!, role: "property-specialist" }),
      actor: actorOf(first!),
    });
    expect(demoted.role).toBe("property-specialist");
    const third = await db.prisma.user.create({ data: userData({ role: "admin" }) });
    const disabled = await updateUser({ db: db.prisma, data: fieldsOf({ ...third, isActive: false }), actor: actorOf(first!) });
    expect(disabled.isActive).toBe(false);
    const fourth = await db.prisma.user.create({ data: userData({ role: "admin" }) });
    await deleteUser({ db: db.prisma, id: fourth.id, actor: actorOf(first!) });
    expect(await db.prisma.user.findUnique({ where: { id: fourth.id } })).toBeNull();
    expect(await activeAdmins()).toBe(1);
  });

  it("two administrators disabling each other at the same time: exactly one succeeds", async () => {
    const [first, second] = await onlyActiveAdmins(2);
    const results = await Promise.allSettled([
      updateUser({ db: db.prisma, data: fieldsOf({ ...second!, isActive: false }), actor: actorOf(first!) }),
      updateUser({ db: db.prisma, data: fieldsOf({ ...first!, isActive: false }), actor: actorOf(second!) }),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((result) => result.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: "CONFLICT", message: LAST_ADMIN_DISABLE });
    expect(await activeAdmins()).toBe(1);
  });

  it("two administrators deleting each other at the same time: exactly one succeeds", async () => {
    const [first, second] = await onlyActiveAdmins(2);
    const results = await Promise.allSettled([
      deleteUser({ db: db.prisma, id: second!.id, actor: actorOf(first!) }),
      deleteUser({ db: db.prisma, id: first!.id, actor: actorOf(second!) }),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect(await activeAdmins()).toBe(1);
  });
});
