"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { hardNavigate } from "@/lib/client/hard-navigate";
import { screenChanged, watchConnection } from "@/lib/client/offline/connection";
import { registerWhenStable, whenAppStable } from "@/lib/client/offline/registration";
import { postToWorker, startOfflineWorker, stopOfflineWorker } from "@/lib/client/offline/worker-client";
import { finishPendingSignOut } from "@/lib/client/sign-out";
import { NewVersionToast } from "./new-version-toast";

/** How often an open console asks whether a new deployment is out (a navigation also asks). */
const CHECK_FOR_UPDATES_EVERY_MS = 30 * 60_000;

/**
 * The offline worker's life in the signed-in shell (docs/OFFLINE.md):
 * registers it by the rule of PRODUCT.md#limits (or removes it when OFFLINE_WORKER is off),
 * keeps each screen reached by client-side navigation, offers a new version,
 * watches the connection for the banner, and finishes a sign-out made offline.
 */
export function OfflineSupport({ workerEnabled }: { workerEnabled: boolean }) {
  const pathname = usePathname();
  const [updateWaiting, setUpdateWaiting] = useState(false);
  const firstScreen = useRef(true);

  useEffect(() => watchConnection(), []);

  useEffect(() => {
    const finish = () => void finishPendingSignOut().then((done) => done && hardNavigate("/login"));
    finish();
    window.addEventListener("online", finish);
    return () => window.removeEventListener("online", finish);
  }, []);

  useEffect(() => {
    if (!workerEnabled) {
      void stopOfflineWorker();
      return;
    }
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    const cancel = registerWhenStable({
      enabled: workerEnabled,
      stable: whenAppStable(),
      register: () => {
        void startOfflineWorker()?.then((worker) => {
          if (stopped) return;
          // The first version takes over this page: keep the page it loaded before.
          worker.addEventListener("controlling", (event) => {
            if (!event.isUpdate) postToWorker({ type: "CACHE_PAGE", url: currentAddress() });
          });
          worker.addEventListener("waiting", () => setUpdateWaiting(true));
          timer = setInterval(() => void worker.update().catch(() => undefined), CHECK_FOR_UPDATES_EVERY_MS);
        });
      },
    });
    return () => {
      stopped = true;
      cancel();
      clearInterval(timer);
    };
  }, [workerEnabled]);

  useEffect(() => {
    if (firstScreen.current) {
      firstScreen.current = false;
      return;
    }
    screenChanged();
    // A client-side navigation fetched only the router's payload: keep the page itself too.
    if (navigator.onLine) postToWorker({ type: "CACHE_PAGE", url: currentAddress() });
  }, [pathname]);

  if (!updateWaiting) return null;
  return (
    <NewVersionToast
      onLater={() => setUpdateWaiting(false)}
      onReload={() => {
        const started = startOfflineWorker();
        if (!started) return window.location.reload();
        void started.then((worker) => {
          worker.addEventListener("controlling", () => window.location.reload());
          worker.messageSkipWaiting();
        });
      }}
    />
  );
}

const currentAddress = () => `${window.location.pathname}${window.location.search}`;
