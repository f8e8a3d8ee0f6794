"use client";

import { ArrowDownTrayIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import { LIGHTBOX_PICTURE_CLASS, Lightbox } from "@/components/ui/lightbox";
import { documentContentUrl } from "@/lib/domain/documents";
import type { DocumentDto } from "@/lib/schemas/document";

/** A record's pictures in the lightbox: the stored file opened inline, with Download. */
export function DocumentLightbox({ pictures, startId, onClose }: { pictures: DocumentDto[]; startId: string; onClose: () => void }) {
  const t = useTranslations("documents.lightbox");
  return (
    <Lightbox
      items={pictures}
      startId={startId}
      onClose={onClose}
      title={(picture) => picture.title}
      picture={(picture) => (
        // eslint-disable-next-line @next/next/no-img-element -- a private, signed-in file: not for the image optimiser
        <img src={documentContentUrl(picture._id, { inline: true })} alt={picture.title} className={LIGHTBOX_PICTURE_CLASS} />
      )}
      caption={(picture, index) =>
        pictures.length > 1 ? t("captionOf", { index: index + 1, count: pictures.length, name: picture.fileName }) : picture.fileName
      }
      action={(picture) => (
        <a
          href={documentContentUrl(picture._id)}
          download={picture.fileName}
          className="inline-flex h-10 items-center gap-1.5 rounded-lg px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <ArrowDownTrayIcon className="size-4" aria-hidden="true" />
          {t("download")}
        </a>
      )}
    />
  );
}
