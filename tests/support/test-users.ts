import { hashPassword } from "@/server/auth/password";
import type { SqlRunner } from "@/server/db/migrate";

/**
 * The accounts every end-to-end run starts with. Tests that change a user
 * (disable, throttle) make their own through these same helpers; these
 * three are only ever read.
 */
export const TEST_USERS = {
  admin: {
    email: "e2e.admin@agency.test",
    password: "Admin!e2e-Password1",
    firstName: "Erin",
    lastName: "Admin",
    role: "admin",
    isActive: true,
  },
  specialist: {
    email: "e2e.specialist@agency.test",
    password: "Specialist!e2e-Password1",
    firstName: "Sasha",
    lastName: "Specialist",
    role: "property-specialist",
    isActive: true,
  },
  disabled: {
    email: "e2e.disabled@agency.test",
    password: "Disabled!e2e-Password1",
    firstName: "Dana",
    lastName: "Disabled",
    role: "admin",
    isActive: false,
  },
} as const;

export type TestUserKey = keyof typeof TEST_USERS;

export async function insertTestUsers(runner: SqlRunner): Promise<void> {
  for (const user of Object.values(TEST_USERS)) {
    await runner.query(
      `INSERT INTO users (user_name, email, password_hash, first_name, last_name, role, is_active, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, now()) ON CONFLICT (email) DO NOTHING`,
      [user.email.split("@")[0], user.email, await hashPassword(user.password), user.firstName, user.lastName, user.role, user.isActive],
    );
  }
}
