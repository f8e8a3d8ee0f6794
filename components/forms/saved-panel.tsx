"use client";

import { CheckCircleIcon } from "@heroicons/react/24/outline";
import { useTranslations } from "next-intl";
import { useEffect, useRef, type ReactNode } from "react";
import { Button, ButtonLink } from "@/components/ui/button";

/**
 * The 'Operation Successful' panel that replaces a form after a save
 * (PRODUCT.md#forms): the message (e.g. 'Client Created') and the form's next steps
 * (CREATE ANOTHER and CLOSE, or OK). Focus moves to its heading, which
 * holds the message too, so both are read out when it takes focus.
 */
function SavedPanel({ message, children }: { message: string; children: ReactNode }) {
  const t = useTranslations("common.save");
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // After the confirmation dialog has closed and given focus back.
    const frame = requestAnimationFrame(() => headingRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  return (
    <section className="mx-auto max-w-lg rounded-xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-slate-200">
      <CheckCircleIcon className="mx-auto size-12 text-emerald-600" aria-hidden="true" />
      <h2 ref={headingRef} tabIndex={-1} className="mt-4 text-lg font-semibold text-slate-900 focus:outline-none">
        {t("successful")}
        <span className="mt-1 block text-sm font-normal text-slate-600">{message}</span>
      </h2>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
    </section>
  );
}

/** After an edit: the message and OK, which opens the record. */
export function UpdatedPanel({ message, viewHref }: { message: string; viewHref: string }) {
  const t = useTranslations("common.actions");
  return (
    <SavedPanel message={message}>
      <ButtonLink href={viewHref}>{t("ok")}</ButtonLink>
    </SavedPanel>
  );
}

/** After a create: the message, the button that empties the form for another (`another`, its label), and CLOSE. */
export function CreatedPanel({
  message,
  another,
  onAnother,
  closeHref,
}: {
  message: string;
  another: string;
  onAnother: () => void;
  closeHref: string;
}) {
  const t = useTranslations("common.actions");
  return (
    <SavedPanel message={message}>
      <Button variant="secondary" onClick={onAnother}>
        {another}
      </Button>
      <ButtonLink href={closeHref}>{t("close")}</ButtonLink>
    </SavedPanel>
  );
}
