import { fullName } from "@/lib/domain/people";
import type { Actor } from "@/server/auth/actor";
import { inBatches, type Db } from "./kind-types";

export type Resolved = { id: string; name: string } | { error: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A client named in a file, by name or e-mail address (any case) or by its id (a default the
 * mapping step's picker chose): one query per 5,000 distinct texts. A name two clients share is refused with a hint.
 */
export async function clientResolver(db: Db, texts: string[]): Promise<(text: string) => Resolved> {
  const wanted = [...new Set(texts.map((text) => text.trim().toLowerCase()).filter(Boolean))];
  const byName = new Map<string, { id: string; name: string }[]>();
  const byEmail = new Map<string, { id: string; name: string }[]>();
  const byId = new Map<string, { id: string; name: string }>();
  for (const batch of inBatches(wanted, 5000)) {
    const ids = batch.filter((text) => UUID.test(text));
    const rows = await db.client.findMany({
      where: {
        OR: [
          { nameSort: { in: batch } },
          { contactEmailAddress: { in: batch, mode: "insensitive" } },
          ...(ids.length ? [{ id: { in: ids } }] : []),
        ],
      },
      select: { id: true, name: true, contactEmailAddress: true },
      take: 100_000,
    });
    for (const row of rows) {
      const add = (map: typeof byName, key: string) => map.set(key, [...(map.get(key) ?? []), { id: row.id, name: row.name }]);
      add(byName, row.name.toLowerCase());
      add(byEmail, row.contactEmailAddress.toLowerCase());
      byId.set(row.id, { id: row.id, name: row.name });
    }
  }
  return (text) => {
    const key = text.trim().toLowerCase();
    if (!key) return { error: "Client is required." };
    const byItsId = byId.get(key);
    if (byItsId) return byItsId;
    const found = byEmail.get(key) ?? byName.get(key) ?? [];
    if (found.length === 1) return found[0]!;
    if (found.length > 1) return { error: `More than one client is named “${text.trim()}”. Use the client's e-mail address instead.` };
    return { error: `No client is named “${text.trim()}” or has that e-mail address.` };
  };
}

/**
 * A property specialist by e-mail, user name or full name (any case), or by id (a default the
 * mapping step's picker chose). Blank: the person importing when they are a specialist themselves.
 */
export async function specialistResolver(db: Db, actor: Actor): Promise<(text: string | undefined) => Resolved> {
  const users = await db.user.findMany({
    where: { role: "property-specialist" },
    select: { id: true, firstName: true, lastName: true, email: true, userName: true },
    take: 5000,
  });
  return (text) => {
    const key = (text ?? "").trim().toLowerCase();
    if (!key) {
      if (actor.role === "property-specialist") return { id: actor.id, name: actor.name };
      return { error: "Property specialist is required." };
    }
    const found = users.filter(
      (user) =>
        user.id === key || user.email.toLowerCase() === key || user.userName.toLowerCase() === key || fullName(user).toLowerCase() === key,
    );
    if (found.length === 1) return { id: found[0]!.id, name: fullName(found[0]!) };
    if (found.length > 1) return { error: `More than one property specialist is named “${text!.trim()}”. Use their e-mail address.` };
    return { error: `No property specialist is named “${text!.trim()}” or has that e-mail address.` };
  };
}

/**
 * A listing named in a file, by property name (any case) or by its id: one
 * query per 5,000 distinct texts. A name two listings share is refused with a hint.
 */
export async function listingResolver(db: Db, texts: string[]): Promise<(text: string) => Resolved> {
  const wanted = [...new Set(texts.map((text) => text.trim().toLowerCase()).filter(Boolean))];
  const byName = new Map<string, { id: string; name: string }[]>();
  const byId = new Map<string, { id: string; name: string }>();
  for (const batch of inBatches(wanted, 5000)) {
    const ids = batch.filter((text) => UUID.test(text));
    const rows = await db.listing.findMany({
      where: { OR: [{ propertyNameSort: { in: batch } }, ...(ids.length ? [{ id: { in: ids } }] : [])] },
      select: { id: true, propertyName: true },
      take: 100_000,
    });
    for (const row of rows) {
      const found = { id: row.id, name: row.propertyName };
      const key = row.propertyName.toLowerCase();
      byName.set(key, [...(byName.get(key) ?? []), found]);
      byId.set(row.id, found);
    }
  }
  return (text) => {
    const key = text.trim().toLowerCase();
    if (!key) return { error: "Listing is required." };
    const byItsId = byId.get(key);
    if (byItsId) return byItsId;
    const found = byName.get(key) ?? [];
    if (found.length === 1) return found[0]!;
    if (found.length > 1) return { error: `More than one listing is named “${text.trim()}”. Use the listing's id instead.` };
    return { error: `No listing is named “${text.trim()}” or has that id.` };
  };
}

/**
 * A tenant named in a file, by e-mail address (any case), else by name (any
 * case: the company, else "First Last" — the name lists show). A text two
 * tenants share is refused with a hint.
 */
export async function tenantResolver(db: Db, texts: string[]): Promise<(text: string) => Resolved> {
  const wanted = [...new Set(texts.map((text) => text.trim().toLowerCase()).filter(Boolean))];
  const byName = new Map<string, { id: string; name: string }[]>();
  const byEmail = new Map<string, { id: string; name: string }[]>();
  const add = (map: typeof byName, key: string, found: { id: string; name: string }) =>
    map.set(key, [...(map.get(key) ?? []).filter((other) => other.id !== found.id), found]);
  for (const batch of inBatches(wanted, 5000)) {
    const rows = await db.tenant.findMany({
      where: { OR: [{ nameSort: { in: batch } }, { email: { in: batch, mode: "insensitive" } }] },
      select: { id: true, displayName: true, nameSort: true, email: true },
      take: 100_000,
    });
    for (const row of rows) {
      const found = { id: row.id, name: row.displayName ?? "" };
      if (row.email) add(byEmail, row.email.toLowerCase(), found);
      if (row.nameSort) add(byName, row.nameSort, found);
    }
  }
  return (text) => {
    const key = text.trim().toLowerCase();
    if (!key) return { error: "Primary tenant is required." };
    const sameEmail = byEmail.get(key);
    if (sameEmail && sameEmail.length > 1) return { error: `More than one tenant has the e-mail address “${text.trim()}”.` };
    const found = sameEmail ?? byName.get(key) ?? [];
    if (found.length === 1) return found[0]!;
    if (found.length > 1) return { error: `More than one tenant is named “${text.trim()}”. Use the tenant's e-mail address instead.` };
    return { error: `No tenant is named “${text.trim()}” or has that e-mail address. Import the tenants first.` };
  };
}
