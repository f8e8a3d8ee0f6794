"use client";

import type { Ref } from "react";

/**
 * The file input behind a "Choose…" button or a drop zone: out of sight and
 * not a tab stop of its own (the button is, and shows focus). It hands over
 * the chosen files and clears itself, so choosing the same file again still
 * reports a change. Without a `label` it is hidden from assistive technology
 * too (the button names the action).
 */
export function HiddenFileInput({
  ref,
  accept,
  multiple = false,
  label,
  id,
  testId,
  onFiles,
}: {
  ref: Ref<HTMLInputElement>;
  accept: string;
  multiple?: boolean;
  label?: string;
  id?: string;
  testId?: string;
  onFiles: (files: File[]) => void;
}) {
  return (
    <input
      ref={ref}
      id={id}
      type="file"
      multiple={multiple}
      accept={accept}
      className="sr-only"
      tabIndex={-1}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-testid={testId}
      onChange={(event) => {
        const files = Array.from(event.target.files ?? []);
        event.target.value = "";
        if (files.length > 0) onFiles(files);
      }}
    />
  );
}
