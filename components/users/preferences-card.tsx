"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { LanguageField } from "@/components/forms/language-field";
import { SAVE_FORM_OPTIONS, useSaveFlow } from "@/components/forms/use-save-flow";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useToast } from "@/components/ui/toasts";
import { LANGUAGES } from "@/lib/i18n/languages";
import { preferencesSchema, type Preferences } from "@/lib/schemas/user";

const PREFERENCES_PATH = "/users/me/preferences";

const TEXTS = {
  confirm: "Would you like to save your preferences?",
  busy: "Saving your preferences...",
  failure: "Your preferences could not be saved.",
};

/**
 * The person's own preferences (PUT /users/me/preferences) through the one save flow: for now the language of the
 * mail the console sends them. The form stays after a save, with the saved values and a toast.
 */
export function PreferencesCard({ preferences }: { preferences: Preferences }) {
  const form = useForm<Preferences>({ ...SAVE_FORM_OPTIONS, resolver: zodResolver(preferencesSchema), defaultValues: preferences });
  const toast = useToast();
  const { attachForm, onSubmit } = useSaveFlow<Preferences, Preferences, Preferences>({
    form,
    texts: TEXTS,
    request: (body) => ({ method: "PUT", path: PREFERENCES_PATH, body }),
    serverMessageOn: 400,
    onSaved: (saved) => {
      form.reset(saved);
      toast.success(`Your e-mail will be in ${LANGUAGES[saved.language].name}.`);
    },
  });

  return (
    <Card title="Preferences">
      <form ref={attachForm} onSubmit={onSubmit} noValidate className="space-y-4">
        <LanguageField
          id="preferences-language"
          hint="The language of the e-mail the console sends you."
          error={form.formState.errors.language?.message}
          {...form.register("language")}
        />
        <div className="flex justify-end">
          <Button type="submit">SAVE</Button>
        </div>
      </form>
    </Card>
  );
}
