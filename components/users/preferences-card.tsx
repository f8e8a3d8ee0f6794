"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { LanguageField } from "@/components/forms/language-field";
import { SAVE_FORM_OPTIONS, useSaveFlow } from "@/components/forms/use-save-flow";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useToast } from "@/components/ui/toasts";
import { LANGUAGES } from "@/lib/i18n/languages";
import { preferencesSchema, type Preferences } from "@/lib/schemas/user";

const PREFERENCES_PATH = "/users/me/preferences";

/**
 * The person's own preferences (PUT /users/me/preferences) through the one save flow: for now the language of the
 * mail the console sends them. The form stays after a save, with the saved values and a toast.
 */
export function PreferencesCard({ preferences }: { preferences: Preferences }) {
  const t = useTranslations("profile");
  const form = useForm<Preferences>({ ...SAVE_FORM_OPTIONS, resolver: zodResolver(preferencesSchema), defaultValues: preferences });
  const toast = useToast();
  const router = useRouter();
  const { attachForm, onSubmit } = useSaveFlow<Preferences, Preferences, Preferences>({
    form,
    texts: { confirm: t("preferences.confirm"), busy: t("preferences.busy"), failure: t("preferences.failure") },
    request: (body) => ({ method: "PUT", path: PREFERENCES_PATH, body }),
    serverMessageOn: 400,
    onSaved: (saved) => {
      form.reset(saved);
      toast.success(t("preferences.saved", { language: LANGUAGES[saved.language].name }));
      // The console speaks the new language from the next render on: the server renders the page again in it.
      router.refresh();
    },
  });

  return (
    <Card title={t("preferences.title")}>
      <form ref={attachForm} onSubmit={onSubmit} noValidate className="space-y-4">
        <LanguageField
          id="preferences-language"
          hint={t("preferences.languageHint")}
          error={form.formState.errors.language?.message}
          {...form.register("language")}
        />
        <div className="flex justify-end">
          <Button type="submit">{t("preferences.save")}</Button>
        </div>
      </form>
    </Card>
  );
}
