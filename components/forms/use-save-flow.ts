"use client";

import { createElement, Fragment, useCallback, useRef, useState, type FormEvent } from "react";
import { get, type FieldErrors, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { useDialogs } from "@/components/ui/dialogs";
import { apiFetch } from "@/lib/client/api";
import { mutatePrefix } from "@/lib/swr/mutate-prefix";
import { formFieldErrors, invalidFieldsOf, invalidFormAlert, saveFailureOf } from "./save-decisions";

/**
 * The one save flow of every form (the fields stay in each form):
 * 'Hold On ...' for an invalid form → the confirmation → the same panel busy
 * while the request runs and the cached lists reload → the saved panel (or
 * `onSaved`), or the failure in the panel with the server's field errors
 * marked on the form. The form keeps every value after a failure, offline
 * included: the person can save again.
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
  /** SPEC §8's failure text. */
  failure: string;
  /** The 'Hold On ...' text for empty required fields (default: SPEC §5's general one). */
  incomplete?: string;
}

/** SPEC §7's pair of writes: POST `${base}/register`, or PUT `${base}/update` with the record's `_id`. */
export function registerOrUpdate(base: string, id: string | undefined, body: object): SaveRequest {
  return id ? { method: "PUT", path: `${base}/update`, body: { ...body, _id: id } } : { method: "POST", path: `${base}/register`, body };
}

/**
 * The texts of a record's save: the confirmation in SPEC §8's words for
 * reminders, for any record ('Would you like to create this new client?',
 * 'Would you like to save the details for this client?'), the busy text, and
 * SPEC §8's failure text for that record.
 */
export function saveTexts(noun: string, isUpdate: boolean, failure: string): SaveTexts {
  return isUpdate
    ? { confirm: `Would you like to save the details for this ${noun}?`, busy: `Saving ${noun} details...`, failure }
    : { confirm: `Would you like to create this new ${noun}?`, busy: `Creating ${noun}...`, failure };
}

export interface SaveFlowOptions<Values extends FieldValues, Output, Saved> {
  form: UseFormReturn<Values, unknown, Output>;
  texts: SaveTexts;
  /** The request that saves the form's validated values. */
  request: (values: Output) => SaveRequest;
  /** SWR key prefixes whose cached lists show what was saved. */
  revalidate?: readonly string[];
  /** Server field names that differ from the form's (e.g. { serviceDueDateTime: "dueDate" }). */
  serverFields?: Readonly<Record<string, Path<Values>>>;
  /** SPEC §8: the status on which the server's message is shown in place of the failure text. */
  serverMessageOn?: 400 | 422;
  /** After a save, besides the saved panel (a toast, a refresh, the parent's callback). */
  onSaved?: (saved: Saved) => void | Promise<void>;
}

export function useSaveFlow<Values extends FieldValues, Output, Saved>({
  form,
  texts,
  request,
  revalidate = [],
  serverFields = {},
  serverMessageOn,
  onSaved,
}: SaveFlowOptions<Values, Output, Saved>) {
  const { run, alert } = useDialogs();
  const formRef = useRef<HTMLFormElement | null>(null);
  const focusFirstField = useRef(false);
  const [saved, setSaved] = useState<Saved | null>(null);

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
        return saveFailureOf(error, { failure: texts.failure, serverMessageOn });
      },
      returnFocus: () => formRef.current?.querySelector<HTMLElement>('[type="submit"]'),
    });
    if (outcome.status !== "done") return;
    setSaved(outcome.value);
    await onSaved?.(outcome.value);
  };

  const onInvalid = (errors: FieldErrors<Values>) => {
    const values = form.getValues();
    const { title, messages } = invalidFormAlert(invalidFieldsOf(errors), (path) => get(values, path), texts.incomplete);
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
    focusFirstField.current = true;
    setSaved(null);
  };

  return { attachForm, onSubmit, saved, startAnother };
}
