import { z } from "zod";
import "./zod-config";
import { PASSWORD_MAX_LENGTH } from "./user";

/**
 * Sign-in (SPEC §5): e-mail and password are required; no other rule but
 * lengths no account can have (a password is set with at most 128
 * characters), so nothing over-long reaches the throttle or argon2. The API
 * and next-auth's credentials callback both parse with it.
 */
export const signInSchema = z.object({
  email: z.string({ error: "E-mail is required." }).trim().min(1, "E-mail is required.").max(254, "E-mail is too long."),
  password: z.string({ error: "Password is required." }).min(1, "Password is required.").max(PASSWORD_MAX_LENGTH, "Password is too long."),
});

export type SignInInput = z.infer<typeof signInSchema>;
