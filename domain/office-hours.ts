import type { WorkingWeek } from "./working-hours";

type Weekday = keyof WorkingWeek;

/**
 * The office hours as the site reads them out, from the week the desk counts by
 * (./working-hours.ts). Its own module, importing nothing at run time: the institute's
 * details (app/content/site.ts) derive their readings from it, and they reach the shell
 * chunk every page loads, where the desk's India-time helpers must not follow.
 */
/** The week as people read it, Monday first. */
const READING_ORDER: readonly Weekday[] = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];
const DAY_NAMES: Record<Weekday, { long: string; short: string }> = {
  mon: { long: "Monday", short: "Mon" },
  tue: { long: "Tuesday", short: "Tue" },
  wed: { long: "Wednesday", short: "Wed" },
  thu: { long: "Thursday", short: "Thu" },
  fri: { long: "Friday", short: "Fri" },
  sat: { long: "Saturday", short: "Sat" },
  sun: { long: "Sunday", short: "Sun" },
};

/**
 * The footer's runs: consecutive open days with the very same hours, over the whole week, a
 * closed day left out. Never a summary across different hours: "Mon-Sat 9 AM-6 PM" for a
 * Saturday that closes at 4 told families the office was open when it was not.
 */
function openRuns(week: WorkingWeek): Weekday[][] {
  const same = (a: Weekday, b: Weekday) => week[a] !== null && week[a]?.join() === week[b]?.join();
  return runsOf(READING_ORDER, same).filter((run) => week[run[0]!] !== null);
}

/** "18:00" → "6:00 PM" (long) or "6 PM" (short); "09:30" → "9:30 AM" either way. */
function clockTime(time: string, form: "long" | "short"): string {
  const [h, m] = time.split(":").map(Number) as [number, number];
  const total = h * 60 + m;
  const [hour, minute] = [Math.floor(total / 60), total % 60];
  const suffix = hour < 12 ? "AM" : "PM";
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  if (form === "short" && minute === 0) return `${twelve} ${suffix}`;
  return `${twelve}:${String(minute).padStart(2, "0")} ${suffix}`;
}

/** Consecutive days (in the order given) that `same` puts together. */
function runsOf(days: readonly Weekday[], same: (a: Weekday, b: Weekday) => boolean): Weekday[][] {
  const runs: Weekday[][] = [];
  for (const day of days) {
    const last = runs.at(-1);
    if (last && same(last.at(-1)!, day)) last.push(day);
    else runs.push([day]);
  }
  return runs;
}

export interface OfficeHourReadings {
  /** The footer's one line, e.g. "Mon-Fri 9 AM-6 PM, Sat 9 AM-4 PM". */
  footer: string;
  /** The contact page's lines, e.g. { days: "Monday - Friday", hours: "9:00 AM - 6:00 PM" }. */
  contactPage: { days: string; hours: string }[];
}

/**
 * Both readings of the office hours the site shows (the spec's two wordings), derived from the one
 * week the desk also counts by, so they cannot drift apart:
 * - the contact page: each run of days with the same hours, "Monday - Friday" (three days or
 *   more), "Saturday & Sunday" (two) or "Monday" (one), with "9:00 AM - 6:00 PM" or "Closed";
 * - the footer: the same runs in short, open days only: "Mon-Fri 9 AM-6 PM, Sat-Sun 9 AM-4 PM"
 *   (a closed day is left out; the contact page names it "Closed").
 */
export function officeHourReadings(week: WorkingWeek): OfficeHourReadings {
  const hoursText = (day: Weekday) => {
    const hours = week[day];
    return hours ? `${clockTime(hours[0], "long")} - ${clockTime(hours[1], "long")}` : "Closed";
  };
  const contactPage = runsOf(READING_ORDER, (a, b) => hoursText(a) === hoursText(b)).map((run) => {
    const [first, last] = [DAY_NAMES[run[0]!].long, DAY_NAMES[run.at(-1)!].long];
    const days = run.length === 1 ? first : run.length === 2 ? `${first} & ${last}` : `${first} - ${last}`;
    return { days, hours: hoursText(run[0]!) };
  });

  const footer = openRuns(week)
    .map((run) => {
      const [opens, closes] = week[run[0]!]!;
      const days =
        run.length === 1 ? DAY_NAMES[run[0]!].short : `${DAY_NAMES[run[0]!].short}-${DAY_NAMES[run.at(-1)!].short}`;
      return `${days} ${clockTime(opens, "short")}-${clockTime(closes, "short")}`;
    })
    .join(", ");
  return { footer: footer || "Closed", contactPage };
}

const HINDI_DAY_NAMES: Record<Weekday, { long: string; short: string }> = {
  mon: { long: "सोमवार", short: "सोम" },
  tue: { long: "मंगलवार", short: "मंगल" },
  wed: { long: "बुधवार", short: "बुध" },
  thu: { long: "गुरुवार", short: "गुरु" },
  fri: { long: "शुक्रवार", short: "शुक्र" },
  sat: { long: "शनिवार", short: "शनि" },
  sun: { long: "रविवार", short: "रवि" },
};

/** "09:00" → "सुबह 9 बजे", "18:00" → "शाम 6 बजे", "13:30" → "दोपहर 1:30 बजे": the day's part as people say it. */
function hindiClockTime(time: string): string {
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  const part = hour < 12 ? "सुबह" : hour < 16 ? "दोपहर" : hour < 19 ? "शाम" : "रात";
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${part} ${minute === 0 ? twelve : `${twelve}:${String(minute).padStart(2, "0")}`} बजे`;
}

/**
 * The same two readings in Hindi, from the same week and by the same runs: "सोम–शुक्र, सुबह 9
 * बजे से शाम 6 बजे तक" in the footer; "सोमवार – शुक्रवार" and "सुबह 9 बजे – शाम 6 बजे" on the
 * contact page, "बंद" for a closed day. Latin digits, as the Hindi pages use throughout.
 */
export function hindiOfficeHourReadings(week: WorkingWeek): OfficeHourReadings {
  const hoursText = (day: Weekday) => {
    const hours = week[day];
    return hours ? `${hindiClockTime(hours[0])} – ${hindiClockTime(hours[1])}` : "बंद";
  };
  const contactPage = runsOf(READING_ORDER, (a, b) => hoursText(a) === hoursText(b)).map((run) => {
    const [first, last] = [HINDI_DAY_NAMES[run[0]!].long, HINDI_DAY_NAMES[run.at(-1)!].long];
    const days = run.length === 1 ? first : run.length === 2 ? `${first} और ${last}` : `${first} – ${last}`;
    return { days, hours: hoursText(run[0]!) };
  });
  const footer = openRuns(week)
    .map((run) => {
      const [opens, closes] = week[run[0]!]!;
      const first = HINDI_DAY_NAMES[run[0]!].short;
      const days = run.length === 1 ? first : `${first}–${HINDI_DAY_NAMES[run.at(-1)!].short}`;
      return `${days}, ${hindiClockTime(opens)} से ${hindiClockTime(closes)} तक`;
    })
    .join("; ");
  return { footer: footer || "बंद", contactPage };
}
