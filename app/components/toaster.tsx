import { useEffect } from "react";
import { useMatches } from "react-router";
import { Toaster as SonnerToaster } from "sonner";
import { DESK_SHELL_ROUTE_ID } from "#app/desk/route-ids.ts";
import { toasterReady } from "#app/lib/toast.ts";

/**
 * Toasts sit at the bottom centre, where they cover neither the header and its navigation
 * nor, on a phone, the chat button fixed bottom right (bottom-4, 3.5rem tall): the phone
 * offset keeps them above it. Guarded by tests/e2e/site-notices.spec.ts.
 */
const PHONE_OFFSET = { bottom: "5.5rem" };

/**
 * On the desk: above its phone tab bar and any bar a page fixes over it (the lead page's
 * actions), never over the button just pressed; app/desk/desk.css sets both heights.
 */
const DESK_OFFSET = { bottom: "calc(var(--desk-tabbar-height, 0px) + var(--desk-actionbar-height, 0px) + 0.75rem)" };

/** Loaded lazily by ToastHost. Sonner subscribes in its own effect, which runs before ours. */
export default function Toaster() {
  useEffect(toasterReady, []);
  const desk = useMatches().some((match) => match.id === DESK_SHELL_ROUTE_ID);
  if (desk)
    return (
      <SonnerToaster position="bottom-center" offset={DESK_OFFSET} mobileOffset={DESK_OFFSET} richColors closeButton />
    );
  return <SonnerToaster position="bottom-center" mobileOffset={PHONE_OFFSET} richColors closeButton />;
}
