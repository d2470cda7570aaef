/**
 * This browser's push address on the desk, or null: the subscription its service worker
 * (/desk/sw.js, scope /desk/) holds. The Account page marks "This device" by it, and signing
 * out sends it so the server removes this device (app/desk/routes/sign-out.ts).
 */
export async function thisDevicePushEndpoint(): Promise<string | null> {
  if (!("serviceWorker" in navigator && "PushManager" in window)) return null;
  const read = async () => {
    const registration = await navigator.serviceWorker.getRegistration("/desk/");
    return (await registration?.pushManager.getSubscription())?.endpoint ?? null;
  };
  // A browser that does not answer (a service worker stuck updating) must not hold up a sign-out.
  const unanswered = new Promise<null>((resolve) => setTimeout(() => resolve(null), 2000));
  try {
    return await Promise.race([read(), unanswered]);
  } catch {
    return null;
  }
}
