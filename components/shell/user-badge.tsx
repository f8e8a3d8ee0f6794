"use client";

import { CameraIcon } from "@heroicons/react/20/solid";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { cx } from "@/components/ui/cx";
import { useDialogs } from "@/components/ui/dialogs";
import { Spinner } from "@/components/ui/spinner";
import { useToast } from "@/components/ui/toasts";
import { avatarProblem, readAsDataUrl, readImageDimensions } from "@/components/users/avatar-rules";
import { initials, UserAvatar } from "@/components/users/user-avatar";
import { apiFetch, ApiRequestError } from "@/lib/client/api";
import { PICTURE_ACCEPT, PICTURE_TYPE_MESSAGE } from "@/lib/domain/pictures";
import type { UserInfo } from "@/lib/schemas/user";
import { HiddenFileInput } from "@/components/ui/hidden-file-input";

export { initials };

/**
 * Avatar (the user's picture, or initials) with the greeting. Clicking the
 * avatar picks a new picture: its size and pixel checks run here first
 * (the texts of PRODUCT.md#avatar), then the confirmation, then the upload; the new picture
 * shows at once.
 */
export function UserBadge({ user, collapsed }: { user: UserInfo; collapsed: boolean }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const router = useRouter();
  const toast = useToast();
  const { confirm, alert } = useDialogs();
  const [uploaded, setUploaded] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const picture = uploaded ?? user.picture;
  const t = useTranslations("shell.badge");

  const warn = (message: string, detail?: string) =>
    alert({
      title: t("oops"),
      tone: "warning",
      message: detail ? (
        <>
          <span className="block">{message}</span>
          <span className="mt-2 block text-slate-500">{detail}</span>
        </>
      ) : (
        message
      ),
    });

  const onFile = async (file: File) => {
    const sizeProblem = avatarProblem(file, null);
    if (sizeProblem) return warn(sizeProblem);
    const dimensions = await readImageDimensions(file);
    if (!dimensions) return warn(PICTURE_TYPE_MESSAGE);
    const pixelProblem = avatarProblem(file, dimensions);
    if (pixelProblem) return warn(pixelProblem);

    if (!(await confirm({ title: t("confirm"), message: t("changeAvatarConfirmation"), tone: "info" }))) return;
    setBusy(true);
    try {
      const { data } = await apiFetch<UserInfo>(`/users/${user._id}/update/avatar`, {
        method: "PUT",
        body: { picture: await readAsDataUrl(file) },
      });
      setUploaded(data.picture);
      toast.success(t("pictureUpdated"));
      router.refresh();
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) return;
      console.error("Avatar update failed", error);
      const detail = error instanceof ApiRequestError && error.status === 400 ? error.message : undefined;
      await warn(t("avatarUpdateFailed"), detail);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={cx("flex items-center gap-3", collapsed && "justify-center")}>
      <button
        type="button"
        onClick={() => inputRef.current?.click()}
        disabled={busy}
        // The name begins with what the button shows, the initials, when there is no picture (WCAG 2.5.3).
        aria-label={picture ? t("changePicture") : t("changePictureInitials", { initials: initials(user) })}
        title={t("changePicture")}
        className="group relative shrink-0 rounded-full focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-300 focus-visible:ring-offset-2 focus-visible:ring-offset-brand-950"
      >
        <UserAvatar user={{ ...user, picture }} tone="brand" className="size-12 text-base ring-2 ring-white/20" />
        <span
          aria-hidden="true"
          className={cx(
            "absolute inset-0 flex items-center justify-center rounded-full bg-slate-900/55 text-white transition-opacity",
            busy ? "opacity-100" : "opacity-0 group-hover:opacity-100 group-focus-visible:opacity-100",
          )}
        >
          {busy ? <Spinner diameter={20} className="text-white" label={t("uploadingPicture")} /> : <CameraIcon className="size-5" />}
        </span>
      </button>
      <HiddenFileInput ref={inputRef} accept={PICTURE_ACCEPT} testId="avatar-file" onFiles={([file]) => void onFile(file!)} />
      <div className={collapsed ? "sr-only" : "min-w-0"}>
        <p className="text-xs text-brand-100/70">{t("welcomeBack")}</p>
        {collapsed ? (
          <p className="truncate text-sm font-semibold text-white">
            {user.firstName} {user.lastName}
          </p>
        ) : (
          // The person's own page: their digest and other settings.
          <Link
            href="/profile"
            title={t("yourProfile")}
            className="block truncate rounded-sm text-sm font-semibold text-white hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-300"
          >
            {user.firstName} {user.lastName}
          </Link>
        )}
      </div>
    </div>
  );
}
