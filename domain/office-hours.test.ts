import { describe, expect, it } from "vitest";
import { officeHourReadings } from "./office-hours";
import type { WorkingWeek } from "./working-hours";

const week: WorkingWeek = {
  mon: ["09:00", "18:00"],
  tue: ["09:00", "18:00"],
  wed: ["09:00", "18:00"],
  thu: ["09:00", "18:00"],
  fri: ["09:00", "18:00"],
  sat: ["09:00", "16:00"],
  sun: null,
};

describe("office-hour readings", () => {
  it("follows the week when it changes: one day, closed days, half hours", () => {
    expect(officeHourReadings(week)).toEqual({
      footer: "Mon-Fri 9 AM-6 PM, Sat 9 AM-4 PM",
      contactPage: [
        { days: "Monday - Friday", hours: "9:00 AM - 6:00 PM" },
        { days: "Saturday", hours: "9:00 AM - 4:00 PM" },
        { days: "Sunday", hours: "Closed" },
      ],
    });
    const odd: WorkingWeek = { ...week, wed: null, sat: ["09:30", "13:00"], mon: ["08:30", "17:30"] };
    expect(officeHourReadings(odd)).toEqual({
      footer: "Mon 8:30 AM-5:30 PM, Tue 9 AM-6 PM, Thu-Fri 9 AM-6 PM, Sat 9:30 AM-1 PM",
      contactPage: [
        { days: "Monday", hours: "8:30 AM - 5:30 PM" },
        { days: "Tuesday", hours: "9:00 AM - 6:00 PM" },
        { days: "Wednesday", hours: "Closed" },
        { days: "Thursday & Friday", hours: "9:00 AM - 6:00 PM" },
        { days: "Saturday", hours: "9:30 AM - 1:00 PM" },
        { days: "Sunday", hours: "Closed" },
      ],
    });
    expect(officeHourReadings({ ...week, mon: ["12:00", "12:30"] }).contactPage[0]).toEqual({
      days: "Monday",
      hours: "12:00 PM - 12:30 PM",
    });
  });
});
