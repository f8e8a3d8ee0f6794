"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormOverlay, hiddenOverlay, type OverlayState } from "@/components/ui/form-overlay";
import { TextField } from "@/components/ui/text-field";
import { ServerUnreachableError, signInWithCredentials } from "@/lib/client/browser-session";
import { INTERCEPTOR_MESSAGES } from "@/lib/client/messages";
import { signInSchema, type SignInInput } from "@/lib/schemas/auth";
import { hardNavigate } from "@/lib/client/hard-navigate";

/**
 * SPEC §2 sign-in: 'Your e-mail', 'Password', SIGN IN. While signing in an
 * overlay shows a spinner and a status; a refused sign-in shows the server's
 * message in a 'Problem' box, an unreachable server an 'Offline' one.
 */
export function SignInForm() {
  const [overlay, setOverlay] = useState<OverlayState>(hiddenOverlay);
  const [showForgotHint, setShowForgotHint] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignInInput>({ resolver: zodResolver(signInSchema), defaultValues: { email: "", password: "" } });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setOverlay({ kind: "busy", message: "Signing in, please wait..." });
    try {
      const problem = await signInWithCredentials(email, password);
      if (problem) {
        setOverlay({ kind: "error", title: "Problem", message: problem });
        return;
      }
      setOverlay({ kind: "busy", message: "Loading your dashboard..." });
      hardNavigate("/dashboard");
    } catch (error) {
      if (!(error instanceof ServerUnreachableError)) throw error;
      setOverlay({ kind: "error", title: "Offline", message: INTERCEPTOR_MESSAGES.offline });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-8 space-y-5">
      <TextField
        id="email"
        label="Your e-mail"
        type="email"
        autoComplete="username"
        autoFocus
        required
        error={errors.email?.message}
        {...register("email")}
      />
      <TextField
        id="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register("password")}
      />
      <Button type="submit" className="h-11 w-full">
        SIGN IN
      </Button>
      <div className="text-center">
        <a
          href="#"
          onClick={(event) => {
            event.preventDefault();
            setShowForgotHint(true);
          }}
          className="text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline"
        >
          Forgot your password?
        </a>
        {showForgotHint && (
          <p className="mt-2 text-xs text-slate-500" role="status">
            Please ask your system administrator to reset your password.
          </p>
        )}
      </div>
      <FormOverlay state={overlay} onDismiss={() => setOverlay(hiddenOverlay)} />
    </form>
  );
}
