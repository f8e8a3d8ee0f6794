"use client";

import { ChipsBox } from "@/components/ui/chips-box";

/**
 * Several values of one Finder condition: Enter only adds a chip (PRODUCT.md#limits:
 * no comma, in the search dialog). Text still typed counts as one more value.
 */
export function ValueChips({
  id,
  label,
  chips,
  text,
  onChange,
  describedBy,
}: {
  id: string;
  label: string;
  chips: string[];
  text: string;
  onChange: (next: { chips: string[]; text: string }) => void;
  describedBy?: string;
}) {
  return (
    <ChipsBox
      id={id}
      label={label}
      chips={chips}
      text={text}
      onChange={onChange}
      describedBy={describedBy}
      placeholder="Type, then Enter"
    />
  );
}
