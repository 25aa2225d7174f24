import type { ExternalToast } from "sonner";

/**
 * Toasts with sonner's API, without sonner on the first page load: the first toast (or an idle
 * moment after the app starts) mounts the Toaster, and each call runs once it is listening.
 */
type Kind = "success" | "error" | "info" | "warning";
type Message = Parameters<typeof import("sonner").toast.success>[0];

let markListening: () => void = () => {};
const listening = new Promise<void>((resolve) => {
  markListening = resolve;
});
let mountRequested = false;
let requestMount: (() => void) | null = null;

/** Called by the app's toaster host: `mount` shows the Toaster; returns the "now listening" signal. */
export function registerToasterHost(mount: () => void): () => void {
  requestMount = mount;
  if (mountRequested) mount();
  return markListening;
}

function show(kind: Kind, message: Message, options?: ExternalToast): void {
  mountRequested = true;
  requestMount?.();
  void Promise.all([import("sonner"), listening]).then(([{ toast: sonner }]) =>
    sonner[kind](message, options),
  );
}

export const toast = {
  success: (message: Message, options?: ExternalToast) => show("success", message, options),
  error: (message: Message, options?: ExternalToast) => show("error", message, options),
  info: (message: Message, options?: ExternalToast) => show("info", message, options),
  warning: (message: Message, options?: ExternalToast) => show("warning", message, options),
};
