import { useEffect } from "react";
import { Toaster } from "sonner";
import { useTheme } from "./theme-context";

/** Sonner's Toaster in the app's theme; its own chunk, mounted by ToasterHost when first needed. */
export default function ThemedToaster({ onListening }: { onListening: () => void }) {
  const { resolvedTheme } = useTheme();
  // Runs after the Toaster's own effects, so it is subscribed to new toasts by then.
  useEffect(onListening, [onListening]);
  // Offsets keep toasts below the sticky header so they never hide the user menu or theme switch.
  return (
    <Toaster
      richColors
      closeButton
      theme={resolvedTheme}
      position="top-right"
      visibleToasts={4}
      offset={{ top: 76, right: 24 }}
      mobileOffset={{ top: 72, left: 12, right: 12 }}
    />
  );
}
