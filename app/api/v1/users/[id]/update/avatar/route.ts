import { AVATAR_LIMITS, jsonBodyLimitFor } from "@/lib/domain/pictures";
import { userAvatarSchema } from "@/lib/schemas/user";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId, readJson } from "@/server/api/input";
import { assertMayActOn } from "@/server/users/get-user";
import { updateUserAvatar } from "@/server/users/update-user-avatar";

/** The user itself or an admin (checked in updateUserAvatar). Only `picture` is read from the body. */
export const PUT = withSession<{ id: string }>(async ({ req, params, actor }) => {
  const id = readId(params.id);
  assertMayActOn(actor, id); // before reading a large body
  const { picture } = await readJson(req, userAvatarSchema, { maxBytes: jsonBodyLimitFor(AVATAR_LIMITS) });
  return json(await updateUserAvatar({ id, picture, actor }));
});

export const { GET, POST, PATCH, DELETE } = methodsNotAllowed("PUT");
