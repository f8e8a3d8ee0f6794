import { AVATAR_LIMITS, jsonBodyLimitFor } from "@/lib/domain/pictures";
import { userAvatarSchema } from "@/lib/schemas/user";
import { badRequest, isAppError } from "@/server/errors";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId, readJson } from "@/server/api/input";
import { withPictureUploadSlot } from "@/server/api/picture-upload";
import { assertMayActOn } from "@/server/users/get-user";
import { updateUserAvatar } from "@/server/users/update-user-avatar";

/** The user itself or an admin (checked before the body is read). Only `picture` is read from the body. */
export const PUT = withSession<{ id: string }>(async ({ req, params, actor }) => {
  const id = readId(params.id);
  assertMayActOn(actor, id);
  return withPictureUploadSlot(req, async () => {
    const { picture } = await readJson(req, userAvatarSchema, { maxBytes: jsonBodyLimitFor(AVATAR_LIMITS) }).catch((error: unknown) => {
      // The picture is all this body carries: a body too large is a picture too large (the text of PRODUCT.md#avatar, 400).
      throw isAppError(error, "PAYLOAD_TOO_LARGE") ? badRequest(AVATAR_LIMITS.messages.tooManyBytes) : error;
    });
    return json(await updateUserAvatar({ id, picture, actor }));
  });
});

export const { GET, POST, PATCH, DELETE } = methodsNotAllowed("PUT");
