import { ExclamationTriangleIcon } from "@heroicons/react/24/outline";

/** The text (PRODUCT.md#messages) for 401/403. */
export const NOT_AUTHORISED = "You are not authorised to perform this request!";

/**
 * Why someone who opened a page their role may not see landed on the
 * dashboard (`/dashboard?denied=<area>`): the text (PRODUCT.md#messages), and which page it was.
 */
export function AccessDeniedNotice({ area }: { area: string | null }) {
  return (
    <div role="alert" className="mb-6 flex gap-3 rounded-lg bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200">
      <ExclamationTriangleIcon className="size-5 shrink-0 text-amber-700" aria-hidden="true" />
      <div>
        <p className="font-semibold">{NOT_AUTHORISED}</p>
        <p className="mt-1">
          {area ? `${area} is for administrators only, so you were brought to the dashboard.` : "You were brought to the dashboard."}
        </p>
      </div>
    </div>
  );
}
