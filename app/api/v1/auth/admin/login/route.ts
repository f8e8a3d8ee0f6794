import { signInSchema } from "@/lib/schemas/auth";
import { json, methodsNotAllowed, withPublic } from "@/server/api/handler";
import { readJson } from "@/server/api/input";
import { clientAddress } from "@/server/auth/client-address";
import { signInWithPassword } from "@/server/auth/sign-in";
import { ensureDatabaseReady } from "@/server/db/client";
import { toUserInfo } from "@/server/users/user-info";

/** API sign-in: returns the user and a token for the x-access-token header. */
export const POST = withPublic(async ({ req }) => {
  const { email, password } = await readJson(req, signInSchema);
  await ensureDatabaseReady();
  const { user, token } = await signInWithPassword({
    email,
    password,
    kind: "api",
    ip: clientAddress(req.headers),
    userAgent: req.headers.get("user-agent"),
  });
  return json({ userInfo: toUserInfo(user), authToken: token });
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
