import { describe, expect, it } from "vitest";
import { sha256Hex, userData } from "./factories";
import { BACKENDS, migratedDatabase } from "./harness";

/** calendar_feed_tokens: one per person, hashes unique and well-formed, deleted with the person. */
describe.each(BACKENDS)("calendar feed tokens on $name", (backend) => {
  const db = migratedDatabase(backend);

  it("keeps one token per person, unique hashes only, and cascades with the user", async () => {
    const prisma = db.prisma;
    const [ana, ben] = await Promise.all([prisma.user.create({ data: userData() }), prisma.user.create({ data: userData() })]);
    const hash = sha256Hex("token-one");
    const row = await prisma.calendarFeedToken.create({ data: { userId: ana.id, tokenHash: hash } });
    expect(row).toMatchObject({ userId: ana.id, tokenHash: hash });
    expect(row.createdAt).toBeInstanceOf(Date);

    await expect(prisma.calendarFeedToken.create({ data: { userId: ana.id, tokenHash: sha256Hex("token-two") } })).rejects.toThrow();
    await expect(prisma.calendarFeedToken.create({ data: { userId: ben.id, tokenHash: hash } })).rejects.toThrow();
    await expect(prisma.calendarFeedToken.create({ data: { userId: ben.id, tokenHash: "not-a-hash" } })).rejects.toThrow();

    expect(await prisma.calendarFeedToken.findUnique({ where: { tokenHash: hash }, select: { userId: true } })).toEqual({ userId: ana.id });
    await prisma.user.delete({ where: { id: ana.id } });
    expect(await prisma.calendarFeedToken.count({ where: { userId: ana.id } })).toBe(0);
  });
});
