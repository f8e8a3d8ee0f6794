import { appUrl } from "@/server/mail/mail-config";

/**
 * Who passkeys are made for (WebAuthn's relying party): the console's public address, NEXTAUTH_URL. A
 * passkey made for one host name works only there (browsers refuse an IP address as the relying party:
 * serve the console on a name, e.g. localhost).
 */
export function relyingParty() {
  const url = new URL(appUrl("/"));
  return { rpID: url.hostname, rpName: "Agency Console", origin: url.origin };
}
