import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";
import { authSecret, env } from "@/server/env";

/**
 * Authenticator-app secrets at rest: AES-256-GCM under a key from the environment (SECOND_FACTOR_KEY, or
 * derived from NEXTAUTH_SECRET), stored as `v1.<iv>.<tag>.<ciphertext>` (base64url). A copy of the database
 * alone does not give the codes.
 */
function key(): Buffer {
  const configured = env().SECOND_FACTOR_KEY;
  if (configured) return createHash("sha256").update(configured).digest();
  return Buffer.from(hkdfSync("sha256", authSecret(), "agency-console", "totp-secret-key", 32));
}

export function sealSecret(secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), sealed].map((part) => (typeof part === "string" ? part : part.toString("base64url"))).join(".");
}

export function openSecret(stored: string): string {
  const [version, iv, tag, sealed] = stored.split(".");
  if (version !== "v1" || !iv || !tag || !sealed) throw new Error("An authenticator secret is stored in an unknown form.");
  const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString("utf8");
}
