import { useEffect } from "react";
import { Toaster as SonnerToaster } from "sonner";
import { toasterReady } from "~/lib/toast";

/** Loaded lazily by ToastHost. Sonner subscribes in its own effect, which runs before ours. */
export default function Toaster() {
  useEffect(toasterReady, []);
  return <SonnerToaster position="top-center" richColors closeButton />;
}
