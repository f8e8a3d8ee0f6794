"use client";

import { useTranslations } from "next-intl";
import { usePathname } from "next/navigation";
import { createElement, Fragment, useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { get, type DefaultValues, type FieldErrors, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { useDialogs } from "@/components/ui/dialogs";
import { useToast } from "@/components/ui/toasts";
import { apiFetch } from "@/lib/client/api";
import { saveDraft, SESSION_ENDING_EVENT, takeDraft } from "@/lib/client/drafts";
import { useDraftOwner } from "./draft-owner";
import { mutatePrefix } from "@/lib/swr/mutate-prefix";
import { formFieldErrors, invalidFieldsOf, invalidFormAlert } from "./save-decisions";
import { useSaveFailureOf } from "./use-save-failure";

/**
 * The one save flow of every form (the fields stay in each form):
 * 'Hold On ...' for an invalid form → the confirmation → the same panel busy
 * while the request runs and the cached lists reload → the saved panel (or
 * `onSaved`), or the failure in the panel with the server's field errors
 * marked on the form. The form keeps every value after a failure, offline
 * included: the person can save again.
 *
 * What the person typed outlives the session (issue 32 §1): when the session
 * ends with the form changed, its values (never a password) are kept as the
 * user's draft of this form (lib/client/drafts.ts); the form opened again by
 * the same user takes them back and says "Restored what you were typing".
 *
 * The form's `useForm` takes `...SAVE_FORM_OPTIONS` so that react-hook-form
 * does not move focus behind the alert; the flow puts focus on the first
 * invalid field once the alert is closed.
 */
export const SAVE_FORM_OPTIONS = { mode: "onTouched", shouldFocusError: false } as const;

export interface SaveRequest {
  method: "POST" | "PUT";
  /** Under /api/v1, e.g. "/clients/register". */
  path: string;
  body: unknown;
}

export interface SaveTexts {
  /** The confirmation, e.g. 'Would you like to create this new client?'. */
  confirm: string;
  /** The status while saving, e.g. 'Creating client...'. */
  busy: string;
  /** The failure text (PRODUCT.md#messages). */
  failure: string;
  /** The 'Hold On ...' text for empty required fields (default: the general one of PRODUCT.md#forms). */
  incomplete?: string;
}

/**
 * A record's save in the shared words (`common.save`): the record ('client', 'service order', ...) and whether it is
 * an edit. The flow words the confirmation and the busy text in the page's language, each a whole sentence.
 */
export interface RecordSaveTexts {
  record: string;
  isUpdate: boolean;
  failure: string;
  incomplete?: string;
}

/** The pair of writes (PRODUCT.md#api): POST `${base}/register`, or PUT `${base}/update` with the record's `_id`. */
export function registerOrUpdate(base: string, id: string | undefined, body: object): SaveRequest {
  return id ? { method: "PUT", path: `${base}/update`, body: { ...body, _id: id } } : { method: "POST", path: `${base}/register`, body };
}

/**
 * The texts of a record's save: the confirmation in the words (PRODUCT.md#messages) for
 * reminders, for any record ('Would you like to create this new client?',
 * 'Would you like to save the details for this client?'), the busy text, and
 * The failure text (PRODUCT.md#messages) for that record.
 */
export function saveTexts(noun: string, isUpdate: boolean, failure: string): RecordSaveTexts {
  return { record: noun, isUpdate, failure };
}

/** A record's name as `common.save`'s messages select it: 'service order' → 'serviceOrder'. */
const recordKey = (noun: string) => noun.replace(/ (\w)/g, (_, letter: string) => letter.toUpperCase());

/** The save's texts in the page's language; `key` names the form's draft in any language. */
function useResolvedSaveTexts(texts: SaveTexts | RecordSaveTexts): SaveTexts & { key: string } {
  const t = useTranslations("common.save");
  if (!("record" in texts)) return { ...texts, key: texts.confirm };
  const record = recordKey(texts.record);
  return {
    confirm: t(texts.isUpdate ? "confirmUpdate" : "confirmCreate", { record }),
    busy: t(texts.isUpdate ? "saving" : "creating", { record }),
    failure: texts.failure,
    incomplete: texts.incomplete,
    key: `${record}|${texts.isUpdate ? "update" : "create"}`,
  };
}

export interface SaveFlowOptions<Values extends FieldValues, Output, Saved> {
  form: UseFormReturn<Values, unknown, Output>;
  /** The form's own sentences in the page's language, or a record's save (`saveTexts`) the flow words itself. */
  texts: SaveTexts | RecordSaveTexts;
  /** The request that saves the form's validated values. */
  request: (values: Output) => SaveRequest;
  /** SWR key prefixes whose cached lists show what was saved. */
  revalidate?: readonly string[];
  /** Server field names that differ from the form's (e.g. { serviceDueDateTime: "dueDate" }). */
  serverFields?: Readonly<Record<string, Path<Values>>>;
  /** PRODUCT.md#messages: the status on which the server's message is shown in place of the failure text. */
  serverMessageOn?: 400 | 422;
  /** After a save, besides the saved panel (a toast, a refresh, the parent's callback). */
  onSaved?: (saved: Saved) => void | Promise<void>;
}

export function useSaveFlow<Values extends FieldValues, Output, Saved>({
  form,
  texts: given,
  request,
  revalidate = [],
  serverFields = {},
  serverMessageOn,
  onSaved,
}: SaveFlowOptions<Values, Output, Saved>) {
  const { run, alert } = useDialogs();
  const words = useTranslations("common.messages");
  const texts = useResolvedSaveTexts(given);
  const failureOf = useSaveFailureOf();
  const formRef = useRef<HTMLFormElement | null>(null);
  const focusFirstField = useRef(false);
  const [saved, setSaved] = useState<Saved | null>(null);
  const toast = useToast();
  const changedSinceSaveRef = useFormDraft(form, `${usePathname()}|${texts.key}`, toast.success);

  /** The form's ref: the flow finds the submit button, invalid fields and the first field through it. */
  const attachForm = useCallback((form: HTMLFormElement | null) => {
    formRef.current = form;
    if (form && focusFirstField.current) {
      focusFirstField.current = false;
      form.querySelector<HTMLElement>("input:not([type=hidden]):not([tabindex='-1']), select, textarea")?.focus();
    }
  }, []);

  const save = async (values: Output) => {
    const outcome = await run({
      question: texts.confirm,
      tone: "info",
      busyText: texts.busy,
      task: async () => {
        const { method, path, body } = request(values);
        // The flow shows 'Offline' itself: one dialog, not the shell's as well.
        const { data } = await apiFetch<Saved>(path, { method, body, handledStatuses: [0] });
        await mutatePrefix(revalidate);
        return data;
      },
      failureOf: (error) => {
        console.error(`${texts.busy.replace(/\.+$/, "")} failed`, error);
        const fieldErrors = (error as { fieldErrors?: Record<string, string[]> }).fieldErrors;
        const hasField = (path: string) => get(form.getValues(), path) !== undefined;
        for (const { field, message } of formFieldErrors(fieldErrors, serverFields, hasField)) {
          form.setError(field as Path<Values>, { type: "server", message });
        }
        return failureOf(error, { failure: texts.failure, serverMessageOn });
      },
      returnFocus: () => formRef.current?.querySelector<HTMLElement>('[type="submit"]'),
    });
    if (outcome.status !== "done") return;
    changedSinceSaveRef.current = false;
    setSaved(outcome.value);
    await onSaved?.(outcome.value);
  };

  const onInvalid = (errors: FieldErrors<Values>) => {
    const values = form.getValues();
    const { title, messages } = invalidFormAlert(
      invalidFieldsOf(errors),
      (path) => get(values, path),
      { holdOn: words("holdOn"), incomplete: words("incomplete") },
      texts.incomplete,
    );
    void alert({
      title,
      message: createElement(
        Fragment,
        null,
        ...messages.map((message) => createElement("span", { key: message, className: "block" }, message)),
      ),
      tone: "warning",
      returnFocus: () => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]'),
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => form.handleSubmit(save, onInvalid)(event);

  /** CREATE ANOTHER: an empty form again, focus on its first field. */
  const startAnother = (values: Values) => {
    form.reset(values);
    changedSinceSaveRef.current = false;
    focusFirstField.current = true;
    setSaved(null);
  };

  return { attachForm, onSubmit, saved, startAnother };
}

/**
 * The form's draft: taken back once when the form opens (the same user, the same page and form), kept when the
 * session ends (SESSION_ENDING_EVENT) if the person changed a field since the form opened or was last saved.
 * Returns that "changed" flag, which the save flow clears after a save.
 */
function useFormDraft<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  formKey: string,
  tell: (message: string) => void,
) {
  const restoredMessage = useTranslations("common.save")("restoredDraft");
  const userId = useDraftOwner();
  const restored = useRef(false);
  const changed = useRef(false);

  useEffect(() => {
    const subscription = form.watch((_values, { type }) => {
      // "change" is the person typing or choosing; setValue and reset have no type.
      if (type === "change") changed.current = true;
    });
    return () => subscription.unsubscribe();
  }, [form]);

  useEffect(() => {
    if (!userId || restored.current) return;
    restored.current = true;
    const draft = takeDraft<Partial<Values>>(userId, formKey);
    if (!draft) return;
    form.reset({ ...form.getValues(), ...draft } as DefaultValues<Values>, { keepDefaultValues: true });
    changed.current = true;
    tell(restoredMessage);
  }, [userId, formKey, form, tell, restoredMessage]);

  useEffect(() => {
    if (!userId) return;
    const keep = () => {
      if (!changed.current) return;
      // Besides fields named like passwords, whatever the page shows as one.
      const secret = new Set([...document.querySelectorAll<HTMLInputElement>("input[type=password]")].map((input) => input.name));
      saveDraft(userId, formKey, form.getValues(), { secret });
    };
    window.addEventListener(SESSION_ENDING_EVENT, keep);
    return () => window.removeEventListener(SESSION_ENDING_EVENT, keep);
  }, [userId, formKey, form]);

  return changed;
}
