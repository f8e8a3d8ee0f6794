import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { AppError } from "@/server/errors";
import { env, authSecret } from "@/server/env";
import { clientAddress } from "./client-address";
import { sessionCookieName } from "./cookies";
import { SESSION_ABSOLUTE_LIFETIME_MS } from "./sessions";
import { signInWithPassword } from "./sign-in";

/**
 * next-auth carries the browser session: its (encrypted) JWT holds only the id
 * of our server-side session row, which every request checks. next-auth's own
 * session endpoint is not used by the app.
 */
export const useSecureCookies = (env().NEXTAUTH_URL ?? "").startsWith("https://");
export const SESSION_COOKIE = sessionCookieName(env().NEXTAUTH_URL);

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
      credentials: { email: { type: "email" }, password: { type: "password" } },
      async authorize(credentials, request) {
        const email = typeof credentials?.email === "string" ? credentials.email : "";
        const password = typeof credentials?.password === "string" ? credentials.password : "";
        if (!email || !password) throw new Error("Please enter your e-mail and password.");
        const headers = new Headers(request?.headers as Record<string, string> | undefined);
        try {
          const { user, session } = await signInWithPassword({
            email,
            password,
            kind: "browser",
            ip: clientAddress(headers),
            userAgent: headers.get("user-agent"),
          });
          return { id: user.id, sessionId: session.id };
        } catch (error) {
          // next-auth hands the message to the sign-in screen's 'Problem' dialog.
          if (error instanceof AppError) throw new Error(error.message);
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
  },
  logger: {
    // Keep credentials and tokens out of the logs: log codes only.
    error: (code) => console.error(`[next-auth] ${code}`),
    warn: (code) => console.warn(`[next-auth] ${code}`),
    debug: () => {},
  },
});
