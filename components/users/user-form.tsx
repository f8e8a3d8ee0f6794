"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { useSWRConfig } from "swr";
import { Button, ButtonLink } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { useDialogs } from "@/components/ui/dialogs";
import { FormOverlay, hiddenOverlay, type OverlayState } from "@/components/ui/form-overlay";
import { SuccessPanel } from "@/components/ui/success-panel";
import { Field, inputClasses, TextField } from "@/components/ui/text-field";
import { useToast } from "@/components/ui/toasts";
import { apiFetch, ApiRequestError } from "@/lib/client/api";
import { INVALID_FORM_ALERT } from "@/lib/client/messages";
import { ROLE_LABELS, ROLES } from "@/lib/domain/enums";
import { userFormSchema, type UserInfo } from "@/lib/schemas/user";

export const USER_SAVE_FAILED = "Problem sumitting users details. Contact your system administrator for assistance";
export const CREATE_USER_CONFIRMATION = "Would you like to create this new user?";
export const UPDATE_USER_CONFIRMATION = "Would you like to save the details for this user?";

interface UserFormValues {
  userName: string;
  password: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  isActive: boolean;
}

const EMPTY: UserFormValues = { userName: "", password: "", firstName: "", lastName: "", email: "", role: "", isActive: true };

/** SPEC §3: the password is removed when a user is loaded for editing. */
function valuesOf(user: UserInfo): UserFormValues {
  return {
    userName: user.userName,
    password: "",
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    isActive: user.isActive,
  };
}

/**
 * Create (no user given) or update a user. The same schema as the API; a
 * confirmation before every save; the overlay while saving; the 'Operation
 * Successful' panel afterwards.
 */
export function UserForm({ user }: { user?: UserInfo }) {
  const mode = user ? "update" : "create";
  const router = useRouter();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const { confirm, alert } = useDialogs();
  const [overlay, setOverlay] = useState<OverlayState>(hiddenOverlay);
  const [saved, setSaved] = useState<UserInfo | null>(null);

  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<UserFormValues>({
    resolver: zodResolver(userFormSchema(mode)) as unknown as Resolver<UserFormValues>,
    defaultValues: user ? valuesOf(user) : EMPTY,
    mode: "onTouched",
  });

  const save = async (values: UserFormValues) => {
    const question = user ? UPDATE_USER_CONFIRMATION : CREATE_USER_CONFIRMATION;
    if (!(await confirm({ title: "Confirm", message: question, tone: "info" }))) return;

    setOverlay({ kind: "busy", message: user ? "Saving user details..." : "Creating user account..." });
    try {
      const { password, ...fields } = values;
      const { data } = user
        ? await apiFetch<UserInfo>("/users/update", { method: "PUT", body: { ...fields, _id: user._id } })
        : await apiFetch<UserInfo>("/users/register", { method: "POST", body: { ...fields, password } });
      await mutate((key) => typeof key === "string" && key.startsWith("/users"));
      setOverlay(hiddenOverlay);
      setSaved(data);
      toast.success(user ? "User Updated" : "User Created");
      router.refresh();
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) return;
      console.error("User save failed", error);
      if (error instanceof ApiRequestError && error.fieldErrors) {
        for (const [field, messages] of Object.entries(error.fieldErrors)) {
          if (field in EMPTY) setError(field as keyof UserFormValues, { message: messages[0] });
        }
      }
      const detail = error instanceof ApiRequestError && error.status >= 400 && error.status < 500 ? error.message : undefined;
      setOverlay({ kind: "error", title: "Oops!", message: USER_SAVE_FAILED, detail });
    }
  };

  const onInvalid = () => void alert({ title: INVALID_FORM_ALERT.title, message: INVALID_FORM_ALERT.message, tone: "warning" });

  if (saved) {
    return user ? (
      <SuccessPanel message="User account updated.">
        <ButtonLink href={`/users/view/${saved._id}`}>OK</ButtonLink>
      </SuccessPanel>
    ) : (
      <SuccessPanel message="User account created.">
        <Button
          variant="secondary"
          onClick={() => {
            reset(EMPTY);
            setSaved(null);
          }}
        >
          CREATE ANOTHER USER
        </Button>
        <ButtonLink href="/users">CLOSE</ButtonLink>
      </SuccessPanel>
    );
  }

  const field = (name: Exclude<keyof UserFormValues, "isActive" | "role">) => ({
    id: name,
    error: errors[name]?.message,
    ...register(name),
  });

  return (
    <form
      onSubmit={handleSubmit(save, onInvalid)}
      noValidate
      className="relative rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <fieldset className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
        <legend className="mb-4 text-sm font-semibold text-slate-900">Sign-in</legend>
        <TextField label="User name" required autoComplete="off" spellCheck={false} {...field("userName")} />
        {!user && (
          <TextField
            label="Password"
            required
            type="password"
            autoComplete="new-password"
            hint="At least 8 characters."
            {...field("password")}
          />
        )}
      </fieldset>
      <fieldset className="mt-8 grid gap-x-6 gap-y-5 sm:grid-cols-2">
        <legend className="mb-4 text-sm font-semibold text-slate-900">Person</legend>
        <TextField label="First name" required autoComplete="off" {...field("firstName")} />
        <TextField label="Last name" required autoComplete="off" {...field("lastName")} />
        <TextField label="E-mail address" required type="email" autoComplete="off" {...field("email")} />
        <Field id="role" label="Role" required error={errors.role?.message}>
          <select
            id="role"
            aria-invalid={errors.role ? true : undefined}
            aria-required
            aria-describedby={errors.role ? "role-error" : undefined}
            className={cx(inputClasses(Boolean(errors.role)), "pr-8")}
            {...register("role")}
          >
            <option value="" disabled>
              Choose a role
            </option>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        </Field>
        <label className="flex items-center gap-3 text-sm text-slate-700 sm:col-span-2">
          <input
            type="checkbox"
            className="size-4 rounded border-slate-300 text-brand-600 focus:ring-brand-500"
            {...register("isActive")}
          />
          Enable this user
        </label>
      </fieldset>
      <div className="mt-8 flex justify-end gap-3 border-t border-slate-100 pt-6">
        <ButtonLink variant="secondary" href="/users">
          CANCEL
        </ButtonLink>
        <Button type="submit">{user ? "UPDATE USER" : "CREATE USER"}</Button>
      </div>
      <FormOverlay state={overlay} onDismiss={() => setOverlay(hiddenOverlay)} />
    </form>
  );
}
