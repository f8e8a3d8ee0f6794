"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useForm, type Resolver } from "react-hook-form";
import { FormActions } from "@/components/forms/form-actions";
import { FormSection } from "@/components/forms/form-section";
import { LanguageField } from "@/components/forms/language-field";
import { CreatedPanel, UpdatedPanel } from "@/components/forms/saved-panel";
import { registerOrUpdate, SAVE_FORM_OPTIONS, saveTexts, useSaveFlow } from "@/components/forms/use-save-flow";
import { CheckboxField, SelectField, TextField } from "@/components/ui/text-field";
import { useToast } from "@/components/ui/toasts";
import { ROLE_LABELS, ROLES } from "@/lib/domain/enums";
import type { Language } from "@/lib/i18n/languages";
import { userFormSchema, type UserInfo } from "@/lib/schemas/user";

const USER_SAVE_FAILED = "Problem sumitting users details. Contact your system administrator for assistance";

interface UserFormValues {
  userName: string;
  password: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  isActive: boolean;
  language: Language;
}

/** A new user's values: every box empty, enabled, in the agency's language. */
const emptyValues = (language: Language): UserFormValues => ({
  userName: "",
  password: "",
  firstName: "",
  lastName: "",
  email: "",
  role: "",
  isActive: true,
  language,
});

/** PRODUCT.md#users: the password is removed when a user is loaded for editing. */
function valuesOf(user: UserInfo): UserFormValues {
  return {
    userName: user.userName,
    password: "",
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    isActive: user.isActive,
    language: user.language,
  };
}

/**
 * Create (no user given) or update a user with the API's schema, through the
 * one save flow; the 'Operation Successful' panel afterwards. A new user's language starts as the agency's
 * (`agencyLanguage`, from the page).
 */
export function UserForm({ user, agencyLanguage }: { user?: UserInfo; agencyLanguage: Language }) {
  const router = useRouter();
  const toast = useToast();
  const blank = emptyValues(agencyLanguage);
  const form = useForm<UserFormValues>({
    ...SAVE_FORM_OPTIONS,
    resolver: zodResolver(userFormSchema(user ? "update" : "create")) as unknown as Resolver<UserFormValues>,
    defaultValues: user ? valuesOf(user) : blank,
  });
  const { attachForm, onSubmit, saved, startAnother } = useSaveFlow<UserFormValues, UserFormValues, UserInfo>({
    form,
    texts: saveTexts("user", Boolean(user), USER_SAVE_FAILED),
    // PRODUCT.md#users: the password is set when the user is created, never by this form afterwards.
    request: ({ password, ...fields }) => registerOrUpdate("/users", user?._id, user ? fields : { ...fields, password }),
    revalidate: ["/users"],
    onSaved: () => {
      // The success message (PRODUCT.md#messages) as well as the panel; the refresh updates the shell's own name and picture.
      toast.success(user ? "User Updated" : "User Created");
      router.refresh();
    },
  });

  if (saved) {
    return user ? (
      <UpdatedPanel message="User account updated." viewHref={`/users/view/${saved._id}`} />
    ) : (
      <CreatedPanel
        message="User account created."
        another="CREATE ANOTHER USER"
        onAnother={() => startAnother(blank)}
        closeHref="/users"
      />
    );
  }

  const errors = form.formState.errors;
  const field = (name: Exclude<keyof UserFormValues, "isActive">) => ({
    id: name,
    error: errors[name]?.message,
    ...form.register(name),
  });

  return (
    <form ref={attachForm} onSubmit={onSubmit} noValidate className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <FormSection legend="Sign-in" className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
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
      </FormSection>
      <FormSection legend="Person" className="mt-8 grid gap-x-6 gap-y-5 sm:grid-cols-2">
        <TextField label="First name" required autoComplete="off" {...field("firstName")} />
        <TextField label="Last name" required autoComplete="off" {...field("lastName")} />
        <TextField label="E-mail address" required type="email" autoComplete="off" {...field("email")} />
        <SelectField
          label="Role"
          required
          placeholder="Choose a role"
          options={ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
          {...field("role")}
        />
        <LanguageField hint="The language of the e-mail the console sends them." {...field("language")} />
        <CheckboxField label="Enable this user" fieldClassName="sm:col-span-2" {...form.register("isActive")} />
      </FormSection>
      <FormActions cancelHref="/users" submitLabel={user ? "UPDATE USER" : "CREATE USER"} />
    </form>
  );
}
