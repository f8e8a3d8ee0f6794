import type { User } from "@/lib/generated/prisma/client";
import type { Role } from "@/lib/domain/enums";

/** The signed-in user as the API and the shell see it; never carries a password hash. */
export interface UserInfo {
  _id: string;
  userName: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  /** Drives menu permissions (SPEC §3); equal to role. */
  roleCode: Role;
  isActive: boolean;
  picture: string | null;
}

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
