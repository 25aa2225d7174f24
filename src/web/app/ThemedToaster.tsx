import { useEffect } from "react";
import { Toaster } from "sonner";
import { useTheme } from "./theme-context";

/** Sonner's Toaster in the app's theme; its own chunk, mounted by ToasterHost when first needed. */
export default function ThemedToaster({ onListening }: { onListening: () => void }) {
  const { resolvedTheme } = useTheme();
  // Runs after the Toaster's own effects, so it is subscribed to new toasts by then.
  useEffect(onListening, [onListening]);
  // At the bottom: at the top they covered the header's search, the dashboard's main buttons and
  // the titles of dialogs on phones, all things a user reaches for right after a toast.
  return (
    <Toaster
      richColors
      closeButton
      theme={resolvedTheme}
      position="bottom-right"
      visibleToasts={4}
      offset={{ bottom: 24, right: 24 }}
      mobileOffset={{ bottom: 16, left: 12, right: 12 }}
    />
  );
}
