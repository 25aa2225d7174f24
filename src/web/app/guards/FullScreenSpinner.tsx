import { Spinner } from "@/web/components/ui/spinner";

/** Covers the whole viewport (header included) while we do not yet know who the visitor is. */
export function FullScreenSpinner({ message }: { message?: string }) {
  return (
    <div
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 bg-background"
      role="status"
      aria-live="polite"
    >
      <Spinner className="size-8 text-primary" />
      <p className={message ? "text-sm text-muted-foreground" : "sr-only"}>{message ?? "Loading..."}</p>
    </div>
  );
}
