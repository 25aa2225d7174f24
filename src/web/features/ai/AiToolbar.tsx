import { Sparkles } from "lucide-react";
import { type ReactNode, useState } from "react";
import { toast } from "sonner";
import { AI_ACTIONS, type AiAction, DEFAULT_TONE, TONES, type Tone } from "@/shared/ai-actions";
import type { AiActionResponse } from "@/shared/api/ai";
import { LANGUAGES, type LanguageCode } from "@/shared/languages";
import { Input } from "@/web/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/web/components/ui/select";
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
};

type Shown = { action: AiAction; response: AiActionResponse };

/** An option control and the button it belongs to, one split control that never wraps apart. */
function Pair({ children }: { children: ReactNode }) {
  return (
    <div className="flex h-8 shrink-0 items-stretch overflow-hidden rounded-md border border-input bg-background shadow-xs has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/60">
      {children}
    </div>
  );
}

/** The option half of a Pair: flat, tinted, inside the Pair's border. */
const pairControl =
  "h-full rounded-none border-0 bg-muted/60 px-2 text-xs shadow-none focus-visible:ring-0 md:text-xs dark:bg-muted/60";
/** The button half of a Pair. */
const pairButton = "h-full rounded-none border-0 border-l shadow-none";

/**
 * The fourteen AI actions with the tone, audience and language options. Each run shows a spinner
 * on its button and opens a result panel; failures become toasts with the server's message.
 */
export function AiToolbar({
  getInput,
  projectId,
  onApply,
  hasActiveBlock,
  aiConfigured,
  className,
}: AiToolbarProps) {
  const [tone, setTone] = useState<Tone>(DEFAULT_TONE);
  const [audience, setAudience] = useState("");
  const [language, setLanguage] = useState<LanguageCode>("en");
  const [running, setRunning] = useState<ReadonlySet<AiAction>>(new Set());
  const [shown, setShown] = useState<Shown | null>(null);
  const [open, setOpen] = useState(false);
  const status = useAiStatus();
  const runAction = useAiAction();

  const setRunningFor = (action: AiAction, on: boolean) =>
    setRunning((current) => {
      const next = new Set(current);
      if (on) next.add(action);
      else next.delete(action);
      return next;
    });

  async function run(action: AiAction) {
    const { label, input } = AI_ACTIONS[action];
    const built = buildActionRequest(action, getInput(input), { tone, audience, language, projectId });
    if ("problem" in built) {
      toast.info(label, { description: built.problem });
      return;
    }
    setRunningFor(action, true);
    try {
      const response = await runAction.mutateAsync({ action, body: built.request });
      setShown({ action, response });
      setOpen(true);
    } catch (error) {
      toast.error(label, { description: error instanceof Error ? error.message : "Tente novamente." });
    } finally {
      setRunningFor(action, false);
    }
  }

  function apply(text: string) {
    onApply(text);
    setOpen(false);
    toast.success("Texto aplicado à expansão do bloco");
  }

  const button = (action: AiAction, className = "shrink-0") => (
    <AiActionButton
      key={action}
      action={action}
      running={running.has(action)}
      locked={!aiConfigured && needsProvider(action)}
      blockedReason={
        AI_ACTIONS[action].input === "block" && !hasActiveBlock
          ? "Selecione um bloco primeiro: clique no texto de um bloco na tabela."
          : undefined
      }
      onRun={(a) => void run(a)}
      onBlocked={(a, reason) => toast.info(AI_ACTIONS[a].label, { description: reason })}
      className={className}
    />
  );

  return (
    <section aria-label="AI toolbar" className={cn("rounded-xl border bg-card p-3", className)}>
      <div className="mb-2 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h2 className="flex items-center gap-1.5 text-sm font-semibold">
          <Sparkles className="size-4 text-primary" aria-hidden />
          Ferramentas de IA
        </h2>
        <p className="text-xs text-muted-foreground">
          {aiConfigured
            ? `IA: ${status.data?.model ?? "configurada"}`
            : "Sem provedor de IA: análises locais; ações com IA explicam o que falta"}
        </p>
      </div>
      {/* Phones scroll the row sideways; wider screens wrap it. */}
      <div className="-mx-3 flex gap-1.5 overflow-x-auto px-3 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0">
        {button("expand")}
        <Pair>
          <Select value={tone} onValueChange={(value) => setTone(value as Tone)}>
            <SelectTrigger
              aria-label="Tom"
              className="h-7 w-[7.5rem] border-0 bg-transparent px-2 text-xs shadow-none"
            >
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {TONES.map((t) => (
                <SelectItem key={t} value={t}>
                  {t}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {button("rewrite", pairButton)}
        </Pair>
        {(
          [
            "convert-style",
            "check",
            "seo",
            "metadata",
            "sentiment",
            "originality",
            "titles",
            "summary",
            "faq",
          ] as const
        ).map((action) => button(action))}
        <Pair>
          <Input
            value={audience}
            onChange={(event) => setAudience(event.target.value)}
            placeholder="Público-alvo"
            aria-label="Público-alvo"
            maxLength={200}
            className={cn(pairControl, "w-36")}
          />
          {button("adapt", pairButton)}
        </Pair>
        <Pair>
          <Select value={language} onValueChange={(value) => setLanguage(value as LanguageCode)}>
            <SelectTrigger
              aria-label="Idioma da Tradução Avançada"
              className={cn(pairControl, "w-[6.25rem]")}
            >
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {LANGUAGES.map((l) => (
                <SelectItem key={l.code} value={l.code}>
                  {l.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {button("translate-advanced", pairButton)}
        </Pair>
        {button("performance")}
      </div>

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
