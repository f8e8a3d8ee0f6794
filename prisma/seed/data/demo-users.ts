/**
 * The demo sign-ins (`npm run db:seed:demo`). Pure data, no database imports,
 * so tests can import the demo credentials cheaply.
 */
import type { Role } from "@/lib/domain/enums";

export interface DemoCredentials {
  email: string;
  password: string;
}

/** The demo administrator; also the first admin when `--demo` runs without SEED_ADMIN_EMAIL. */
export const DEMO_ADMIN = { email: "admin@agency.test", password: "Admin123!demo" } as const satisfies DemoCredentials;

/** The main demo property specialist (manages the largest share of listings). */
export const DEMO_SPECIALIST = {
  email: "maria.specialist@agency.test",
  password: "Specialist123!demo",
} as const satisfies DemoCredentials;

export interface DemoUser extends DemoCredentials {
  userName: string;
  firstName: string;
  lastName: string;
  role: Role;
}

export const DEMO_ADMIN_USER: DemoUser = {
  ...DEMO_ADMIN,
  userName: "admin",
  firstName: "Alicia",
  lastName: "Joseph",
  role: "admin",
};

/** Specialists; the first is DEMO_SPECIALIST. All share its password. */
export const DEMO_SPECIALIST_USERS: readonly DemoUser[] = [
  { ...DEMO_SPECIALIST, userName: "maria.charles", firstName: "Maria", lastName: "Charles", role: "property-specialist" },
  {
    email: "devon.specialist@agency.test",
    password: DEMO_SPECIALIST.password,
    userName: "devon.griffith",
    firstName: "Devon",
    lastName: "Griffith",
    role: "property-specialist",
  },
  {
    email: "keisha.specialist@agency.test",
    password: DEMO_SPECIALIST.password,
    userName: "keisha.alleyne",
    firstName: "Keisha",
    lastName: "Alleyne",
    role: "property-specialist",
  },
  {
    email: "andre.specialist@agency.test",
    password: DEMO_SPECIALIST.password,
    userName: "andre.st-rose",
    firstName: "Andre",
    lastName: "St. Rose",
    role: "property-specialist",
  },
];

/** A second administrator (the office manager), so the users list has more than one admin. */
export const DEMO_OFFICE_MANAGER_USER: DemoUser = {
  email: "jerome.admin@agency.test",
  password: DEMO_ADMIN.password,
  userName: "jerome.alexander",
  firstName: "Jerome",
  lastName: "Alexander",
  role: "admin",
};

export const DEMO_USERS: readonly DemoUser[] = [DEMO_ADMIN_USER, DEMO_OFFICE_MANAGER_USER, ...DEMO_SPECIALIST_USERS];
