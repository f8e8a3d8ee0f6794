import { signInSchema } from "@/lib/schemas/auth";
import { json, methodsNotAllowed, withPublic } from "@/server/api/handler";
import { readJson } from "@/server/api/input";
import { clientAddress } from "@/server/auth/client-address";
import { ensureDatabaseReady } from "@/server/db/client";
import { signInWithPassword } from "@/server/sign-in/password-step";
import { toUserInfo } from "@/server/users/user-info";

/**
 * API sign-in: the user and a token for the x-access-token header — or, for a person with a second
 * factor, `{ secondFactorRequired, methods, challengeToken, passkeyOptions? }` and no session (finished by
 * POST /auth/admin/login/second-factor).
 */
export const POST = withPublic(async ({ req }) => {
  const { email, password } = await readJson(req, signInSchema);
  await ensureDatabaseReady();
  const outcome = await signInWithPassword({
    email,
    password,
    kind: "api",
    ip: clientAddress(req.headers),
    userAgent: req.headers.get("user-agent"),
  });
  if ("secondFactorRequired" in outcome) return json(outcome);
  return json({ userInfo: toUserInfo(outcome.user), authToken: outcome.token });
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
