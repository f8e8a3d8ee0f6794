import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { passkeyLoginSchema } from "@/lib/schemas/second-factor";
import { json, methodsNotAllowed, withPublic } from "@/server/api/handler";
import { readJson } from "@/server/api/input";
import { clientAddress } from "@/server/auth/client-address";
import { ensureDatabaseReady } from "@/server/db/client";
import { signInWithPasskey } from "@/server/sign-in/passkey-step";
import { toUserInfo } from "@/server/users/user-info";

/** API sign-in with a passkey alone: `{ response }` (navigator.credentials.get()'s answer) → the user and a token. */
export const POST = withPublic(async ({ req }) => {
  const { response } = await readJson(req, passkeyLoginSchema);
  await ensureDatabaseReady();
  const { user, token } = await signInWithPasskey(response as unknown as AuthenticationResponseJSON, {
    kind: "api",
    ip: clientAddress(req.headers),
    userAgent: req.headers.get("user-agent"),
  });
  return json({ userInfo: toUserInfo(user), authToken: token });
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
