import { randomBytes } from "node:crypto";
import { hashPassword } from "@/server/auth/password";
import { withTestDatabase } from "@/tests/support/test-database";

/**
 * Users made for one test only, written straight into the run's throwaway
 * PostgreSQL database (E2E_DATABASE_URL, set by scripts/run-e2e.ts). Tests
 * that fail sign-ins on purpose use these, so the throttle never touches the
 * shared fixture accounts. (There is no user-management API yet.)
 */
export interface ThrowawayUser {
  id: string;
  email: string;
  password: string;
}

export async function createThrowawayUser(
  options: { isActive?: boolean; firstName?: string; lastName?: string; email?: string; role?: "admin" | "property-specialist" } = {},
): Promise<ThrowawayUser> {
  const tag = randomBytes(6).toString("hex");
  const email = options.email ?? `throwaway.${tag}@agency.test`;
  const password = `Throwaway!${tag}`;
  const passwordHash = await hashPassword(password);
  const { rows } = await withTestDatabase((client) =>
    client.query<{ id: string }>(
      `INSERT INTO users (user_name, email, password_hash, first_name, last_name, role, is_active, updated_at)
       VALUES ($1, $2, $3, $4, $5, $7, $6, now()) RETURNING id::text`,
      [
        `throwaway.${tag}`,
        email,
        passwordHash,
        options.firstName ?? "Throwaway",
        options.lastName ?? "User",
        options.isActive ?? true,
        options.role ?? "property-specialist",
      ],
    ),
  );
  return { id: rows[0]!.id, email, password };
}

/** Disables (or enables) a throwaway user behind the app's back, as an admin tool would. */
export async function setThrowawayUserActive(user: ThrowawayUser, isActive: boolean): Promise<void> {
  const { rowCount } = await withTestDatabase((client) =>
    client.query(`UPDATE users SET is_active = $2, updated_at = now() WHERE email = $1`, [user.email, isActive]),
  );
  if (rowCount !== 1) throw new Error(`No throwaway user ${user.email}`);
}

export async function deleteThrowawayUser(user: ThrowawayUser): Promise<void> {
  const { rowCount } = await withTestDatabase((client) => client.query(`DELETE FROM users WHERE email = $1`, [user.email]));
  if (rowCount !== 1) throw new Error(`No throwaway user ${user.email}`);
}
