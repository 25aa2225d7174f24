import { RefreshCw } from "lucide-react";
import { Button } from "@/web/components/ui/button";

/** The session check failed for a reason other than "not signed in" (server down, network). */
export function SessionError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center" role="alert">
      <h1 className="text-xl font-semibold">Could not check your session</h1>
      <p className="text-sm text-muted-foreground">
        The server did not answer. Check your connection and try again.
      </p>
      <Button onClick={onRetry}>
        <RefreshCw /> Try again
      </Button>
    </div>
  );
}
