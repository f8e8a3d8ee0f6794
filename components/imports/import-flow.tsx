"use client";

import { ArrowDownTrayIcon, ArrowUturnLeftIcon, CheckCircleIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useDialogs } from "@/components/ui/dialogs";
import { Spinner } from "@/components/ui/spinner";
import { SelectField } from "@/components/ui/text-field";
import { useToast } from "@/components/ui/toasts";
import { API_BASE, ApiRequestError, apiFetch } from "@/lib/client/api";
import { IMPORT_FIELDS, type ImportKind } from "@/lib/domain/import-fields";
import type { RecordOption } from "@/components/ui/record-combobox";
import type { DateOrder, DuplicateChoice, ImportCheckDto, ImportDefaults, ImportDto, ImportMapping } from "@/lib/schemas/import";
import { mutatePrefix } from "@/lib/swr/mutate-prefix";
import { ImportCommitProgress, useCommitPolling } from "./import-commit-progress";
import { importFailure } from "./import-failure";
import { ImportFileDrop, type DropState } from "./import-file-drop";
import { ImportSteps } from "./import-steps";
import { uploadImportFile } from "./upload-import-file";
import { defaultsFor, IMPORT_PARAM, KIND_LIST_HREF, KIND_API_PREFIXES, rememberImport, resultOf, type CommitResult } from "./import-kinds";

// The mapping and check steps (Headless UI's combobox and its positioning, ≈ 50 KB gzip) load while the
// file uploads, not with the page: most visits to the page read the history or start from a template.
const loadMappingStep = () => import("./import-mapping-step");
const loadCheckStep = () => import("./import-check-step");
const ImportMappingStep = lazy(() => loadMappingStep().then((module) => ({ default: module.ImportMappingStep })));
const ImportCheckStep = lazy(() => loadCheckStep().then((module) => ({ default: module.ImportCheckStep })));

/**
 * The import flow: Upload → Map columns → Check (the dry run) →
 * Import. Each step is the server's answer to the one before; nothing is
 * written until Import, and then all valid rows in one transaction, by the
 * imports.commit job whose progress the page polls (and finds again after a
 * reload, through `?import=`).
 */
export function ImportFlow({
  kinds,
  initialKind,
  limits,
  role,
}: {
  kinds: ImportKind[];
  initialKind: ImportKind;
  limits: string;
  /** The person's role (which fields every row needs: requiredImportFields). */
  role: string;
}) {
  const t = useTranslations("imports");
  const enums = useTranslations("enums");
  const dialogs = useDialogs();
  const toast = useToast();
  const [kind, setKind] = useState<ImportKind>(initialKind);
  const [drop, setDrop] = useState<DropState | null>(null);
  const [upload, setUpload] = useState<ImportDto | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [defaults, setDefaults] = useState<ImportDefaults>({});
  const [picked, setPicked] = useState<Record<string, RecordOption | null>>({});
  const [check, setCheck] = useState<ImportCheckDto | null>(null);
  const [checking, setChecking] = useState(false);
  const [result, setResult] = useState<CommitResult | null>(null);
  const [importing, setImporting] = useState<ImportDto | null>(null);
  const [commitError, setCommitError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const step = result || importing ? 3 : check ? 2 : upload ? 1 : 0;

  const focusStep = () => requestAnimationFrame(() => headingRef.current?.focus());

  const runCheck = async (
    choices: { mapping?: ImportMapping; defaults?: ImportDefaults; dateOrder?: DateOrder | null; duplicates?: DuplicateChoice },
    of: ImportDto | null = upload,
  ) => {
    if (!of) return;
    setChecking(true);
    try {
      const { data } = await apiFetch<ImportCheckDto>(`/imports/${of._id}`, {
        method: "PUT",
        body: choices,
        handledStatuses: [400, 409],
      });
      const wasChecking = check !== null;
      setCheck(data);
      if (!wasChecking) focusStep();
    } catch (error) {
      if (error instanceof ApiRequestError && error.status !== 401) {
        await dialogs.alert({ title: t("oops"), message: t("flow.checkFailed"), detail: error.message, tone: "warning" });
      }
    } finally {
      setChecking(false);
    }
  };

  /** The job's news: still going, done, or failed (back to the check, with its reason). */
  const follow = async (dto: ImportDto) => {
    if (dto.status === "committing") return setImporting(dto);
    setImporting(null);
    if (dto.status === "uploaded") {
      setCommitError(dto.commitError);
      rememberImport(null);
      await runCheck({}, dto);
      focusStep();
      return;
    }
    setResult(resultOf(dto));
    focusStep();
    if (dto.status === "committed" && importing) {
      toast.success(t("flow.imported", { created: dto.created, updated: dto.updated }));
      await mutatePrefix(["/imports", ...KIND_API_PREFIXES[dto.kind]]);
    }
  };
  useCommitPolling(importing, (dto) => void follow(dto));

  // After a reload: the import of `?import=` as it stands (being imported, done, or back to its check).
  useEffect(() => {
    const id = new URLSearchParams(window.location.search).get(IMPORT_PARAM);
    if (!id) return;
    void (async () => {
      try {
        const { data } = await apiFetch<ImportDto>(`/imports/${id}`, { handledStatuses: [400, 404] });
        setKind(data.kind);
        setUpload(data);
        setMapping(data.mapping);
        setDefaults(data.defaults);
        if (data.status === "uploaded") await follow(data);
        else if (data.status === "committing") setImporting(data);
        else setResult(resultOf(data));
      } catch {
        rememberImport(null);
      }
    })();
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const start = async (file: File) => {
    void loadMappingStep();
    void loadCheckStep();
    setDrop({ name: file.name, size: file.size, progress: 0, error: null });
    try {
      const created = await uploadImportFile(file, kind, (progress) => setDrop((state) => (state ? { ...state, progress } : state)));
      setUpload(created);
      setMapping(created.mapping);
      setDefaults(created.defaults);
      setPicked({});
      setDrop(null);
      focusStep();
    } catch (error) {
      const message = error instanceof ApiRequestError ? error.message : t("flow.uploadFailed");
      setDrop((state) => (state ? { ...state, error: message } : state));
    }
  };

  const commit = async () => {
    if (!upload || !check) return;
    const rows = check.new + check.updated;
    const outcome = await dialogs.run({
      title: t("flow.importTitle"),
      question: (
        <>
          {t.rich("flow.importQuestion", { rows, file: upload.fileName, strong: (chunks) => <strong>{chunks}</strong> })}
          {check.invalid > 0 && t("flow.leftOut", { count: check.invalid })}
        </>
      ),
      tone: "info",
      busyText: t("flow.starting"),
      task: async () => (await apiFetch<ImportDto>(`/imports/${upload._id}/commit`, { method: "POST", handledStatuses: [409, 422] })).data,
      failureOf: importFailure(t("flow.nothingImported"), t),
    });
    if (outcome.status !== "done") return;
    setCommitError(null);
    setImporting(outcome.value);
    rememberImport(upload._id);
    focusStep();
    void mutatePrefix(["/imports"]);
  };

  const reset = () => {
    setUpload(null);
    setCheck(null);
    setResult(null);
    setImporting(null);
    setCommitError(null);
    setDrop(null);
    setMapping({});
    setDefaults({});
    setPicked({});
    rememberImport(null);
    focusStep();
  };

  return (
    <Card>
      <div className="space-y-6">
        <ImportSteps current={step} />
        <h2 ref={headingRef} tabIndex={-1} className="text-sm font-semibold text-slate-900 focus:outline-none">
          {
            [
              t("flow.headings.choose"),
              t("flow.headings.map"),
              t("flow.headings.check"),
              importing ? t("flow.headings.importing") : t("flow.headings.imported"),
            ][step]
          }
          {upload && <span className="font-normal text-slate-500"> · {upload.fileName}</span>}
        </h2>

        {step === 0 && (
          <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
            <div className="space-y-4">
              <SelectField
                id="import-kind"
                label={t("flow.kind")}
                placeholder={null}
                options={kinds.map((value) => ({ value, label: enums(`importKind.${value}`) }))}
                value={kind}
                onChange={(event) => setKind(event.target.value as ImportKind)}
              />
              <div className="space-y-1.5">
                <p className="text-xs font-medium text-slate-700">{t("flow.template")}</p>
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

        <Suspense fallback={<Spinner diameter={20} label={t("flow.loadingStep")} />}>
          {step === 1 && upload && (
            <ImportMappingStep
              upload={upload}
              fields={IMPORT_FIELDS[upload.kind]}
              mapping={mapping}
              onChange={setMapping}
              role={role}
              defaults={defaults}
              picked={picked}
              onDefaultChange={(field, value, option) => {
                setDefaults((current) => ({ ...current, [field]: value }));
                if (option !== undefined) setPicked((current) => ({ ...current, [field]: option }));
              }}
              busy={checking}
              onBack={reset}
              onCheck={() => runCheck({ mapping, defaults: defaultsFor(upload.kind, role, mapping, defaults) })}
            />
          )}

          {step === 2 && upload && check && (
            <ImportCheckStep
              importId={upload._id}
              check={check}
              commitError={commitError}
              busy={checking}
              onChoice={(choices) => runCheck(choices)}
              onBack={() => {
                setCheck(null);
                focusStep();
              }}
              onImport={commit}
            />
          )}
        </Suspense>

        {step === 3 && importing && <ImportCommitProgress importing={importing} />}

        {step === 3 && upload && result && (
          <div className="space-y-4">
            <p className="flex items-start gap-2 text-sm text-slate-700" role="status">
              <CheckCircleIcon className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
              <span>
                {t("flow.result", {
                  created: result.created,
                  updated: result.updated,
                  unchanged: result.unchanged,
                  skipped: result.skipped,
                  invalid: result.invalid,
                  file: upload.fileName,
                })}
              </span>
            </p>
            <div className="flex flex-wrap gap-2">
              <ButtonLink href={KIND_LIST_HREF[upload.kind]} variant="secondary">
                {t(`flow.open.${upload.kind}`)}
              </ButtonLink>
              <Button onClick={reset}>
                <ArrowUturnLeftIcon className="size-4" aria-hidden="true" />
                {t("flow.another")}
              </Button>
            </div>
          </div>
        )}
      </div>
    </Card>
  );
}
