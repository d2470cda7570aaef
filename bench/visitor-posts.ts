/** What the bench's sections share: a visitor's enquiry, and posts timed at a steady rate. */

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

/** Posts enquiry `n` as the browser's form does (`/admission.data`), with `name`; throws unless it is taken. */
export async function postEnquiry(url: string, origin: string, n: number, name: string): Promise<void> {
  const response = await fetch(`${url}/admission.data`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin },
    body: new URLSearchParams({
      source: "admission",
      name,
      phone: `9${String(100_000_000 + n).slice(-9)}`,
      email: `bench${n}@example.com`,
      course: "B.Voc Hotel Management",
      university: "Other",
      applicant: "student",
      message: "Benchmark enquiry",
    }).toString(),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`enquiry ${n} answered ${response.status}`);
}

/**
 * Visitors' enquiries at `rate` a second, each leaving at its time whatever the others' answers
 * (an open loop, as real visitors arrive), until `running()` is false; resolves with their times
 * (request to answer), sorted. `first` numbers them apart from other posts of the run.
 */
export async function postsAtRate(url: string, rate: number, running: () => boolean, first = 0): Promise<number[]> {
  const times: Promise<number>[] = [];
  const started = performance.now();
  for (let i = 0; running(); i++) {
    const due = started + (i * 1000) / rate;
    await new Promise((wait) => setTimeout(wait, Math.max(0, due - performance.now())));
    const sent = performance.now();
    times.push(postEnquiry(url, url, first + i, `Bench Visitor ${first + i}`).then(() => performance.now() - sent));
  }
  return (await Promise.all(times)).sort((a, b) => a - b);
}

export const postFigures = (times: number[]) =>
  `${times.length} posts, p50 ${percentile(times, 50).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms, slowest ${(times.at(-1) ?? 0).toFixed(0)} ms`;
