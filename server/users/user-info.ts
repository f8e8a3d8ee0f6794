import type { Role } from "@/lib/domain/enums";
import { pictureUrl } from "@/lib/domain/pictures";
import { FALLBACK_LANGUAGE, languageOr } from "@/lib/i18n/languages";
import type { UserInfo } from "@/lib/schemas/user";
import type { SessionUser } from "@/server/auth/sessions";

export type { UserInfo };

/** Takes a whole user row or the session's user (the same fields). */
export function toUserInfo(user: SessionUser): UserInfo {
  return {
    _id: user.id,
    userName: user.userName,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role as Role,
    roleCode: user.role as Role,
    isActive: user.isActive,
    picture: user.pictureId ? pictureUrl(user.pictureId) : null,
    language: languageOr(user.language, FALLBACK_LANGUAGE),
  };
}
