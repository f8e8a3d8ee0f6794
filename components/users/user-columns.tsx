import { fullName } from "@/lib/domain/people";
import type { DataColumn } from "@/components/ui/data-column";
import type { ListSort } from "@/lib/schemas/search";
import { ROLE_LABELS } from "@/lib/domain/enums";
import type { UserInfo } from "@/lib/schemas/user";

/** The users table: name, sign-in name, e-mail, role, and whether they may sign in. */
export const USER_COLUMNS: DataColumn<UserInfo, ListSort<"users">>[] = [
  { id: "name", header: "Name", sort: "firstName", render: (user) => fullName(user) },
  { id: "userName", header: "Username", sort: "userName", priority: 3, render: (user) => user.userName },
  { id: "email", header: "E-mail", sort: "email", priority: 3, fill: true, render: (user) => user.email, text: (user) => user.email },
  {
    id: "role",
    header: "Role",
    sort: "role",
    priority: 2,
    text: (user) => ROLE_LABELS[user.role],
  },
  {
    id: "active",
    header: "Status",
    sort: "isActive",
    render: (user) =>
      user.isActive ? (
        <span className="text-slate-700">Active</span>
      ) : (
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 ring-1 ring-slate-500/25 ring-inset">
          Disabled
        </span>
      ),
  },
];
