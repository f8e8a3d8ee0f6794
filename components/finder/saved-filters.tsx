"use client";

import { BookmarkIcon, PencilIcon, TrashIcon, UsersIcon } from "@heroicons/react/16/solid";
import { useTranslations } from "next-intl";
import { useState, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { inputClasses } from "@/components/ui/text-field";
import { useToast } from "@/components/ui/toasts";
import { apiFetch, ApiRequestError } from "@/lib/client/api";
import { SAVED_FILTER_NAME_MAX, type SavedFilterDto } from "@/lib/schemas/saved-filter";
import type { Criterion, SearchEntity } from "@/lib/schemas/search";
import { useSavedFilters } from "./use-finder-data";

/** Esc inside an inline form cancels that form, not the whole Finder. */
const keepEscape = (cancel: () => void) => (event: KeyboardEvent) => {
  if (event.key === "Escape") {
    event.preventDefault();
    event.stopPropagation();
    cancel();
  }
};

/**
 * Saved filters in the Finder: the caller's own and the team's shared ones,
 * applied with one click; "Save as…" keeps the rows' criteria on the server
 * (optionally shared); the owner or an admin may rename or delete one. The
 * server decides who may (403 otherwise), and its answer is shown here.
 */
export function SavedFilters({
  entity,
  criteriaToSave,
  onApply,
}: {
  entity: SearchEntity;
  /** The dialog's current criteria, or a reason they cannot be saved yet. */
  criteriaToSave: () => Criterion[] | null;
  onApply: (criteria: Criterion[]) => void;
}) {
  const { filters, error: loadError, mutate } = useSavedFilters(entity);
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const t = useTranslations("finder.saved");
  const messageOf = (error: unknown) => (error instanceof ApiRequestError ? error.message : t("changeFailed"));

  const act = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setProblem(null);
    try {
      await work();
      await mutate();
      toast.success(done);
      return true;
    } catch (error) {
      setProblem(messageOf(error));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const save = async (name: string, shared: boolean) => {
    const criteria = criteriaToSave();
    if (!criteria?.length) {
      setProblem(t("chooseCondition"));
      return;
    }
    const ok = await act(
      () =>
        apiFetch("/filters/register", {
          method: "POST",
          body: { entity, name, criteria, shared },
          handledStatuses: [400, 403, 404, 409, 422],
        }),
      t("saved", { name }),
    );
    if (ok) setSaving(false);
  };

  return (
    <section aria-labelledby="saved-filters-title" className="mb-4 border-b border-slate-100 pb-4">
      <div className="flex items-center justify-between gap-2">
        <h3 id="saved-filters-title" className="text-sm font-semibold text-slate-900">
          {t("title")}
        </h3>
        {!saving && (
          <Button variant="ghost" size="sm" onClick={() => setSaving(true)}>
            <BookmarkIcon className="size-4" aria-hidden="true" />
            {t("saveAs")}
          </Button>
        )}
      </div>
      {saving && <SaveForm busy={busy} onSave={save} onCancel={() => setSaving(false)} />}
      {problem && (
        <p role="alert" className="mt-2 rounded-md bg-red-50 px-3 py-2 text-xs text-red-700">
          {problem}
        </p>
      )}
      {loadError && !filters ? (
        <p className="mt-2 text-xs text-slate-500">{t("loadFailed")}</p>
      ) : filters && filters.length === 0 ? (
        !saving && <p className="mt-1 text-xs text-slate-500">{t("none")}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100" aria-label={t("title")}>
          {filters?.map((filter) => (
            <SavedFilterItem
              key={filter._id}
              filter={filter}
              busy={busy}
              onApply={() => onApply(filter.criteria)}
              onRename={(name) =>
                act(
                  () =>
                    apiFetch("/filters/update", { method: "PUT", body: { _id: filter._id, name }, handledStatuses: [400, 403, 404, 409] }),
                  t("renamed", { name }),
                )
              }
              onDelete={() =>
                act(
                  () => apiFetch(`/filters/remove/${filter._id}`, { method: "DELETE", handledStatuses: [403, 404] }),
                  t("deleted", { name: filter.name }),
                )
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function SaveForm({ busy, onSave, onCancel }: { busy: boolean; onSave: (name: string, shared: boolean) => void; onCancel: () => void }) {
  const [name, setName] = useState("");
  const [shared, setShared] = useState(false);
  const t = useTranslations("finder.saved");
  const submit = (event: { preventDefault(): void; stopPropagation(): void }) => {
    event.preventDefault();
    event.stopPropagation(); // the Finder's own form must not search
    if (name.trim()) onSave(name.trim(), shared);
  };
  // A nested <form> is not allowed inside the Finder's form: a div that submits on Enter.
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2 rounded-lg bg-slate-50 p-2" onKeyDown={keepEscape(onCancel)}>
      <input
        autoFocus
        value={name}
        maxLength={SAVED_FILTER_NAME_MAX}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => event.key === "Enter" && submit(event)}
        aria-label={t("name")}
        placeholder={t("name")}
        className={cx(inputClasses(false), "h-9 min-w-0 flex-1 basis-40 py-1")}
      />
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={shared}
          onChange={(event) => setShared(event.target.checked)}
          className="size-4 rounded border-slate-300 text-brand-700 focus:ring-brand-500"
        />
        {t("share")}
      </label>
      <div className="flex gap-2">
        <Button size="sm" disabled={busy || !name.trim()} onClick={submit}>
          {t("save")}
        </Button>
        <Button size="sm" variant="secondary" onClick={onCancel}>
          {t("cancel")}
        </Button>
      </div>
    </div>
  );
}

function SavedFilterItem({
  filter,
  busy,
  onApply,
  onRename,
  onDelete,
}: {
  filter: SavedFilterDto;
  busy: boolean;
  onApply: () => void;
  onRename: (name: string) => Promise<boolean>;
  onDelete: () => Promise<boolean>;
}) {
  const [mode, setMode] = useState<"show" | "rename" | "delete">("show");
  const [name, setName] = useState(filter.name);
  const t = useTranslations("finder.saved");
  const rename = async () => {
    if (name.trim() && name.trim() !== filter.name && (await onRename(name.trim()))) setMode("show");
  };

  if (mode === "rename") {
    return (
      <li className="flex flex-wrap items-center gap-2 py-1.5" onKeyDown={keepEscape(() => setMode("show"))}>
        <input
          autoFocus
          value={name}
          maxLength={SAVED_FILTER_NAME_MAX}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              void rename();
            }
          }}
          aria-label={t("newName", { name: filter.name })}
          className={cx(inputClasses(false), "h-8 min-w-0 flex-1 basis-40 py-1")}
        />
        <Button size="sm" disabled={busy} onClick={() => void rename()}>
          {t("rename")}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setMode("show")}>
          {t("cancel")}
        </Button>
      </li>
    );
  }
  if (mode === "delete") {
    return (
      <li className="flex flex-wrap items-center justify-between gap-2 py-1.5" onKeyDown={keepEscape(() => setMode("show"))}>
        <span className="text-sm text-slate-700">{t("deleteQuestion", { name: filter.name })}</span>
        <span className="flex gap-2">
          <Button size="sm" variant="secondary" autoFocus onClick={() => setMode("show")}>
            {t("cancelUpper")}
          </Button>
          <Button size="sm" variant="danger" disabled={busy} onClick={() => void onDelete()}>
            {t("yes")}
          </Button>
        </span>
      </li>
    );
  }
  return (
    <li className="group flex items-center gap-2 py-1">
      <button
        type="button"
        onClick={onApply}
        className="min-w-0 flex-1 rounded-md px-1 py-1 text-left hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <span className="block truncate text-sm font-medium text-brand-700">{filter.name}</span>
        <span className="flex items-center gap-1 text-xs text-slate-500">
          {filter.shared && <UsersIcon className="size-3.5" aria-hidden="true" />}
          {t("summary", {
            sharing: filter.shared ? (filter.isOwn ? "shared" : "sharedBy") : "own",
            owner: filter.owner.name,
            count: filter.criteria.length,
          })}
        </span>
      </button>
      {filter.canChange && (
        <span className="flex shrink-0 gap-1">
          <Button variant="ghost" size="icon" aria-label={t("renameLabel", { name: filter.name })} onClick={() => setMode("rename")}>
            <PencilIcon className="size-4" aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="icon" aria-label={t("deleteLabel", { name: filter.name })} onClick={() => setMode("delete")}>
            <TrashIcon className="size-4" aria-hidden="true" />
          </Button>
        </span>
      )}
    </li>
  );
}
