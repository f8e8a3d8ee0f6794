/** The agency's mark (sign-in, the shell, the statement's letterhead, the offline page). */
export { BuildingOffice2Icon as BrandIcon } from "@heroicons/react/24/outline";
