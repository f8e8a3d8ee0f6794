import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "@/lib/schemas/user";
import { prisma, type Database } from "@/server/db/client";
import { hashPassword } from "@/server/auth/password";
import { DEMO_ADMIN_USER } from "./data/demo-users";

export interface FirstAdmin {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  userName: string;
}

export type FirstAdminConfig = { ok: true; admin: FirstAdmin; fromDemoDefaults: boolean } | { ok: false; message: string };

const MIN_PASSWORD_LENGTH = 8;

const blankAsUnset = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/**
 * Reads the first administrator from SEED_ADMIN_* variables. In demo mode the
 * fixed demo admin is used when SEED_ADMIN_EMAIL is not set.
 */
export function firstAdminFromEnv(environment: Record<string, string | undefined>, { demo }: { demo: boolean }): FirstAdminConfig {
  const email = blankAsUnset(environment.SEED_ADMIN_EMAIL)?.toLowerCase();
  // Passwords are taken verbatim: surrounding spaces may be intended.
  const password = environment.SEED_ADMIN_PASSWORD || undefined;
  const firstName = blankAsUnset(environment.SEED_ADMIN_FIRST_NAME);
  const lastName = blankAsUnset(environment.SEED_ADMIN_LAST_NAME);
  const userName = blankAsUnset(environment.SEED_ADMIN_USER_NAME);

  if (!email && demo) {
    return {
      ok: true,
      fromDemoDefaults: true,
      admin: {
        email: DEMO_ADMIN_USER.email,
        password: DEMO_ADMIN_USER.password,
        firstName: firstName ?? DEMO_ADMIN_USER.firstName,
        lastName: lastName ?? DEMO_ADMIN_USER.lastName,
        userName: userName ?? DEMO_ADMIN_USER.userName,
      },
    };
  }

  if (!email || !password) {
    return {
      ok: false,
      message:
        "No users exist yet. Set SEED_ADMIN_EMAIL and SEED_ADMIN_PASSWORD (optionally SEED_ADMIN_FIRST_NAME, " +
        "SEED_ADMIN_LAST_NAME, SEED_ADMIN_USER_NAME) to create the first administrator, " +
        "or run `npm run db:seed:demo` to use the demo administrator.",
    };
  }
  if (!z.email().safeParse(email).success) {
    return { ok: false, message: `SEED_ADMIN_EMAIL is not a valid e-mail address: ${email}` };
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    return { ok: false, message: `SEED_ADMIN_PASSWORD must be at least ${MIN_PASSWORD_LENGTH} characters.` };
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    // Sign-in refuses longer passwords (lib/schemas/auth.ts): such an admin could never sign in.
    return { ok: false, message: `SEED_ADMIN_PASSWORD must be at most ${PASSWORD_MAX_LENGTH} characters.` };
  }
  return {
    ok: true,
    fromDemoDefaults: false,
    admin: {
      email,
      password,
      firstName: (firstName ?? "System").slice(0, 80),
      lastName: (lastName ?? "Administrator").slice(0, 80),
      userName: (userName ?? email.split("@")[0] ?? "admin").slice(0, 80),
    },
  };
}

export type SeedAdminOutcome =
  | { status: "exists"; userCount: number }
  | { status: "created"; email: string; userName: string; fromDemoDefaults: boolean }
  | { status: "missing-config"; message: string };

/** Creates the first administrator, only when the users table is empty (SEED_ADMIN_* from `environment`). */
export async function seedFirstAdmin({
  demo,
  db = prisma,
  environment = process.env,
}: {
  demo: boolean;
  db?: Database;
  environment?: Record<string, string | undefined>;
}): Promise<SeedAdminOutcome> {
  const userCount = await db.user.count();
  if (userCount > 0) return { status: "exists", userCount };

  const config = firstAdminFromEnv(environment, { demo });
  if (!config.ok) return { status: "missing-config", message: config.message };

  const { admin } = config;
  const passwordHash = await hashPassword(admin.password);
  await db.user.create({
    data: {
      email: admin.email,
      userName: admin.userName,
      firstName: admin.firstName,
      lastName: admin.lastName,
      passwordHash,
      role: "admin",
      isActive: true,
    },
  });
  return { status: "created", email: admin.email, userName: admin.userName, fromDemoDefaults: config.fromDemoDefaults };
}
