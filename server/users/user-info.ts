import type { User } from "@/lib/generated/prisma/client";
import type { Role } from "@/lib/domain/enums";
import { pictureUrl } from "@/lib/domain/pictures";
import type { UserInfo } from "@/lib/schemas/user";

export type { UserInfo };

export function toUserInfo(user: User): UserInfo {
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
  };
}
