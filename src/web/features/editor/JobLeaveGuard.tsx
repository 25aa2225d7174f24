import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/web/components/ui/alert-dialog";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { useLeaveGuard } from "@/web/lib/browser-history";
import { cancelJob, runningJobs, useRunningJobs } from "@/web/lib/running-jobs";

/**
 * While an analysis or a translation runs, leaving the editor asks first: in-app navigation
 * through the app history's leave guard, closing or reloading the tab through the browser's own prompt.
 * Leaving anyway cancels the jobs, so the server stops spending calls on work nobody waits for.
 */
export function JobLeaveGuard() {
  const jobs = useRunningJobs();
  // Kept while leaving too: the cancelled jobs end first, and the held navigation goes on after.
  const [leaving, setLeaving] = useState(false);
  return jobs.length > 0 || leaving ? (
    <ActiveGuard leaving={leaving} onLeave={() => setLeaving(true)} />
  ) : null;
}

/** The whole browser-side leave: the tab is going, so the cancel must outlive the page. */
function cancelOnUnload() {
  for (const job of runningJobs()) void fetch(job, { method: "DELETE", keepalive: true }).catch(() => {});
}

function ActiveGuard({ leaving, onLeave }: { leaving: boolean; onLeave: () => void }) {
  const { t } = useTranslation("editor");
  // A change of the search or hash alone stays on the page and the job goes on.
  const held = useLeaveGuard((current, next) => current.pathname !== next.pathname);

  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    window.addEventListener("pagehide", cancelOnUnload);
    return () => {
      window.removeEventListener("beforeunload", ask);
      window.removeEventListener("pagehide", cancelOnUnload);
    };
  }, []);

  async function leave() {
    onLeave();
    await Promise.allSettled(runningJobs().map((job) => cancelJob(job)));
    held?.proceed();
  }

  return (
    <AlertDialog open={held !== null} onOpenChange={(open) => !open && held?.reset()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("leaveDuringJob.title")}</AlertDialogTitle>
          <AlertDialogDescription>{t("leaveDuringJob.body")}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <Button variant="outline" onClick={() => held?.reset()} disabled={leaving}>
            {t("leaveDuringJob.stay")}
          </Button>
          <Button variant="destructive" onClick={() => void leave()} disabled={leaving}>
            {leaving ? <Spinner /> : null}
            {t("leaveDuringJob.leave")}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
