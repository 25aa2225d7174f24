import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, Suspense, useEffect, useState } from "react";
import { useProfileLanguage } from "@/web/features/auth";
import { lazyComponent } from "@/web/lib/lazy-component";
import { registerToasterHost } from "@/web/lib/toast";
import { whenIdle } from "@/web/lib/when-idle";
import { createQueryClient } from "./query-client";
import { ThemeProvider } from "./ThemeProvider";

const ThemedToaster = lazyComponent(async () => (await import("./ThemedToaster")).default);

/** Mounts the Toaster (and downloads sonner) on the first toast, or when the browser is idle. */
function ToasterHost() {
  const [mounted, setMounted] = useState(false);
  const [onListening] = useState(() => registerToasterHost(() => setMounted(true)));
  useEffect(() => {
    whenIdle(() => setMounted(true));
  }, []);
  return mounted ? (
    <Suspense fallback={null}>
      <ThemedToaster onListening={onListening} />
    </Suspense>
  ) : null;
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
        <ToasterHost />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
