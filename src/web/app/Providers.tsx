import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Toaster } from "sonner";
import { useProfileLanguage } from "@/web/features/auth";
import { createQueryClient } from "./query-client";
import { ThemeProvider } from "./ThemeProvider";
import { useTheme } from "./theme-context";

function ThemedToaster() {
  const { resolvedTheme } = useTheme();
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

/** Follows the language kept in the signed-in user's profile. */
function ProfileLanguage() {
  useProfileLanguage();
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        {children}
        <ProfileLanguage />
        <ThemedToaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
