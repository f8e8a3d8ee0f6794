"use client";

import { CheckCircleIcon, ExclamationCircleIcon, XMarkIcon } from "@heroicons/react/20/solid";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";

type ToastTone = "success" | "error";
/** A way on from the result ("Open the message" → the Outbox): a link inside the toast, which then stays twice as long. */
export interface ToastLink {
  href: string;
  label: string;
}
interface Toast {
  id: number;
  tone: ToastTone;
  message: string;
  link?: ToastLink;
}

interface ToastApi {
  success(message: string, link?: ToastLink): void;
  error(message: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used inside <ToastProvider>");
  return api;
}

const SHOWN_FOR_MS: Record<ToastTone, number> = { success: 4_000, error: 8_000 };
const MAX_SHOWN = 3;
let nextId = 1;

/**
 * Short, non-blocking notices (DESIGN §3 "Toasts") in the bottom corner, where
 * they cover none of the title bar's buttons; on phones above the pinned form
 * actions. The region is one persistent polite live region (errors are alerts),
 * so every toast added to it is announced.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const t = useTranslations("common.toasts");
  const [toasts, setToasts] = useState<Toast[]>([]);

  const dismiss = useCallback((id: number) => setToasts((items) => items.filter((toast) => toast.id !== id)), []);
  const push = useCallback((tone: ToastTone, message: string, link?: ToastLink) => {
    const id = nextId++;
    setToasts((items) => [...items.filter((toast) => toast.message !== message), { id, tone, message, link }].slice(-MAX_SHOWN));
  }, []);
  const api = useMemo<ToastApi>(() => ({ success: (m, link) => push("success", m, link), error: (m) => push("error", m) }), [push]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section
        aria-label={t("region")}
        aria-live="polite"
        className="pointer-events-none fixed inset-x-4 bottom-4 z-toast flex flex-col-reverse gap-2 sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-96 print:hidden max-sm:[body:has([data-sticky-actions])_&]:bottom-24"
      >
        {/* Newest nearest the corner. */}
        {[...toasts].reverse().map((toast) => (
          <ToastCard key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </section>
    </ToastContext.Provider>
  );
}

/** One toast; its timer pauses while the pointer or focus is on it. */
function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const t = useTranslations("common.toasts");
  const [paused, setPaused] = useState(false);
  const remaining = useRef(SHOWN_FOR_MS[toast.tone] * (toast.link ? 2 : 1));

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, toast.id, onDismiss]);

  return (
    <div
      role={toast.tone === "error" ? "alert" : "status"}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className="pointer-events-auto flex w-full items-start gap-3 rounded-lg bg-white p-4 shadow-lg ring-1 ring-slate-900/10"
    >
      {toast.tone === "success" ? (
        <CheckCircleIcon className="size-5 shrink-0 text-emerald-600" aria-hidden="true" />
      ) : (
        <ExclamationCircleIcon className="size-5 shrink-0 text-red-600" aria-hidden="true" />
      )}
      <p className="flex-1 text-sm text-slate-800">
        {toast.message}
        {toast.link && (
          <>
            {" "}
            <Link
              href={toast.link.href}
              onClick={() => onDismiss(toast.id)}
              className="font-medium whitespace-nowrap text-brand-700 underline hover:text-brand-800"
            >
              {toast.link.label}
            </Link>
          </>
        )}
      </p>
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        className="-m-1 rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-700"
        aria-label={t("dismiss")}
      >
        <XMarkIcon className="size-5" aria-hidden="true" />
      </button>
    </div>
  );
}
