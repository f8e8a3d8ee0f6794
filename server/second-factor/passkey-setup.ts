import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import type { Actor } from "@/server/auth/actor";
import { prisma } from "@/server/db/client";
import { conflict, notFound } from "@/server/errors";
import { issueBackupCodes } from "./backup-codes";
import { afterFactorRemoved, lockPerson, toPasskeyDto, type Person } from "./factors";
import { methodsOf } from "./methods";
import { verifyNewPasskey } from "./passkeys";
import { withSecurityNotice } from "./security-notice";

/** How many passkeys one person may have (a laptop, a phone, a security key or two — with room to spare). */
export const MAX_PASSKEYS = 20;

/**
 * Adds a passkey from navigator.credentials.create()'s answer (to a challenge of /users/me/passkeys/options).
 * The first second factor a person sets up comes with backup codes (answered once).
 */
export async function addPasskey({
  person,
  actor,
  name,
  response,
}: {
  person: Person;
  actor: Actor;
  name: string;
  response: RegistrationResponseJSON;
}) {
  return withSecurityNotice({ actor, user: person, event: "passkey-added", name }, async (tx) => {
    await lockPerson(tx, person.id);
    const hadFactor = (await methodsOf(tx, person.id)).length > 0;
    if ((await tx.passkey.count({ where: { userId: person.id } })) >= MAX_PASSKEYS) {
      throw conflict(`You have ${MAX_PASSKEYS} passkeys, the most one person may have. Remove one you no longer use first.`);
    }
    const credential = await verifyNewPasskey(tx, person.id, response);
    if (await tx.passkey.findUnique({ where: { credentialId: credential.credentialId }, select: { id: true } })) {
      throw conflict("This passkey is already registered.");
    }
    const passkey = await tx.passkey.create({ data: { userId: person.id, name, ...credential } });
    return { passkey: toPasskeyDto(passkey), ...(hadFactor ? {} : { backupCodes: await issueBackupCodes(tx, person.id) }) };
  });
}

export async function listPasskeys(person: Pick<Person, "id">) {
  const rows = await prisma.passkey.findMany({ where: { userId: person.id }, orderBy: { createdAt: "asc" }, take: MAX_PASSKEYS });
  return rows.map(toPasskeyDto);
}

/** Removes one of the person's passkeys (404 for anyone else's). */
export async function removePasskey({ person, actor, id }: { person: Person; actor: Actor; id: string }): Promise<void> {
  const passkey = await prisma.passkey.findFirst({ where: { id, userId: person.id }, select: { id: true, name: true } });
  if (!passkey) throw notFound("Passkey not found.");
  await withSecurityNotice({ actor, user: person, event: "passkey-removed", name: passkey.name }, async (tx) => {
    await lockPerson(tx, person.id);
    const { count } = await tx.passkey.deleteMany({ where: { id: passkey.id, userId: person.id } });
    if (count === 0) throw notFound("Passkey not found.");
    await afterFactorRemoved(tx, person);
  });
}
