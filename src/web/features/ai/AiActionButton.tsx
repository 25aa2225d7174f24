import { Lock } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { AiAction } from "@/shared/ai-actions";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { cn } from "@/web/lib/utils";
import { actionIcons } from "./action-icons";

type Props = {
  action: AiAction;
  running: boolean;
  /** No provider and the action needs one: it still runs, to explain why it cannot. */
  locked: boolean;
  /** Why it cannot run now (e.g. no active block): the button looks off and a click says why. */
  blockedReason?: string;
  onRun: (action: AiAction) => void;
  onBlocked: (action: AiAction, reason: string) => void;
  className?: string;
};

/** One compact toolbar button: its icon, or a spinner while running, and the 'IA' lock hint. */
export function AiActionButton({
  action,
  running,
  locked,
  blockedReason,
  onRun,
  onBlocked,
  className,
}: Props) {
  const { t } = useTranslation("ai");
  const Icon = actionIcons[action];
  const hint = blockedReason ?? (locked ? t("toolbar.needsProvider") : undefined);
  return (
    <Button
      variant="outline"
      size="sm"
      // A blocked button stays focusable and clickable (a disabled one could not say why).
      className={cn("h-8 gap-1.5 px-2.5", blockedReason && "opacity-60", className)}
      disabled={running}
      aria-disabled={blockedReason ? true : undefined}
      aria-busy={running || undefined}
      title={hint}
      data-action={action}
      onClick={() => (blockedReason ? onBlocked(action, blockedReason) : onRun(action))}
    >
      {running ? <Spinner /> : <Icon aria-hidden className="text-primary" />}
      <span className="truncate">{t(`actions.${action}`)}</span>
      {locked ? (
        <>
          <span
            className="inline-flex items-center gap-0.5 rounded bg-amber-500/15 px-1 text-[10px] font-semibold text-amber-700 dark:text-amber-300"
            aria-hidden
          >
            <Lock className="size-2.5" />
            {t("toolbar.lockBadge")}
          </span>
          <span className="sr-only">{t("toolbar.needsProviderSr")}</span>
        </>
      ) : null}
    </Button>
  );
}
