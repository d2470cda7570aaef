import { lazy, Suspense, useSyncExternalStore } from "react";
import { isToasterRequested, subscribeToaster } from "#app/lib/toast.ts";

const Toaster = lazy(() => import("./toaster"));

/** Mounts the toast area once something asks for it (see app/lib/toast). */
export function ToastHost() {
  const requested = useSyncExternalStore(subscribeToaster, isToasterRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
