import type { User } from "@/lib/generated/prisma/client";
import type { Role } from "@/lib/domain/enums";
import type { UserInfo } from "@/lib/schemas/user";

export type { UserInfo };

export function pictureUrl(pictureId: string | null): string | null {
  return pictureId ? `/api/v1/files/${pictureId}` : null;
}

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
    picture: pictureUrl(user.pictureId),
  };
}

export function fullName(user: Pick<User, "firstName" | "lastName">): string {
  return `${user.firstName} ${user.lastName}`.trim();
}
