import { secondFactorLoginSchema } from "@/lib/schemas/second-factor";
import { json, methodsNotAllowed, withPublic } from "@/server/api/handler";
import { readJson } from "@/server/api/input";
import { clientAddress } from "@/server/auth/client-address";
import { ensureDatabaseReady } from "@/server/db/client";
import { finishSecondFactor } from "@/server/sign-in/second-step";
import { toUserInfo } from "@/server/users/user-info";

/** The second step of an API sign-in: `{ challengeToken, code }` or `{ challengeToken, passkey }` → the user and a token. */
export const POST = withPublic(async ({ req }) => {
  const input = await readJson(req, secondFactorLoginSchema);
  await ensureDatabaseReady();
  const { user, token } = await finishSecondFactor(input, { ip: clientAddress(req.headers), userAgent: req.headers.get("user-agent") });
  return json({ userInfo: toUserInfo(user), authToken: token });
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
