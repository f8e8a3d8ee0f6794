"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import useSWR from "swr";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useToast } from "@/components/ui/toasts";
import { apiFetch, ApiRequestError } from "@/lib/client/api";
import { formatClockTime } from "@/lib/i18n/formats";
import { useLanguage } from "@/lib/i18n/use-language";
import type { NotificationSettings } from "@/lib/schemas/notifications";
import type { QueuedMessageDto } from "@/lib/schemas/outbox";
import { READ_DEFAULTS } from "@/lib/swr/read-defaults";

const SETTINGS_PATH = "/users/me/notifications";
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const fetchSettings = async (path: string) => (await apiFetch<NotificationSettings>(path)).data;

/**
 * The person's daily digest (issue 29 §3.3): on or off, and the hour it comes
 * (agency time); each change is saved at once. "Send me a test digest" queues
 * today's digest now, whatever the settings.
 */
export function NotificationSettingsCard({ email, zoneName }: { email: string; zoneName: string }) {
  const t = useTranslations("profile");
  const language = useLanguage();
  const formatHour = (hour: number) => formatClockTime(hour, 0, language);
  const { data, error, mutate } = useSWR(SETTINGS_PATH, fetchSettings, READ_DEFAULTS);
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  const [testing, setTesting] = useState(false);

  const save = async (next: NotificationSettings) => {
    setSaving(true);
    try {
      const { data: saved } = await apiFetch<NotificationSettings>(SETTINGS_PATH, { method: "PUT", body: next, handledStatuses: [400] });
      await mutate(saved, { revalidate: false });
      toast.success(saved.digest ? t("digest.savedOn", { time: formatHour(saved.digestHour) }) : t("digest.savedOff"));
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.status === 400) toast.error(failure.message);
    } finally {
      setSaving(false);
    }
  };

  const sendTest = async () => {
    setTesting(true);
    try {
      await apiFetch<QueuedMessageDto>("/users/me/digest", { method: "POST" });
      toast.success(t("digest.testSent", { email }));
    } catch {
      // the shell has shown the failure
    } finally {
      setTesting(false);
    }
  };

  return (
    <Card title={t("digest.title")}>
      <p className="text-sm text-slate-600">{t("digest.description")}</p>
      {error ? (
        <p className="mt-4 text-sm text-red-700">{t("digest.loadFailed")}</p>
      ) : !data ? (
        <p className="mt-4 flex items-center gap-2 text-sm text-slate-500" role="status">
          <Spinner diameter={16} label={null} /> {t("digest.loading")}
        </p>
      ) : (
        <div className="mt-4 space-y-4">
          <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-900">
            <input
              type="checkbox"
              className="size-5 rounded border-slate-300 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
              checked={data.digest}
              disabled={saving}
              onChange={(event) => void save({ ...data, digest: event.target.checked })}
            />
            {t("digest.toggle")}
          </label>
          <div className="flex flex-wrap items-center gap-3">
            <label htmlFor="digest-hour" className="text-sm text-slate-700">
              {t("digest.hour")}
            </label>
            <select
              id="digest-hour"
              value={data.digestHour}
              disabled={saving || !data.digest}
              aria-describedby="digest-hour-hint"
              onChange={(event) => void save({ ...data, digestHour: Number(event.target.value) })}
              className="h-10 rounded-lg border border-slate-300 bg-white pl-3 pr-8 text-base text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100 disabled:bg-slate-50 disabled:text-slate-500 sm:text-sm"
            >
              {HOURS.map((hour) => (
                <option key={hour} value={hour}>
                  {formatHour(hour)}
                </option>
              ))}
            </select>
            <span id="digest-hour-hint" className="text-xs text-slate-500">
              {t("digest.hourHint", { zone: zoneName, email })}
            </span>
            {saving && <Spinner diameter={16} label={t("digest.saving")} />}
          </div>
          <div className="border-t border-slate-100 pt-4">
            <Button variant="secondary" onClick={sendTest} disabled={testing}>
              {testing && <Spinner diameter={16} label={null} />}
              {t("digest.test")}
            </Button>
          </div>
        </div>
      )}
    </Card>
  );
}
