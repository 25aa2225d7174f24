import { ChevronDown, Sparkles } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { AI_ACTIONS, type AiAction, DEFAULT_TONE, TONES, type Tone } from "@/shared/ai-actions";
import type { AiActionResponse } from "@/shared/api/ai";
import { LANGUAGES, type LanguageCode } from "@/shared/languages";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/web/components/ui/select";
import { errorMessage } from "@/web/i18n/errors";
import { useFormatters } from "@/web/i18n/format";
import { toast } from "@/web/lib/toast";
import { usePersistedState } from "@/web/lib/use-persisted-state";
import { cn } from "@/web/lib/utils";
import { AiActionButton } from "./AiActionButton";
import { AiResultDialog } from "./AiResultDialog";
import { useAiAction, useAiStatus } from "./api";
import { type AiInput, type AiInputKind, buildActionRequest, needsProvider } from "./toolbar-input";

export type AiToolbarProps = {
  /** The input of each kind, read when an action runs: the active block's text, the final copy, all blocks. */
  getInput: (kind: AiInputKind) => AiInput;
  /** The open project: 'Verificar Originalidade' leaves it out of the comparison. */
  projectId?: string;
  /** Puts the text into the active block's expansion. */
  onApply: (text: string) => void;
  hasActiveBlock: boolean;
  aiConfigured: boolean;
  className?: string;
  /**
   * With these, actions that change a block become proposals to accept or reject (handed to
   * `onProposal`) instead of a result dialog, and can run on every block at once.
   */
  getBlockTargets?: (all: boolean) => BlockTarget[];
  onProposal?: (proposal: Proposal) => void;
  /** Rendered under the actions (the pending suggestions). */
  children?: ReactNode;
};

export type BlockTarget = { blockId: string; text: string };
export type Proposal = BlockTarget & { action: AiAction; response: AiActionResponse };

type Shown = { action: AiAction; response: AiActionResponse };

/** Open or closed, remembered on this browser so the writer's choice of room survives reloads. */
export const AI_TOOLBAR_OPEN_KEY = "copyblocks-ai-toolbar-open";

/** An option control and the button it belongs to, one split control that never wraps apart. */
function Pair({ children }: { children: ReactNode }) {
  return (
    <div className="flex h-8 max-w-full min-w-0 items-stretch overflow-hidden rounded-md border border-input bg-background shadow-xs has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/60">
      {children}
    </div>
  );
}

/** The option half of a Pair: flat, tinted, inside the Pair's border. */
const pairControl =
  "h-full rounded-none border-0 bg-muted/60 px-2 text-xs shadow-none focus-visible:ring-0 md:text-xs dark:bg-muted/60";
/** The button half of a Pair. */
const pairButton = "h-full min-w-0 rounded-none border-0 border-l shadow-none";

const COPY_ACTIONS = [
  "seo",
  "metadata",
  "sentiment",
  "originality",
  "titles",
  "summary",
  "faq",
  "performance",
] as const;

/**
 * The fourteen AI actions in one collapsible bar: closed it is a single line (room to write),
 * open it shows the actions on the selected block and on the whole text, with their options.
 * Each run shows a spinner on its button and opens a result panel; failures become toasts.
 */
export function AiToolbar({
  getInput,
  projectId,
  onApply,
  hasActiveBlock,
  aiConfigured,
  className,
  getBlockTargets,
  onProposal,
  children,
}: AiToolbarProps) {
  const { t } = useTranslation("ai");
  const format = useFormatters();
  const [openState, setOpenState] = usePersistedState(AI_TOOLBAR_OPEN_KEY, ["open", "closed"], "closed");
  const expanded = openState === "open";
  const [tone, setTone] = useState<Tone>(DEFAULT_TONE);
  const [audience, setAudience] = useState("");
  const [language, setLanguage] = useState<LanguageCode>("en");
  const [running, setRunning] = useState<ReadonlySet<AiAction>>(new Set());
  const [shown, setShown] = useState<Shown | null>(null);
  const [open, setOpen] = useState(false);
  const [allBlocks, setAllBlocks] = useState(false);
  const status = useAiStatus();
  const runAction = useAiAction();
  const bodyId = "ai-toolbar-actions";

  const setRunningFor = (action: AiAction, on: boolean) =>
    setRunning((current) => {
      const next = new Set(current);
      if (on) next.add(action);
      else next.delete(action);
      return next;
    });

  /** A block-changing action as proposals: on the active block, or on every block in turn. */
  async function propose(action: AiAction, targets: BlockTarget[], report: (p: Proposal) => void) {
    const label = t(`actions.${action}`);
    const withText = targets.filter((target) => target.text.trim() !== "");
    if (withText.length === 0) {
      toast.info(label, { description: t("problems.emptyBlock") });
      return;
    }
    setRunningFor(action, true);
    let failed = 0;
    try {
      for (const target of withText) {
        const built = buildActionRequest(
          action,
          { text: target.text },
          { tone, audience, language, projectId },
        );
        if ("problem" in built) continue;
        try {
          const response = await runAction.mutateAsync({ action, body: built.request });
          if (response.result.kind === "unavailable") {
            // No engine can run it (no provider): the result panel says what is missing, once.
            setShown({ action, response });
            setOpen(true);
            return;
          }
          if (response.result.kind === "text" && response.result.text.trim() !== "")
            report({ ...target, action, response });
          else failed++;
        } catch {
          failed++;
        }
      }
      if (failed > 0) toast.error(label, { description: t("suggestions.failed", { count: failed }) });
    } finally {
      setRunningFor(action, false);
    }
  }

  async function run(action: AiAction) {
    const label = t(`actions.${action}`);
    if (AI_ACTIONS[action].applies && getBlockTargets && onProposal) {
      await propose(action, getBlockTargets(allBlocks), onProposal);
      return;
    }
    const built = buildActionRequest(action, getInput(AI_ACTIONS[action].input), {
      tone,
      audience,
      language,
      projectId,
    });
    if ("problem" in built) {
      toast.info(label, { description: t(`problems.${built.problem}`) });
      return;
    }
    setRunningFor(action, true);
    try {
      const response = await runAction.mutateAsync({ action, body: built.request });
      setShown({ action, response });
      setOpen(true);
    } catch (error) {
      toast.error(label, { description: errorMessage(error, t("toolbar.tryAgain")) });
    } finally {
      setRunningFor(action, false);
    }
  }

  function apply(text: string) {
    onApply(text);
    setOpen(false);
    toast.success(t("toolbar.applied"));
  }

  const button = (action: AiAction, className = "shrink-0") => (
    <AiActionButton
      key={action}
      action={action}
      running={running.has(action)}
      locked={!aiConfigured && needsProvider(action)}
      blockedReason={
        AI_ACTIONS[action].input === "block" && !hasActiveBlock && !(allBlocks && AI_ACTIONS[action].applies)
          ? t("toolbar.selectBlockFirst")
          : undefined
      }
      onRun={(a) => void run(a)}
      onBlocked={(a, reason) => toast.info(t(`actions.${a}`), { description: reason })}
      className={className}
    />
  );

  return (
    <section aria-label={t("toolbar.region")} className={cn("rounded-lg border bg-card", className)}>
      <div className="flex min-w-0 items-center gap-2 px-2 py-1">
        <Button
          variant="ghost"
          size="sm"
          className="h-8 shrink-0 gap-1.5 px-2 font-semibold"
          aria-expanded={expanded}
          aria-controls={bodyId}
          data-testid="ai-toolbar-toggle"
          title={expanded ? t("toolbar.hide") : t("toolbar.show")}
          onClick={() => setOpenState(expanded ? "closed" : "open")}
        >
          <Sparkles className="size-4 text-primary" aria-hidden />
          {t("toolbar.title")}
          <ChevronDown className={cn("size-4 transition-transform", expanded && "rotate-180")} aria-hidden />
        </Button>
        <p className="min-w-0 truncate text-xs text-muted-foreground">
          {aiConfigured
            ? t("toolbar.model", { model: status.data?.model ?? t("toolbar.configured") })
            : t("toolbar.noProvider")}
        </p>
      </div>
      {expanded ? (
        <div id={bodyId} className="space-y-2 border-t px-3 pt-2 pb-3">
          <div className="flex flex-wrap items-center gap-1.5">
            <span className="w-full text-xs font-medium text-muted-foreground sm:w-auto">
              {allBlocks ? t("toolbar.allBlockActions") : t("toolbar.blockActions")}
            </span>
            {getBlockTargets ? (
              <label className="flex h-8 items-center gap-1.5 rounded-md border px-2 text-xs">
                <input
                  type="checkbox"
                  className="size-3.5 accent-primary"
                  checked={allBlocks}
                  onChange={(event) => setAllBlocks(event.target.checked)}
                />
                {t("toolbar.allBlocks")}
              </label>
            ) : null}
            {button("expand")}
            <Pair>
              <Select value={tone} onValueChange={(value) => setTone(value as Tone)}>
                <SelectTrigger
                  aria-label={t("toolbar.tone")}
                  className="h-7 w-[7.5rem] border-0 bg-transparent px-2 text-xs shadow-none"
                >
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {TONES.map((option) => (
                    <SelectItem key={option} value={option}>
                      {t(`tones.${option}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              {button("rewrite", pairButton)}
            </Pair>
            {button("convert-style")}
            {button("check")}
            <Pair>
              <Input
                value={audience}
                onChange={(event) => setAudience(event.target.value)}
                placeholder={t("toolbar.audience")}
                aria-label={t("toolbar.audience")}
                maxLength={200}
                className={cn(pairControl, "w-32")}
              />
              {button("adapt", pairButton)}
            </Pair>
            <Pair>
              <Select value={language} onValueChange={(value) => setLanguage(value as LanguageCode)}>
                <SelectTrigger
                  aria-label={t("toolbar.translateLanguage")}
                  className={cn(pairControl, "w-[6.5rem]")}
                >
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {LANGUAGES.map((l) => (
                    <SelectItem key={l.code} value={l.code}>
                      {format.language(l.code)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              {button("translate-advanced", pairButton)}
            </Pair>
          </div>
          <div className="flex flex-wrap items-center gap-1.5">
            <span className="w-full text-xs font-medium text-muted-foreground sm:w-auto">
              {t("toolbar.copyActions")}
            </span>
            {COPY_ACTIONS.map((action) => button(action))}
          </div>
        </div>
      ) : null}
      {children}

      {shown ? (
        <AiResultDialog
          action={shown.action}
          response={shown.response}
          model={status.data?.model}
          open={open}
          onOpenChange={setOpen}
          onApply={hasActiveBlock ? apply : undefined}
        />
      ) : null}
    </section>
  );
}
