"use client";

/**
 * Whether now is a bad moment to offer a reload: a dialog is open, or a form
 * holds changes not yet saved (a field whose value differs from the one the
 * page rendered — how react-hook-form's registered fields, like plain ones,
 * keep their starting value in defaultValue / defaultChecked / defaultSelected).
 */
export function pageIsBusy(root: ParentNode = document): boolean {
  return hasOpenDialog(root) || hasUnsavedForm(root);
}

export function hasOpenDialog(root: ParentNode = document): boolean {
  return root.querySelector('[role="dialog"], [role="alertdialog"], dialog[open]') !== null;
}

export function hasUnsavedForm(root: ParentNode = document): boolean {
  for (const form of Array.from(root.querySelectorAll("form"))) {
    for (const element of Array.from(form.elements)) {
      if (element instanceof HTMLInputElement) {
        if (element.type === "checkbox" || element.type === "radio") {
          if (element.checked !== element.defaultChecked) return true;
        } else if (element.type !== "file" && element.type !== "hidden" && element.value !== element.defaultValue) {
          return true;
        }
      } else if (element instanceof HTMLTextAreaElement) {
        if (element.value !== element.defaultValue) return true;
      } else if (element instanceof HTMLSelectElement) {
        if (Array.from(element.options).some((option) => option.selected !== option.defaultSelected)) return true;
      }
    }
  }
  return false;
}
