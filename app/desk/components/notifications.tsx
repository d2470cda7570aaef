import { useEffect, useState, useSyncExternalStore } from "react";
import { Form, useFetcher, useNavigation } from "react-router";
import type { NotificationSettings } from "#domain/desk.ts";
import type { StaffRole } from "#domain/desk.ts";
import { formatIst } from "#domain/india-time.ts";
import { choiceField, EVENT_RULES, type NotifyChannel, type NotifyEvent } from "#domain/push.ts";
import { useHydrated } from "#app/desk/passkey-client.ts";
import { thisDevicePushEndpoint } from "#app/desk/push-client.ts";
import { Notice } from "./ui";

type Answer = { intent: "notify"; ok: true; message: string } | { intent: "notify"; ok: false; error: string };

/** What this browser can do about push: decided after hydration (the server cannot know). */
type Support = "checking" | "unsupported" | "denied" | "ready";

function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return bytes;
}

function browserSupport(): Support {
  if (!("serviceWorker" in navigator && "PushManager" in window && "Notification" in window)) return "unsupported";
  return Notification.permission === "denied" ? "denied" : "ready";
}

const noSubscription = () => () => {};

/**
 * The Account page's notifications: push on this device (the browser's permission prompt
 * comes only after the tap), the person's devices with a way to remove each, and which events
 * reach them by push and by email. Removing a device and the choices are plain forms; only
 * turning push on needs JavaScript, since the browser makes the subscription.
 */
export function NotificationSettingsCard({
  settings,
  role,
  answer,
}: {
  settings: NotificationSettings;
  role: StaffRole;
  answer: Answer | null;
}) {
  const hydrated = useHydrated();
  const busy = useNavigation().state === "submitting";
  const fetcher = useFetcher<Answer>();
  // Read again on each render: after the prompt, the permission may have changed.
  const support = useSyncExternalStore(noSubscription, browserSupport, (): Support => "checking");
  const [thisEndpoint, setThisEndpoint] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [working, setWorking] = useState(false);

  useEffect(() => {
    void thisDevicePushEndpoint().then(setThisEndpoint);
  }, [fetcher.data]);

  const thisDevice = settings.devices.find((device) => device.endpoint === thisEndpoint);

  async function turnOn() {
    setProblem(null);
    setWorking(true);
    try {
      // The prompt only now, after the tap: asked on arrival, people say no and cannot be asked again.
      const permission = await Notification.requestPermission();
      if (permission !== "granted") {
        if (permission !== "denied") setProblem("Notifications were not allowed. Tap again to be asked once more.");
        return;
      }
      const registration = await navigator.serviceWorker.register("/desk/sw.js", { scope: "/desk/" });
      await navigator.serviceWorker.ready;
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: applicationServerKey(settings.publicKey!),
      });
      const json = subscription.toJSON();
      setThisEndpoint(subscription.endpoint);
      await fetcher.submit(
        {
          intent: "push-subscribe",
          endpoint: subscription.endpoint,
          p256dh: json.keys?.p256dh ?? "",
          auth: json.keys?.auth ?? "",
        },
        { method: "post", action: "/desk/account" },
      );
    } catch (error) {
      setProblem(
        `This browser could not turn notifications on (${error instanceof Error ? error.message : String(error)}). Please try again.`,
      );
    } finally {
      setWorking(false);
    }
  }

  const shown = fetcher.data ?? answer;
  const events = (Object.keys(EVENT_RULES) as NotifyEvent[]).filter(
    (event) => role === "admin" || !EVENT_RULES[event].admins,
  );
  const isOn = (event: NotifyEvent, channel: NotifyChannel) =>
    settings.choices.find((choice) => choice.event === event && choice.channel === channel)?.on ?? false;

  return (
    <section aria-labelledby="notifications" className="desk-card">
      <h2 id="notifications" className="mb-2 text-base font-bold">
        Notifications
      </h2>
      {shown ? <Notice tone={shown.ok ? "success" : "error"}>{shown.ok ? shown.message : shown.error}</Notice> : null}
      {problem ? <Notice tone="error">{problem}</Notice> : null}

      {!settings.push ? (
        <Notice tone="info">
          Push notifications are off on this server. An admin turns them on by setting VAPID_PUBLIC_KEY,
          VAPID_PRIVATE_KEY and VAPID_SUBJECT (<code>npm run staff -- vapid</code> prints them).
        </Notice>
      ) : (
        <>
          <p className="mb-3 text-sm text-muted">
            New leads and reminders on your phone, even with the desk closed. The lock screen shows only the course and
            a first name; tap it to open the lead.
          </p>
          <div className="mb-4 flex flex-wrap items-center gap-3">
            {thisDevice ? (
              <p className="text-sm font-semibold" data-testid="push-state">
                Notifications are on for this device.
              </p>
            ) : (
              <button
                type="button"
                className="btn-small btn-primary min-h-11"
                onClick={() => void turnOn()}
                disabled={!hydrated || support !== "ready" || working || fetcher.state !== "idle"}
              >
                {working || fetcher.state !== "idle" ? "Turning on…" : "Turn on notifications on this device"}
              </button>
            )}
          </div>
          <noscript>
            <p className="mb-3 text-sm text-muted">Turning notifications on needs JavaScript.</p>
          </noscript>
          {support === "unsupported" ? (
            <p className="mb-3 text-sm text-muted">
              This browser cannot receive notifications. On an iPhone, add the desk to the Home Screen first (Share,
              then Add to Home Screen) and open it from there.
            </p>
          ) : null}
          {support === "denied" ? (
            <p className="mb-3 text-sm text-muted">
              Notifications are blocked for this site. Allow them in the browser&apos;s site settings, then reload this
              page.
            </p>
          ) : null}

          <h3 className="mb-1 text-sm font-bold">Your devices</h3>
          {settings.devices.length === 0 ? (
            <p className="mb-4 rounded-lg border border-dashed border-slate-300 p-4 text-sm text-muted">
              No devices yet.
            </p>
          ) : (
            <ul className="mb-4 divide-y divide-slate-200 border-t border-slate-200" aria-label="Your devices">
              {settings.devices.map((device) => (
                <li key={device.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
                  <div className="min-w-0">
                    <p className="font-semibold break-words">
                      {device.label}
                      {device.endpoint === thisEndpoint ? (
                        <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                          This device
                        </span>
                      ) : null}
                    </p>
                    <p className="mt-0.5 text-sm text-muted">
                      <span className="whitespace-nowrap">Added {formatIst(device.createdAt)}</span> ·{" "}
                      <span className="whitespace-nowrap">
                        {device.lastSentAt ? `Last notified ${formatIst(device.lastSentAt)}` : "Not notified yet"}
                      </span>
                    </p>
                  </div>
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="intent" value="push-remove" />
                    <input type="hidden" name="id" value={device.id} />
                    <button
                      type="submit"
                      className="btn-small min-h-11 border border-danger bg-white text-danger hover:bg-red-50"
                      disabled={busy}
                    >
                      Remove<span className="sr-only"> {device.label}</span>
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          )}
        </>
      )}

      <h3 className="mb-1 text-sm font-bold">What reaches you, and how</h3>
      {!settings.email ? (
        <p className="mb-2 text-sm text-muted">Email is off on this server (no SMTP_URL): email choices wait for it.</p>
      ) : null}
      {role === "admin" && settings.notifyList ? (
        <p className="mb-2 text-sm text-muted">
          New-enquiry and escalation emails go to the addresses in NOTIFY_EMAIL, whatever is ticked here.
        </p>
      ) : null}
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="notify-choices" />
        <table className="mb-3 w-full border-collapse text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-left">
              <th scope="col" className="py-2 pr-2 font-semibold">
                Event
              </th>
              <th scope="col" className="w-16 py-2 text-center font-semibold">
                Push
              </th>
              <th scope="col" className="w-16 py-2 text-center font-semibold">
                Email
              </th>
            </tr>
          </thead>
          <tbody>
            {events.map((event) => (
              <tr key={event} className="border-b border-slate-200">
                <th scope="row" className="py-1 pr-2 text-left font-normal">
                  {EVENT_RULES[event].label}
                </th>
                {(["push", "email"] as const).map((channel) => (
                  <td key={channel} className="text-center">
                    {EVENT_RULES[event].channels[channel] === undefined ? (
                      <>
                        <span aria-hidden="true" className="text-slate-400">
                          –
                        </span>
                        <span className="sr-only">Not offered by {channel}</span>
                      </>
                    ) : (
                      <label className="inline-flex size-11 cursor-pointer items-center justify-center">
                        <input
                          type="checkbox"
                          name={choiceField(event, channel)}
                          defaultChecked={isOn(event, channel)}
                          className="size-5 accent-brand-700"
                          aria-label={`${EVENT_RULES[event].label}, by ${channel}`}
                        />
                      </label>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <button type="submit" className="btn-small btn-secondary min-h-11" disabled={busy}>
          Save choices
        </button>
      </Form>
    </section>
  );
}
