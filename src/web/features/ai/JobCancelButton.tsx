import { X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { errorMessage } from "@/web/i18n/errors";
import { cancelJob } from "@/web/lib/running-jobs";
import { toast } from "@/web/lib/toast";

/**
 * Cancels a running AI job (DELETE /api/jobs/:id). The request following the job then ends as
 * cancelled, and its caller puts the screen back as it was. Off until the server named the job.
 */
export function JobCancelButton({ job }: { job: string | null }) {
  const { t } = useTranslation("ai");
  const [cancelling, setCancelling] = useState(false);

  async function cancel() {
    if (!job) return;
    setCancelling(true);
    try {
      await cancelJob(job);
    } catch (error) {
      toast.error(t("job.cancelFailed"), { description: errorMessage(error) });
      setCancelling(false);
    }
  }

  return (
    <Button variant="outline" onClick={() => void cancel()} disabled={!job || cancelling}>
      {cancelling ? <Spinner /> : <X aria-hidden />}
      {cancelling ? t("job.cancelling") : t("job.cancel")}
    </Button>
  );
}
