import { z } from "zod";
import "./zod-config";

/** Sign-in (SPEC §5): e-mail and password are required; no other rule. */
export const signInSchema = z.object({
  email: z.string({ error: "E-mail is required." }).trim().min(1, "E-mail is required.").max(254, "E-mail is too long."),
  password: z.string({ error: "Password is required." }).min(1, "Password is required.").max(1024, "Password is too long."),
});

export type SignInInput = z.infer<typeof signInSchema>;
