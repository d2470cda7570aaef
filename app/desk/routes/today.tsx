import { Link } from "react-router";
import type { Route } from "./+types/today";
import { TODAY_LIST_LIMIT, type LeadSummary } from "../../../domain/desk";
import { requireStaff } from "../auth.server";
import { LeadList, PageHeader, useNow } from "../components/ui";

export const meta = () => [{ title: "Today | Admissions desk" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { staff, desk } = await requireStaff(request, context);
  return { lists: await desk.today(staff.id), now: new Date().toISOString() };
}

function TodaySection({ id, title, hint, leads, empty, more, now }: { id: string; title: string; hint: string; leads: LeadSummary[]; empty: string; more: string; now: Date }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-bold">
          {title} <span className="font-normal text-muted">({leads.length}{leads.length === TODAY_LIST_LIMIT ? "+" : ""})</span>
        </h2>
        <Link to={more} className="text-sm font-semibold text-brand-800 underline">
          See in Leads
        </Link>
      </div>
      <p className="text-sm text-muted">{hint}</p>
      <LeadList leads={leads} now={now} empty={empty} />
    </section>
  );
}

export default function Today({ loaderData }: Route.ComponentProps) {
  const { lists } = loaderData;
  const now = useNow(loaderData.now);
  return (
    <>
      <PageHeader title="Today" description="What needs a call now. Every enquiry is promised a call within 24 hours." />
      <div className="flex flex-col gap-8">
        <TodaySection
          id="near-promise"
          title="Close to the 24-hour promise"
          hint="New leads with less than 4 hours left, or past it."
          leads={lists.nearPromise}
          empty="No lead is close to the 24-hour promise."
          more="/desk/leads?status=new"
          now={now}
        />
        <TodaySection
          id="unowned"
          title="New leads nobody owns"
          hint="Open one and tap “Assign to me”."
          leads={lists.unowned}
          empty="Every new lead has an owner."
          more="/desk/leads?status=new&owner=nobody"
          now={now}
        />
        <TodaySection
          id="mine"
          title="My follow-ups due today"
          hint="Follow-ups you own, due today (India time)."
          leads={lists.myFollowUps}
          empty="You have no follow-ups due today."
          more="/desk/leads?owner=me&followUp=today"
          now={now}
        />
        <TodaySection
          id="overdue"
          title="Overdue follow-ups"
          hint="Anyone’s follow-ups whose time has passed."
          leads={lists.overdue}
          empty="No follow-up is overdue."
          more="/desk/leads?followUp=overdue"
          now={now}
        />
      </div>
    </>
  );
}
