import { useEffect } from "react";
import { Toaster as SonnerToaster } from "sonner";
import { toasterReady } from "~/lib/toast";

/**
 * Toasts sit at the bottom centre, where they cover neither the header and its navigation
 * nor, on a phone, the chat button fixed bottom right (bottom-4, 3.5rem tall): the phone
 * offset keeps them above it. Guarded by tests/e2e/site-notices.spec.ts.
 */
const PHONE_OFFSET = { bottom: "5.5rem" };

/** Loaded lazily by ToastHost. Sonner subscribes in its own effect, which runs before ours. */
export default function Toaster() {
  useEffect(toasterReady, []);
  return <SonnerToaster position="bottom-center" mobileOffset={PHONE_OFFSET} richColors closeButton />;
}
