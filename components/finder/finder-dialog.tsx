"use client";

import { useTranslations } from "next-intl";
import { useLayoutEffect, useRef, useState } from "react";
import { AddCondition } from "./add-condition";
import { firstShown } from "./finder-fields";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { WindowDialog, WindowDialogBody, WindowDialogFooter } from "@/components/ui/window-dialog";
import type { Criterion, SearchEntity, SearchFieldDefinition } from "@/lib/schemas/search";
import { criteriaFromRows, EMPTY_ROW, rowProblem, rowsFromCriteria, type FinderRows } from "./finder-criteria";
import { FinderRowControls, finderValueId } from "./finder-row";
import { SavedFilters } from "./saved-filters";
import { useSearchFields } from "./use-finder-data";

/**
 * The Finder dialog (PRODUCT.md#finder, DESIGN "Finder dialog"): 540 px, titled by its
 * list, one row per searchable field of GET /search/fields/{entity}, saved
 * filters on top. It opens with the rows that hold a condition and the list's
 * most used fields (finder-fields.ts); **Add condition** adds any other row.
 * Typing a value gives its row the field's most used operator; Enter goes on
 * to the next row's value (from the last, it opens Add condition); SEARCH or
 * Ctrl+Enter hands the criteria of the rows with an operator to the list.
 */
export function FinderDialog({
  open,
  onClose,
  title,
  entity,
  criteria,
  onApply,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  entity: SearchEntity;
  criteria: readonly Criterion[];
  onApply: (criteria: Criterion[]) => void;
}) {
  const { fields, error } = useSearchFields(entity, open);
  const t = useTranslations("finder.dialog");
  return (
    <WindowDialog open={open} onClose={onClose} title={title} width="finder">
      {fields ? (
        <FinderForm
          key={JSON.stringify(criteria)}
          entity={entity}
          fields={fields}
          criteria={criteria}
          onApply={onApply}
          onClose={onClose}
        />
      ) : (
        <WindowDialogBody>
          {error ? (
            <p role="alert" className="py-6 text-center text-sm text-slate-600">
              {t("loadFailed")}
            </p>
          ) : (
            <p className="flex items-center justify-center gap-2 py-10 text-sm text-slate-600">
              <Spinner diameter={16} label={null} /> {t("loading")}
            </p>
          )}
        </WindowDialogBody>
      )}
    </WindowDialog>
  );
}

function FinderForm({
  entity,
  fields,
  criteria,
  onApply,
  onClose,
}: {
  entity: SearchEntity;
  fields: SearchFieldDefinition[];
  criteria: readonly Criterion[];
  onApply: (criteria: Criterion[]) => void;
  onClose: () => void;
}) {
  const t = useTranslations("finder");
  const [rows, setRows] = useState<FinderRows>(() => rowsFromCriteria(fields, criteria));
  const [shown, setShown] = useState<string[]>(() => firstShown(entity, fields, rows));
  const [focusOn, setFocusOn] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  // A row reached by Enter or added by Add condition: its value takes the focus once it is drawn.
  useLayoutEffect(() => {
    if (focusOn) document.getElementById(finderValueId(focusOn))?.focus();
  }, [focusOn, shown]);
  const shownFields = fields.filter((field) => shown.includes(field.field));
  const next = (name: string) => {
    const after = shownFields[shownFields.findIndex((field) => field.field === name) + 1];
    if (after) {
      setFocusOn(null);
      document.getElementById(finderValueId(after.field))?.focus();
    } else {
      addRef.current?.click(); // the last row: open Add condition
    }
  };
  const problems = Object.fromEntries(fields.map((field) => [field.field, rowProblem(field, rows[field.field] ?? EMPTY_ROW)]));
  const hasProblems = Object.values(problems).some(Boolean);

  /** The rows' criteria, or null (and the problems shown) when a row is not complete. */
  const collect = () => {
    setChecked(true);
    return hasProblems ? null : criteriaFromRows(fields, rows);
  };
  const search = () => {
    const next = collect();
    if (next) onApply(next);
  };

  return (
    <form
      ref={formRef}
      noValidate
      onKeyDownCapture={(event) => {
        if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
          event.preventDefault();
          event.stopPropagation();
          formRef.current?.requestSubmit();
        }
      }}
      className="flex min-h-0 flex-1 flex-col"
      onSubmit={(event) => {
        event.preventDefault();
        search();
      }}
    >
      <WindowDialogBody>
        <SavedFilters entity={entity} criteriaToSave={collect} onApply={onApply} />
        <fieldset>
          <legend className="sr-only">{t("dialog.conditions")}</legend>
          <div className="space-y-3 sm:space-y-2">
            {shownFields.map((field) => (
              <FinderRowControls
                key={field.field}
                field={field}
                row={rows[field.field]}
                problem={checked && problems[field.field] ? t(`problems.${problems[field.field]!}`) : null}
                onChange={(row) => setRows((current) => ({ ...current, [field.field]: row }))}
                onEnter={() => next(field.field)}
              />
            ))}
          </div>
        </fieldset>
        <AddCondition
          buttonRef={addRef}
          fields={fields.filter((field) => !shown.includes(field.field))}
          onAdd={(name) => {
            setShown((current) => [...current, name]);
            setFocusOn(name);
          }}
        />
      </WindowDialogBody>
      {/* Inside the form: SEARCH, or Ctrl+Enter anywhere in it. */}
      <WindowDialogFooter>
        <Button
          variant="ghost"
          onClick={() => {
            setRows({});
            setShown(firstShown(entity, fields, {}));
            setFocusOn(null);
            setChecked(false);
          }}
        >
          {t("dialog.clear")}
        </Button>
        <span className="flex-1" />
        <Button variant="secondary" className="uppercase" onClick={onClose}>
          {t("dialog.cancel")}
        </Button>
        <Button type="submit" className="uppercase">
          {t("dialog.search")}
        </Button>
      </WindowDialogFooter>
    </form>
  );
}
