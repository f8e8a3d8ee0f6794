import { ArrowUturnLeftIcon, TrashIcon } from "@heroicons/react/20/solid";
import {
  CheckCircleIcon,
  ClockIcon,
  ExclamationTriangleIcon,
  HandThumbUpIcon,
  HomeIcon,
  InboxIcon,
  KeyIcon,
  LockClosedIcon,
  PaperAirplaneIcon,
  TagIcon,
  XCircleIcon,
} from "@heroicons/react/16/solid";
import {
  BuildingOffice2Icon,
  BuildingOfficeIcon,
  HomeIcon as HomeOutlineIcon,
  HomeModernIcon,
  MapIcon,
  PhotoIcon,
} from "@heroicons/react/24/outline";
import type { ComponentType, SVGProps } from "react";
import type { SpriteIconName } from "./sprite-icon";

const ICONS: Record<SpriteIconName, ComponentType<SVGProps<SVGSVGElement>>> = {
  key: KeyIcon,
  home: HomeIcon,
  tag: TagIcon,
  lock: LockClosedIcon,
  "thumb-up": HandThumbUpIcon,
  clock: ClockIcon,
  "x-circle": XCircleIcon,
  "check-circle": CheckCircleIcon,
  warning: ExclamationTriangleIcon,
  inbox: InboxIcon,
  "paper-airplane": PaperAirplaneIcon,
  trash: TrashIcon,
  reverse: ArrowUturnLeftIcon,
  "property-house": HomeOutlineIcon,
  "property-villa": HomeModernIcon,
  "property-apartment": BuildingOffice2Icon,
  "property-office": BuildingOfficeIcon,
  "property-land": MapIcon,
  "property-unknown": PhotoIcon,
};

/**
 * The sprite every <SpriteIcon> points into, rendered once per page by the
 * console layout (a server component: the paths are markup, not code). Each
 * icon keeps its own viewBox inside its <symbol> and scales to the reference.
 */
export function IconSprite() {
  return (
    <svg aria-hidden="true" className="hidden">
      {Object.entries(ICONS).map(([name, Icon]) => (
        <symbol key={name} id={`icon-${name}`}>
          <Icon />
        </symbol>
      ))}
    </svg>
  );
}
