"use client";

import type { ChangeEvent, FocusEvent } from "react";
import { formatDecimal } from "@/lib/domain/money";
import { TextField } from "./text-field";

type DecimalFieldProps = Omit<Parameters<typeof TextField>[0], "onChange" | "onBlur"> & {
  /** Fixed decimal places (money: 2); without it insignificant zeros are dropped (sizes). */
  places?: number;
  onChange: (event: ChangeEvent<HTMLInputElement>) => unknown;
  onBlur: (event: FocusEvent<HTMLInputElement>) => unknown;
  /** The person typed (not the field regrouping itself): the new text. */
  onEdit?: (text: string) => void;
};

/**
 * A decimal amount or size as people read it: grouped ("13,000.00") once
 * the field is left. The value stays text and may be typed with or without
 * commas; the schema reads both, so what reaches the API is the exact
 * decimal, never a float.
 */
export function DecimalField({ places, onChange, onBlur, onEdit, ...props }: DecimalFieldProps) {
  return (
    <TextField
      inputMode="decimal"
      autoComplete="off"
      className="tabular-nums"
      {...props}
      onChange={(event) => {
        void onChange(event);
        onEdit?.(event.target.value);
      }}
      onBlur={(event) => {
        const grouped = formatDecimal(event.target.value, places);
        if (grouped !== event.target.value) {
          event.target.value = grouped;
          void onChange(event);
        }
        void onBlur(event);
      }}
    />
  );
}
