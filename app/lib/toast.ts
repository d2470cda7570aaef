import type { ToastMessage } from "./forms/messages";

/**
 * Toasts without putting the toast library in every page's first load: the library and its
 * <Toaster> load the first time a form is touched (or a toast is needed), and a toast waits
 * until the Toaster is on screen. components/toast-host.tsx mounts it.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let requested = false;
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => (markReady = resolve));

export function subscribeToaster(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isToasterRequested() {
  return requested;
}

/** Starts loading the toast library; cheap to call often (forms call it on focus). */
export function requestToaster() {
  if (requested) return;
  requested = true;
  listeners.forEach((listener) => listener());
}

/** Called by the Toaster once it is mounted and listening. */
export function toasterReady() {
  markReady();
}

export async function showToast(kind: "success" | "error", message: ToastMessage) {
  requestToaster();
  const [{ toast }] = await Promise.all([import("sonner"), ready]);
  toast[kind](message.title, { description: message.description });
}
