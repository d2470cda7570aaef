import { Form, Link, NavLink, Outlet, useLocation, useSubmit, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/layout";
import {
  deskLanding,
  LEAD_ROLES,
  ROLE_LABELS,
  worksLeads,
  type NotificationStatus,
  type StaffRole,
} from "#domain/desk.ts";
import { formatIst } from "#domain/india-time.ts";
import { requireStaff } from "#app/desk/auth.server.ts";
import { Notice } from "#app/desk/components/ui.tsx";
import { thisDevicePushEndpoint } from "#app/desk/push-client.ts";
import { keptOnPhone } from "#app/desk/offline/kept-saves.tsx";
import { useSignOutGuard, WaitingSaves } from "#app/desk/offline/waiting.tsx";

/** The signed-in desk: header with the staff member's name and the desk's navigation. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { staff, desk } = await requireStaff(request, context);
  // Admins see how notifications are doing; counsellors have nothing to fix there.
  const [notifications, due] = await Promise.all([
    staff.role === "admin" ? desk.notificationStatus() : null,
    worksLeads(staff.role) ? desk.dueCount(staff.id) : 0,
  ]);
  return {
    staff: { id: staff.id, name: staff.name, role: staff.role },
    notifications,
    due,
    now: new Date().toISOString(),
  };
}

/** A save kept on the phone reached no server: fetching the header's data again would fail the same way. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return keptOnPhone(actionResult) ? false : defaultShouldRevalidate;
}

/**
 * Why staff may not hear about new enquiries: email not configured, a channel failing (with
 * its reason and since when), or notifications given up on. Nothing when all is well.
 */
function NotificationBanner({ status }: { status: NotificationStatus }) {
  const problems: string[] = [];
  if (status.email.state === "off")
    problems.push("Email notifications are off: set SMTP_URL so new enquiries reach you by email.");
  for (const [label, channel] of [
    ["Email", status.email],
    ["The webhook", status.webhook],
    ["Push", status.push],
  ] as const) {
    if (channel.state === "failing")
      problems.push(
        `${label} is failing since ${formatIst(channel.since)}: ${channel.reason}. New enquiries wait in the outbox and go out once it works.`,
      );
  }
  if (status.failed > 0)
    problems.push(
      `${status.failed} ${status.failed === 1 ? "notification was" : "notifications were"} given up on after 24 hours of retries.`,
    );
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

/**
 * The desk's pages and who may open each (the server refuses the rest: auth.server.ts). On a
 * phone the role's tabs are a bar at the bottom and the rest sit under More.
 */
const LEADS: readonly StaffRole[] = LEAD_ROLES;
const ADMIN: readonly StaffRole[] = ["admin"];
const EDITOR: readonly StaffRole[] = ["editor"];

const TABS = [
  { to: "/desk/today", label: "Today", icon: "today", roles: LEADS },
  { to: "/desk/leads", label: "Leads", icon: "leads", roles: LEADS },
  { to: "/desk/leads/new", label: "New", wide: "New lead", icon: "new", roles: LEADS },
  // An editor has no lead pages: the site's content, its photos and their account are their tabs.
  { to: "/desk/content", label: "Content", icon: "content", roles: EDITOR },
  { to: "/desk/photos", label: "Photos", icon: "photos", roles: EDITOR },
  { to: "/desk/launch", label: "Checklist", wide: "Launch checklist", icon: "launch", roles: EDITOR },
  { to: "/desk/account", label: "Account", icon: "account", roles: EDITOR },
] as const;

/** The tab bar's columns by how many it holds (the role's tabs and More), as whole class names for Tailwind. */
const TAB_COLUMNS: Record<number, string> = { 2: "grid-cols-2", 4: "grid-cols-4", 5: "grid-cols-5" };

const MORE = [
  { to: "/desk/overview", label: "Overview", roles: LEADS },
  { to: "/desk/reports", label: "Reports", roles: LEADS },
  { to: "/desk/import", label: "Import", roles: ADMIN },
  { to: "/desk/content", label: "Site content", roles: ADMIN },
  { to: "/desk/photos", label: "Photos", roles: ADMIN },
  { to: "/desk/staff", label: "Staff", roles: ADMIN },
  { to: "/desk/allocation", label: "Allocation", roles: ADMIN },
  { to: "/desk/privacy", label: "Privacy", roles: ADMIN },
  { to: "/desk/audit", label: "Audit log", roles: ADMIN },
  { to: "/desk/launch", label: "Launch checklist", roles: ADMIN },
  { to: "/desk/account", label: "Account", roles: LEADS },
] as const;

/** What one role's navigation shows: only the pages it may open. */
function deskNavigation(role: StaffRole) {
  return {
    tabs: TABS.filter((item) => item.roles.includes(role)),
    more: MORE.filter((item) => item.roles.includes(role)),
  };
}

const ICONS: Record<(typeof TABS)[number]["icon"] | "more", string> = {
  today:
    "M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2zM5 9h14v11H5zm2 2v2h2v-2zm4 0v2h2v-2zm4 0v2h2v-2z",
  leads: "M4 5h16v2H4zm0 6h16v2H4zm0 6h10v2H4z",
  new: "M11 4h2v7h7v2h-7v7h-2v-7H4v-2h7z",
  // A page with lines of text; a framed picture.
  content: "M6 2h9l5 5v15H6zm8 1.5V8h4.5zM8 11v2h10v-2zm0 4v2h10v-2zm0 4v2h7v-2z",
  photos: "M3 5h18v14H3zm2 2v8.6l4-4 3 3 3.5-3.5L19 15V7zm9 1.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z",
  launch: "M4 4h16v16H4zm2 2v12h12V6zm9.3 2.3 1.4 1.4-5.7 5.7-3.2-3.2 1.4-1.4 1.8 1.8z",
  account: "M12 4a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm0 10c-4 0-8 2-8 5v1h16v-1c0-3-4-5-8-5z",
  more: "M5 10a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm7 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm7 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4z",
};

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="currentColor">
      <path d={ICONS[name]} />
    </svg>
  );
}

/** "3 due" on Today: my next steps due by the end of today, overdue included. */
function DueBadge({ due, className = "" }: { due: number; className?: string }) {
  if (due === 0) return null;
  return (
    <span
      data-testid="due-badge"
      className={`inline-flex min-w-5 items-center justify-center rounded-full bg-danger px-1.5 text-xs leading-5 font-bold text-white tabular-nums ${className}`}
    >
      {due > 99 ? "99+" : due}
      <span className="sr-only"> due</span>
    </span>
  );
}

/**
 * Signing out of this browser removes its notifications too: the page's script adds the
 * browser's push address to the post, read as the button is pressed (notifications turned on a
 * moment before count), so the server knows which device this is (routes/sign-out.ts).
 * Without script the form posts as it is: there is then no subscription to remove.
 */
function SignOut({ className, staffId }: { className: string; staffId: string }) {
  const submit = useSubmit();
  const signOut = () => {
    const form = new FormData();
    form.set("scope", "this");
    void thisDevicePushEndpoint().then((endpoint) => {
      if (endpoint) form.set("push-endpoint", endpoint);
      void submit(form, { method: "post", action: "/desk/sign-out" });
    });
  };
  // Saves kept on this phone and not yet sent are asked about first; the store is cleared either way.
  const guard = useSignOutGuard(signOut, staffId);
  return (
    <Form
      method="post"
      action="/desk/sign-out"
      onSubmit={(event) => {
        event.preventDefault();
        void guard.ask();
      }}
    >
      <button type="submit" name="scope" value="this" className={className}>
        Sign out
      </button>
      {guard.warning}
    </Form>
  );
}

/**
 * Which tab a path belongs to: the tab whose page this is or holds ("/desk/leads" for a lead's
 * page; "/desk/leads/new", the longer, for a new lead), except a lead opened from Today's queue,
 * whose links say so with `?from=today`; a page of no tab is under More.
 */
function activeTab(pathname: string, tabs: readonly { to: string }[], search = ""): string {
  if (pathname.startsWith("/desk/leads/") && new URLSearchParams(search).get("from") === "today") return "/desk/today";
  const holding = tabs
    .filter((item) => pathname === item.to || pathname.startsWith(`${item.to}/`))
    .sort((a, b) => b.to.length - a.to.length);
  return holding[0]?.to ?? "more";
}

export default function DeskLayout({ loaderData }: Route.ComponentProps) {
  const { staff, due } = loaderData;
  const { pathname, search } = useLocation();
  const { tabs, more } = deskNavigation(staff.role);
  const tab = activeTab(pathname, tabs, search);
  const role = ROLE_LABELS[staff.role].toLowerCase();
  return (
    <>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-12 max-w-6xl items-center justify-between gap-3 px-4 sm:h-14 sm:px-6">
          <p className="min-w-0 truncate text-sm">
            <Link to={deskLanding(staff.role)} className="font-bold text-brand-800">
              Admissions desk
            </Link>
            <span className="text-muted">
              {" "}
              · {staff.name} ({role})
            </span>
          </p>
          <div className="flex shrink-0 items-center gap-2">
            <WaitingSaves staffId={staff.id} />
            <SignOut
              staffId={staff.id}
              className="btn-small hidden whitespace-nowrap text-brand-800 underline-offset-2 hover:underline sm:inline-flex"
            />
          </div>
        </div>
        {/* At desk width: every page in one row. */}
        <nav aria-label="Desk" className="mx-auto hidden max-w-6xl px-2 sm:block sm:px-4">
          <ul className="flex flex-wrap gap-1 pb-2">
            {[...tabs, ...more].map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end
                  className={({ isActive }) =>
                    `flex min-h-11 items-center gap-1.5 rounded-md px-3 text-sm font-semibold whitespace-nowrap ${isActive ? "bg-brand-700 text-white" : "text-ink hover:bg-slate-100"}`
                  }
                >
                  {"wide" in item ? item.wide : item.label}
                  {item.to === "/desk/today" ? <DueBadge due={due} /> : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" tabIndex={-1} className="desk-main mx-auto max-w-6xl px-3 py-4 outline-none sm:px-6 sm:py-6">
        {loaderData.notifications ? <NotificationBanner status={loaderData.notifications} /> : null}
        <Outlet />
      </main>
      {/* On a phone: a tab bar at the bottom, within reach of a thumb. More is a menu that opens without JavaScript. */}
      <nav
        aria-label="Desk tabs"
        className="desk-tabbar fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white sm:hidden"
      >
        <ul className={`grid h-[var(--desk-tabbar-inner)] ${TAB_COLUMNS[tabs.length + 1] ?? "grid-cols-4"}`}>
          {tabs.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                aria-current={tab === item.to ? "page" : undefined}
                className={`relative flex h-full flex-col items-center justify-center gap-0.5 text-xs font-semibold ${tab === item.to ? "text-brand-800" : "text-muted"}`}
              >
                <Icon name={item.icon} />
                {item.label}
                {item.to === "/desk/today" ? <DueBadge due={due} className="absolute top-1 left-1/2 ml-1.5" /> : null}
                {tab === item.to ? (
                  <span aria-hidden="true" className="absolute inset-x-4 top-0 h-0.5 rounded-full bg-brand-700" />
                ) : null}
              </Link>
            </li>
          ))}
          <li>
            {/* Keyed by the page, so it closes after a choice. */}
            <details key={pathname} className="group h-full">
              <summary
                aria-current={tab === "more" ? "page" : undefined}
                className={`flex h-full cursor-pointer list-none flex-col items-center justify-center gap-0.5 text-xs font-semibold group-open:text-brand-800 [&::-webkit-details-marker]:hidden ${tab === "more" ? "text-brand-800" : "text-muted"}`}
              >
                <Icon name="more" />
                More
              </summary>
              <div className="absolute inset-x-0 bottom-full border-t border-slate-200 bg-white shadow-[0_-8px_24px_rgb(15_31_46/0.12)]">
                <ul className="mx-auto flex max-w-md flex-col py-1">
                  {more.map((item) => (
                    <li key={item.to}>
                      <NavLink
                        to={item.to}
                        end
                        className={({ isActive }) =>
                          `flex min-h-12 items-center px-5 text-base font-semibold ${isActive ? "bg-brand-50 text-brand-900" : "text-ink hover:bg-slate-50"}`
                        }
                      >
                        {item.label}
                      </NavLink>
                    </li>
                  ))}
                  <li className="border-t border-slate-200">
                    <SignOut
                      staffId={staff.id}
                      className="flex min-h-12 w-full items-center px-5 text-base font-semibold text-danger hover:bg-slate-50"
                    />
                  </li>
                </ul>
              </div>
            </details>
          </li>
        </ul>
      </nav>
    </>
  );
}
