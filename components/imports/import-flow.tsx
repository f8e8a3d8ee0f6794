"use client";

import { ArrowDownTrayIcon, ArrowUturnLeftIcon, CheckCircleIcon } from "@heroicons/react/20/solid";
import { useRef, useState } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useDialogs } from "@/components/ui/dialogs";
import { SelectField } from "@/components/ui/text-field";
import { useToast } from "@/components/ui/toasts";
import { API_BASE, ApiRequestError, apiFetch } from "@/lib/client/api";
import { IMPORT_FIELDS, IMPORT_KIND_LABELS, type ImportKind } from "@/lib/domain/import-fields";
import type { DateOrder, DuplicateChoice, ImportCheckDto, ImportDto, ImportMapping } from "@/lib/schemas/import";
import { mutatePrefix } from "@/lib/swr/mutate-prefix";
import { ImportCheckStep } from "./import-check-step";
import { importFailure } from "./import-failure";
import { ImportFileDrop, type DropState } from "./import-file-drop";
import { ImportMappingStep } from "./import-mapping-step";
import { ImportSteps } from "./import-steps";
import { uploadImportFile } from "./upload-import-file";

export const KIND_LIST_HREF: Record<ImportKind, string> = {
  clients: "/clients",
  "service-providers": "/service-providers",
  listings: "/listings",
  "opening-balances": "/accounts",
};

/** The API lists an import changes, revalidated after a commit or an undo. */
export const KIND_API_PREFIXES: Record<ImportKind, string[]> = {
  clients: ["/clients", "/accounts"],
  "service-providers": ["/services/providers"],
  listings: ["/listings", "/clients"],
  "opening-balances": ["/accounts"],
};

interface CommitResult {
  created: number;
  updated: number;
  skipped: number;
  invalid: number;
}

/**
 * The import flow (issue 31): Upload → Map columns → Check (the dry run) →
 * Import. Each step is the server's answer to the one before; nothing is
 * written until Import, and then all valid rows in one transaction.
 */
export function ImportFlow({ kinds, initialKind, limits }: { kinds: ImportKind[]; initialKind: ImportKind; limits: string }) {
  const dialogs = useDialogs();
  const toast = useToast();
  const [kind, setKind] = useState<ImportKind>(initialKind);
  const [drop, setDrop] = useState<DropState | null>(null);
  const [upload, setUpload] = useState<ImportDto | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [check, setCheck] = useState<ImportCheckDto | null>(null);
  const [checking, setChecking] = useState(false);
  const [result, setResult] = useState<CommitResult | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const step = result ? 3 : check ? 2 : upload ? 1 : 0;

  const focusStep = () => requestAnimationFrame(() => headingRef.current?.focus());

  const start = async (file: File) => {
    setDrop({ name: file.name, size: file.size, progress: 0, error: null });
    try {
      const created = await uploadImportFile(file, kind, (progress) => setDrop((state) => (state ? { ...state, progress } : state)));
      setUpload(created);
      setMapping(created.mapping);
      setDrop(null);
      focusStep();
    } catch (error) {
      const message = error instanceof ApiRequestError ? error.message : "The file could not be uploaded.";
      setDrop((state) => (state ? { ...state, error: message } : state));
    }
  };

  const runCheck = async (choices: { mapping?: ImportMapping; dateOrder?: DateOrder | null; duplicates?: DuplicateChoice }) => {
    if (!upload) return;
    setChecking(true);
    try {
      const { data } = await apiFetch<ImportCheckDto>(`/imports/${upload._id}`, {
        method: "PUT",
        body: choices,
        handledStatuses: [400, 409],
      });
      const wasChecking = check !== null;
      setCheck(data);
      if (!wasChecking) focusStep();
    } catch (error) {
      if (error instanceof ApiRequestError && error.status !== 401) {
        await dialogs.alert({ title: "Oops!", message: "The rows could not be checked.", detail: error.message, tone: "warning" });
      }
    } finally {
      setChecking(false);
    }
  };

  const commit = async () => {
    if (!upload || !check) return;
    const rows = check.new + check.updated;
    const outcome = await dialogs.run({
      title: "Import",
      question: (
        <>
          Import {rows.toLocaleString("en-US")} {rows === 1 ? "row" : "rows"} from <strong>{upload.fileName}</strong>?
          {check.invalid > 0 && ` The ${check.invalid.toLocaleString("en-US")} with errors are left out.`}
        </>
      ),
      tone: "info",
      busyText: `Importing ${rows.toLocaleString("en-US")} rows …`,
      task: async () =>
        (await apiFetch<CommitResult>(`/imports/${upload._id}/commit`, { method: "POST", handledStatuses: [409, 422] })).data,
      failureOf: importFailure("Nothing was imported."),
    });
    if (outcome.status !== "done") return;
    setResult(outcome.value);
    toast.success(`Imported ${outcome.value.created} new and ${outcome.value.updated} updated.`);
    await mutatePrefix(["/imports", ...KIND_API_PREFIXES[upload.kind]]);
    focusStep();
  };

  const reset = () => {
    setUpload(null);
    setCheck(null);
    setResult(null);
    setDrop(null);
    setMapping({});
    focusStep();
  };

  return (
    <Card>
      <div className="space-y-6">
        <ImportSteps current={step} />
        <h2 ref={headingRef} tabIndex={-1} className="text-sm font-semibold text-slate-900 focus:outline-none">
          {["Choose a file", "Map the file's columns", "Check the rows", "Imported"][step]}
          {upload && <span className="font-normal text-slate-500"> · {upload.fileName}</span>}
        </h2>

        {step === 0 && (
          <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
            <div className="space-y-4">
              <SelectField
                id="import-kind"
                label="What the file holds"
                placeholder={null}
                options={kinds.map((value) => ({ value, label: IMPORT_KIND_LABELS[value] }))}
                value={kind}
                onChange={(event) => setKind(event.target.value as ImportKind)}
              />
              <div className="space-y-1.5">
                <p className="text-xs font-medium text-slate-700">Template with an example row</p>
                <div className="flex gap-2">
                  {(["csv", "xlsx"] as const).map((format) => (
                    <a
                      key={format}
                      href={`${API_BASE}/imports/template/${kind}?format=${format}`}
                      download
                      className="inline-flex h-10 items-center gap-1.5 rounded-lg bg-white px-3 text-xs sm:h-8 font-semibold text-slate-700 ring-1 ring-slate-300 ring-inset hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
                    >
                      <ArrowDownTrayIcon className="size-4" aria-hidden="true" />
                      {format.toUpperCase()}
                    </a>
                  ))}
                </div>
              </div>
            </div>
            <ImportFileDrop
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              limits={limits}
              state={drop}
              onFile={start}
              onRemove={() => setDrop(null)}
            />
          </div>
        )}

        {step === 1 && upload && (
          <ImportMappingStep
            upload={upload}
            fields={IMPORT_FIELDS[upload.kind]}
            mapping={mapping}
            onChange={setMapping}
            busy={checking}
            onBack={reset}
            onCheck={() => runCheck({ mapping })}
          />
        )}

        {step === 2 && upload && check && (
          <ImportCheckStep
            importId={upload._id}
            check={check}
            busy={checking}
            onChoice={(choices) => runCheck(choices)}
            onBack={() => {
              setCheck(null);
              focusStep();
            }}
            onImport={commit}
          />
        )}

        {step === 3 && upload && result && (
          <div className="space-y-4">
            <p className="flex items-start gap-2 text-sm text-slate-700" role="status">
              <CheckCircleIcon className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
              <span>
                {result.created.toLocaleString("en-US")} created, {result.updated.toLocaleString("en-US")} updated,{" "}
                {result.skipped.toLocaleString("en-US")} skipped
                {result.invalid > 0 && `, ${result.invalid.toLocaleString("en-US")} left out with errors`}. Each record&apos;s History says
                &ldquo;imported from {upload.fileName}&rdquo;; the import can be undone from the list below.
              </span>
            </p>
            <div className="flex flex-wrap gap-2">
              <ButtonLink href={KIND_LIST_HREF[upload.kind]} variant="secondary">
                Open {IMPORT_KIND_LABELS[upload.kind] === "Opening balances" ? "Accounts" : IMPORT_KIND_LABELS[upload.kind]}
              </ButtonLink>
              <Button onClick={reset}>
                <ArrowUturnLeftIcon className="size-4" aria-hidden="true" />
                Import another file
              </Button>
            </div>
          </div>
        )}
      </div>
    </Card>
  );
}
