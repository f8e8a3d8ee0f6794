"use client";

import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import { PlusIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import type { Ref } from "react";
import type { SearchFieldDefinition } from "@/lib/schemas/search";

/**
 * **Add condition**: the fields the Finder does not show yet (DESIGN.md one menu, Headless UI `Menu`). Choosing
 * one adds its row, which then works as every row does (PRODUCT.md#finder: one row per field, one click away). Enter
 * in the last row opens it, so a condition on another field needs no click either.
 */
export function AddCondition({
  fields,
  onAdd,
  buttonRef,
}: {
  fields: readonly SearchFieldDefinition[];
  onAdd: (field: string) => void;
  /** The menu's button: Enter in the last row opens the menu through it. */
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  const t = useTranslations("finder");
  if (fields.length === 0) return null;
  return (
    <Menu as="div" className="relative mt-3">
      <MenuButton
        ref={buttonRef}
        className="inline-flex h-8 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600"
      >
        <PlusIcon className="size-4" aria-hidden="true" />
        {t("addCondition")}
      </MenuButton>
      <MenuItems
        anchor="bottom start"
        className="z-dialog max-h-72 w-60 overflow-y-auto rounded-lg bg-white p-1 shadow-lg ring-1 ring-slate-900/10 [--anchor-gap:4px] focus:outline-none"
      >
        {fields.map((field) => (
          <MenuItem key={field.field}>
            <button
              type="button"
              onClick={() => onAdd(field.field)}
              className="flex w-full rounded-md px-3 py-1.5 text-left text-sm text-slate-700 data-focus:bg-brand-50 data-focus:text-brand-800"
            >
              {field.title}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
