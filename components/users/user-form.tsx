"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useForm, type Resolver } from "react-hook-form";
import { FormActions } from "@/components/forms/form-actions";
import { FormSection } from "@/components/forms/form-section";
import { LanguageField } from "@/components/forms/language-field";
import { CreatedPanel, UpdatedPanel } from "@/components/forms/saved-panel";
import { registerOrUpdate, SAVE_FORM_OPTIONS, useSaveFlow } from "@/components/forms/use-save-flow";
import { CheckboxField, SelectField, TextField } from "@/components/ui/text-field";
import { useToast } from "@/components/ui/toasts";
import { ROLES } from "@/lib/domain/enums";
import type { Language } from "@/lib/i18n/languages";
import { userFormSchema, type UserInfo } from "@/lib/schemas/user";

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
  const t = useTranslations("users");
  const enums = useTranslations("enums");
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
    texts: user
      ? { confirm: t("form.confirmUpdate"), busy: t("form.busyUpdate"), failure: t("form.saveFailed") }
      : { confirm: t("form.confirmCreate"), busy: t("form.busyCreate"), failure: t("form.saveFailed") },
    // PRODUCT.md#users: the password is set when the user is created, never by this form afterwards.
    request: ({ password, ...fields }) => registerOrUpdate("/users", user?._id, user ? fields : { ...fields, password }),
    revalidate: ["/users"],
    onSaved: () => {
      // The success message (PRODUCT.md#messages) as well as the panel; the refresh updates the shell's own name and picture.
      toast.success(user ? t("form.updatedToast") : t("form.createdToast"));
      router.refresh();
    },
  });

  if (saved) {
    return user ? (
      <UpdatedPanel message={t("form.updated")} viewHref={`/users/view/${saved._id}`} />
    ) : (
      <CreatedPanel message={t("form.created")} another={t("form.another")} onAnother={() => startAnother(blank)} closeHref="/users" />
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
      <FormSection legend={t("form.signIn")} className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
        <TextField label={t("form.userName")} required autoComplete="off" spellCheck={false} {...field("userName")} />
        {!user && (
          <TextField
            label={t("form.password")}
            required
            type="password"
            autoComplete="new-password"
            hint={t("form.passwordHint")}
            {...field("password")}
          />
        )}
      </FormSection>
      <FormSection legend={t("form.person")} className="mt-8 grid gap-x-6 gap-y-5 sm:grid-cols-2">
        <TextField label={t("form.firstName")} required autoComplete="off" {...field("firstName")} />
        <TextField label={t("form.lastName")} required autoComplete="off" {...field("lastName")} />
        <TextField label={t("form.email")} required type="email" autoComplete="off" {...field("email")} />
        <SelectField
          label={t("form.role")}
          required
          placeholder={t("form.rolePlaceholder")}
          options={ROLES.map((role) => ({ value: role, label: enums(`role.${role}`) }))}
          {...field("role")}
        />
        <LanguageField hint={t("form.languageHint")} {...field("language")} />
        <CheckboxField label={t("form.enable")} fieldClassName="sm:col-span-2" {...form.register("isActive")} />
      </FormSection>
      <FormActions cancelHref="/users" submitLabel={user ? t("form.submitUpdate") : t("form.submitCreate")} />
    </form>
  );
}
