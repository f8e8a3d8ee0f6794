import { z } from "zod";
import { DEFAULT_TIME_ZONE } from "@/lib/domain/agency";
import { FALLBACK_LANGUAGE } from "@/lib/i18n/languages";
import { languageSchema } from "@/lib/schemas/language";

/**
 * Every setting the server reads, parsed once. README.md documents each one.
 * Empty strings count as unset so a `.env` line like `DATABASE_URL=` means
 * "use the embedded database".
 */
const emptyAsUnset = (value: unknown) => (value === "" ? undefined : value);
const positiveInt = (fallback: number) => z.preprocess(emptyAsUnset, z.coerce.number().int().positive().default(fallback));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z.preprocess(emptyAsUnset, z.string().optional()),
  /** The longest wait for one PostgreSQL query before the request fails with 503 (a frozen or cut-off server). */
  DATABASE_QUERY_TIMEOUT_MS: positiveInt(5_000),
  PGLITE_DATA_DIR: z.preprocess(emptyAsUnset, z.string().default(".data/pglite")),
  NEXTAUTH_SECRET: z.preprocess(emptyAsUnset, z.string().min(32).optional()),
  NEXTAUTH_URL: z.preprocess(emptyAsUnset, z.string().url().optional()),
  SESSION_IDLE_TIMEOUT_MS: positiveInt(300_000),
  /** Encrypts authenticator-app secrets at rest (AES-256-GCM; any 32+ characters); unset, derived from NEXTAUTH_SECRET. */
  SECOND_FACTOR_KEY: z.preprocess(emptyAsUnset, z.string().min(32, "must be at least 32 characters").optional()),
  APP_TIME_ZONE: z.preprocess(
    emptyAsUnset,
    z.string().default(DEFAULT_TIME_ZONE).refine(isTimeZone, "must be an IANA time zone name, e.g. America/St_Lucia"),
  ),
  /** The agency's language: what new users, owners, tenants and providers start with (lib/i18n/languages.ts). */
  AGENCY_LANGUAGE: z.preprocess(emptyAsUnset, languageSchema.default(FALLBACK_LANGUAGE)),
  /** Sign-in limits (server/auth/login-throttle.ts): failures per (account, address) pair — the strict one… */
  LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP: positiveInt(5),
  /** …per account from every address (a much higher ceiling, so no one address can lock an owner out)… */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: positiveInt(100),
  /** …and per address over every account. */
  LOGIN_MAX_FAILURES_PER_IP: positiveInt(50),
  /** Failures are forgotten this long after the last one; also the longest delay. */
  LOGIN_THROTTLE_WINDOW_SECONDS: positiveInt(900),
  /** The wait after a limit is reached, doubling with each further failure. */
  LOGIN_THROTTLE_FIRST_DELAY_SECONDS: positiveInt(60),
  /** Requests doing picture work at once, and how many more may wait (server/files/picture-queue.ts). */
  PICTURE_PROCESSING_CONCURRENCY: positiveInt(1),
  PICTURE_QUEUE_LENGTH: z.preprocess(emptyAsUnset, z.coerce.number().int().min(0).default(8)),
  /** The largest document a person may upload (issue 30); larger uploads are cut off while streaming with a 413. */
  DOCUMENT_MAX_BYTES: positiveInt(25 * 1024 * 1024),
  TRUST_PROXY_HOPS: z.preprocess(emptyAsUnset, z.coerce.number().int().min(0).default(0)),
  /** Lease alerts: a listing whose current lease ends within this many days shows on the dashboard and the calendar. */
  LEASE_ALERT_DAYS: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).max(366).default(60)),
  /** The offline worker (docs/OFFLINE.md): on/off; unset means on in production, off in development. */
  OFFLINE_WORKER: z.preprocess(emptyAsUnset, z.enum(["on", "off"]).optional()),
  /** Background jobs (server/jobs): off keeps this process from running them (`npm run worker` or the tick does). */
  JOBS_IN_APP: z.preprocess(emptyAsUnset, z.enum(["on", "off"]).default("on")),
  /** Authorises POST /api/v1/jobs/tick (hosts where no process stays up); unset, the route does not exist. */
  JOBS_TICK_SECRET: z.preprocess(emptyAsUnset, z.string().min(32, "must be at least 32 characters").optional()),
  /** Outgoing mail: smtp://user:pass@host:port or smtps://…; unset, messages stay in the Outbox as captured. */
  SMTP_URL: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .refine((value) => /^smtps?:\/\/[^/\s]+/i.test(value), "must be smtp://user:pass@host:port or smtps://…")
      .optional(),
  ),
  /** The From of every message, e.g. `"Blue Horizon Realty" <office@bluehorizonrealty.example>`; unset: the agency's name and e-mail. */
  MAIL_FROM: z.preprocess(emptyAsUnset, z.string().max(300).optional()),
  /** Messages one person may cause in any rolling hour (work orders, statements, test digests); then 429 (server/mail/send-limit.ts). */
  MAIL_SENDS_PER_HOUR: positiveInt(30),
  /** Tries of one message before it is marked failed, and the wait before the first retry (it doubles, up to an hour). */
  MAIL_MAX_ATTEMPTS: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).max(20).default(8)),
  MAIL_RETRY_DELAY_SECONDS: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).max(3600).default(60)),
  /**
   * The day of the month (1–28) on which, at 06:00 agency time, every owner is e-mailed last month's statement
   * (server/statements). Unset: the 1st. Set but empty: no monthly statements.
   */
  STATEMENT_DAY: z.preprocess(
    (value) => (value === undefined ? 1 : typeof value === "string" && value.trim() === "" ? null : value),
    z.coerce.number({ error: "must be a day of the month from 1 to 28, or empty" }).int().min(1).max(28).nullable(),
  ),
  /** Outbox messages older than this many days are deleted by a daily job. */
  OUTBOX_RETENTION_DAYS: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).max(3650).default(180)),
  /** The largest file an import takes (CSV or XLSX), in bytes; a larger upload is cut off with 413 as it streams. */
  IMPORT_MAX_BYTES: z.preprocess(
    emptyAsUnset,
    z.coerce
      .number()
      .int()
      .min(1024)
      .max(200 * 1024 * 1024)
      .default(20 * 1024 * 1024),
  ),
});

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export type ServerEnv = z.infer<typeof envSchema>;

let cached: ServerEnv | undefined;

export function env(): ServerEnv {
  cached ??= parseServerEnv(process.env);
  return cached;
}

/** The settings a set of variables gives, or an error naming every bad one (env() reads process.env once with it). */
export function parseServerEnv(variables: Record<string, string | undefined>): ServerEnv {
  const parsed = envSchema.safeParse(variables);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new Error(`Invalid environment configuration: ${problems}`);
  }
  return parsed.data;
}

/** Whether pages register the offline worker (PRODUCT.md#limits: "registers only when enabled"). */
export function offlineWorkerEnabled(settings: Pick<ServerEnv, "OFFLINE_WORKER" | "NODE_ENV"> = env()): boolean {
  const { OFFLINE_WORKER, NODE_ENV } = settings;
  return OFFLINE_WORKER ? OFFLINE_WORKER === "on" : NODE_ENV === "production";
}

/** The secret that signs browser sessions; required in production. */
export function authSecret(): string {
  const { NEXTAUTH_SECRET, NODE_ENV } = env();
  if (NEXTAUTH_SECRET) return NEXTAUTH_SECRET;
  if (NODE_ENV === "production") {
    throw new Error("NEXTAUTH_SECRET is required in production (32+ random characters, e.g. `openssl rand -base64 32`).");
  }
  return "development-only-secret-not-for-production-use-0123456789";
}
