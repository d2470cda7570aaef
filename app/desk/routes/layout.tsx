import { Form, NavLink, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import type { NotificationStatus } from "../../../domain/desk";
import { formatIst } from "../../../domain/india-time";
import { requireStaff } from "../auth.server";
import { Notice } from "../components/ui";

/** The signed-in desk: header with the staff member's name and the desk's navigation. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { staff, desk } = await requireStaff(request, context);
  // Admins see how notifications are doing; counsellors have nothing to fix there.
  const notifications = staff.role === "admin" ? await desk.notificationStatus() : null;
  return { staff: { id: staff.id, name: staff.name, role: staff.role }, notifications, now: new Date().toISOString() };
}

/**
 * Why staff may not hear about new enquiries: email not configured, a channel failing (with
 * its reason and since when), or notifications given up on. Nothing when all is well.
 */
function NotificationBanner({ status }: { status: NotificationStatus }) {
  const problems: string[] = [];
  if (status.email.state === "off") problems.push("Email notifications are off: set SMTP_URL so new enquiries reach you by email.");
  for (const [label, channel] of [["Email", status.email], ["The webhook", status.webhook]] as const) {
    if (channel.state === "failing") problems.push(`${label} is failing since ${formatIst(channel.since)}: ${channel.reason}. New enquiries wait in the outbox and go out once it works.`);
  }
  if (status.failed > 0) problems.push(`${status.failed} ${status.failed === 1 ? "notification was" : "notifications were"} given up on after 24 hours of retries.`);
  if (problems.length === 0) return null;
  const tone = status.email.state === "off" && problems.length === 1 ? "info" : "error";
  return (
    <Notice tone={tone}>
      <ul className="flex flex-col gap-1">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </Notice>
  );
}

const NAV = [
  { to: "/desk/today", label: "Today" },
  { to: "/desk/leads", label: "Leads" },
  { to: "/desk/leads/new", label: "New lead" },
  { to: "/desk/overview", label: "Overview" },
  { to: "/desk/staff", label: "Staff", admin: true },
  { to: "/desk/privacy", label: "Privacy", admin: true },
  { to: "/desk/audit", label: "Audit log", admin: true },
  { to: "/desk/account", label: "Account" },
];

export default function DeskLayout({ loaderData }: Route.ComponentProps) {
  const { staff } = loaderData;
  return (
    <>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 pt-3 sm:px-6">
          <p className="min-w-0 truncate text-sm">
            <span className="font-bold text-brand-800">Admissions desk</span>
            <span className="text-muted">
              {" "}
              · {staff.name} ({staff.role === "admin" ? "admin" : "counsellor"})
            </span>
          </p>
          <Form method="post" action="/desk/sign-out">
            <button type="submit" name="scope" value="this" className="btn-small whitespace-nowrap text-brand-800 underline-offset-2 hover:underline">
              Sign out
            </button>
          </Form>
        </div>
        <nav aria-label="Desk" className="mx-auto max-w-6xl px-2 sm:px-4">
          <ul className="flex flex-wrap gap-1 py-2">
            {NAV.filter((item) => !item.admin || staff.role === "admin").map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end
                  className={({ isActive }) =>
                    `block rounded-md px-3 py-2 text-sm font-semibold whitespace-nowrap ${
                      isActive ? "bg-brand-700 text-white" : "text-ink hover:bg-slate-100"
                    }`
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-6 outline-none sm:px-6">
        {loaderData.notifications ? <NotificationBanner status={loaderData.notifications} /> : null}
        <Outlet />
      </main>
    </>
  );
}
