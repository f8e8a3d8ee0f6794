import { AsyncLocalStorage } from "node:async_hooks";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import type { z } from "zod";
import { signInSchema } from "@/lib/schemas/auth";
import { passkeyLoginSchema, secondFactorLoginSchema } from "@/lib/schemas/second-factor";
import { AppError, invalidInput } from "@/server/errors";
import { authSecret } from "@/server/env";
import { clientAddress } from "@/server/auth/client-address";
import { useSecureCookies } from "@/server/auth/session-cookie";
import { revokeSession, SESSION_ABSOLUTE_LIFETIME_MS } from "@/server/auth/sessions";
import { signInWithPassword } from "./password-step";
import { signInWithPasskey } from "./passkey-step";
import { finishSecondFactor } from "./second-step";

/**
 * next-auth carries the browser session: its (encrypted) JWT holds only the id
 * of our server-side session row, which every request checks. next-auth's own
 * session endpoint is not used by the app. Its sign-out ends that row too.
 */

let options: NextAuthOptions | undefined;

/** Built on first use, so a missing production secret fails requests, not `next build`. */
export function authOptions(): NextAuthOptions {
  options ??= buildAuthOptions();
  return options;
}

const buildAuthOptions = (): NextAuthOptions => ({
  secret: authSecret(),
  useSecureCookies,
  session: { strategy: "jwt", maxAge: SESSION_ABSOLUTE_LIFETIME_MS / 1000 },
  pages: { signIn: "/login", error: "/login" },
  providers: [
    CredentialsProvider({
      name: "E-mail",
      credentials: {
        email: { type: "email" },
        password: { type: "password" },
        challengeToken: { type: "text" },
        code: { type: "text" },
        passkey: { type: "text" },
      },
      async authorize(credentials, request) {
        const headers = new Headers(request?.headers as Record<string, string> | undefined);
        const caller = { kind: "browser" as const, ip: clientAddress(headers), userAgent: headers.get("user-agent") };
        try {
          const { user, session } = await browserSignIn(credentials ?? {}, caller);
          return { id: user.id, sessionId: session.id };
        } catch (error) {
          if (error instanceof AppError) refuseSignIn(error);
          throw error;
        }
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user }) {
      if (user && "sessionId" in user) token.sid = user.sessionId as string;
      return token;
    },
    redirect: ({ url, baseUrl }) => sameOriginRedirect(url, baseUrl),
  },
  events: {
    async signOut({ token }) {
      if (typeof token?.sid === "string") await revokeSession(token.sid);
    },
  },
  logger: {
    // Keep credentials and tokens out of the logs: log codes only.
    error: (code) => console.error(`[next-auth] ${code}`),
    warn: (code) => console.warn(`[next-auth] ${code}`),
    debug: () => {},
  },
});

type Caller = { kind: "browser"; ip: string; userAgent: string | null };

/**
 * The browser's sign-in, one form post per step (the API's rules, lib/schemas: nothing over-long reaches
 * the throttle, argon2 or WebAuthn): `email` + `password`; then, for a person with a second factor,
 * `challengeToken` + `code` or `passkey` (JSON); or a `passkey` alone. The password step's "a second step
 * is needed" is a refusal of its own (401 second_factor_required, carrying the token) — no session yet.
 */
async function browserSignIn(fields: Record<string, string | undefined>, caller: Caller) {
  if (fields.challengeToken !== undefined) {
    const input = parseOrRefuse(secondFactorLoginSchema, {
      challengeToken: fields.challengeToken,
      ...(fields.passkey !== undefined ? { passkey: parsePasskeyField(fields.passkey) } : { code: fields.code }),
    });
    return finishSecondFactor(input, caller);
  }
  if (fields.passkey !== undefined) {
    const { response } = parseOrRefuse(passkeyLoginSchema, { response: parsePasskeyField(fields.passkey) });
    return signInWithPasskey(response as unknown as AuthenticationResponseJSON, caller);
  }
  const { email, password } = parseOrRefuse(signInSchema, { email: fields.email, password: fields.password });
  const outcome = await signInWithPassword({ email, password, ...caller });
  if ("secondFactorRequired" in outcome) {
    const { methods, challengeToken, passkeyOptions } = outcome;
    throw new AppError("SECOND_FACTOR_REQUIRED", "Confirm it's you with your second step.", {
      secondFactor: { methods, challengeToken, ...(passkeyOptions ? { passkeyOptions } : {}) },
    });
  }
  return outcome;
}

function parseOrRefuse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalidInput(parsed.error);
  return parsed.data;
}

function parsePasskeyField(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Why the sign-in of the request at hand was refused. next-auth passes on only
 * a thrown error's message (in the URL it answers); server/api/next-auth-route.ts
 * runs next-auth inside `signInRefusals.run(...)` and answers the refusal kept
 * here as the one error body — 400, 401, or 429 with Retry-After, as
 * POST /auth/admin/login does.
 */
export const signInRefusals = new AsyncLocalStorage<{ refusal?: AppError }>();

function refuseSignIn(error: AppError): never {
  const store = signInRefusals.getStore();
  if (store) store.refusal = error;
  throw new Error(error.message);
}

/**
 * Where next-auth may send the browser after sign-in or sign-out: a path on
 * this site, or an absolute URL of this site; anything else — another host,
 * or a value that is not a URL at all (from the form's callbackUrl or the
 * next-auth.callback-url cookie) — is the site's root. next-auth's default
 * throws on an unparsable URL, which answered 500 and, stored in the cookie,
 * broke every later /api/auth call from that browser.
 */
export function sameOriginRedirect(url: string, baseUrl: string): string {
  if (url.startsWith("/") && !url.startsWith("//") && !url.startsWith("/\\")) return `${baseUrl}${url}`;
  try {
    return new URL(url).origin === new URL(baseUrl).origin ? url : baseUrl;
  } catch {
    return baseUrl;
  }
}

/**
 * Whether next-auth accepts a callback URL at all (its own check: an http(s)
 * URL, or a path). next-auth answers any request carrying another — in the
 * query or in its cookie — with a 500, so server/api/next-auth-route.ts drops them first.
 */
export function isUsableCallbackUrl(value: string, baseUrl: string): boolean {
  try {
    return /^https?:$/.test(new URL(value, value.startsWith("/") ? baseUrl : undefined).protocol);
  } catch {
    return false;
  }
}
