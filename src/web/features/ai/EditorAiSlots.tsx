import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { type EditorDialogProps, useEditorContext } from "@/web/features/editor";
import { FillFromMemory } from "@/web/features/translation";
import { toast } from "@/web/lib/toast";
import { AiToolbar } from "./AiToolbar";
import { useAiStatus } from "./api";
import { SuggestionsPanel } from "./SuggestionsPanel";
import { acceptBatch, addSuggestion, batchLabel, type Suggestion, setStatus } from "./suggestions";
import { TranslateDialog } from "./TranslateDialog";
import { blockInputText, inputFromBlocks } from "./toolbar-input";
import { defaultTargetLanguage, sourceLanguageOf } from "./translate-language";
import { pendingCounts } from "./translate-scope";

/**
 * The AI toolbar wired to the open editor: input from its blocks; actions that change a block
 * become suggestions under the toolbar, applied only when accepted (one undo step, one version).
 */
export function EditorAiToolbar() {
  const ai = useAiStatus();
  const { t } = useTranslation("ai");
  const { projectId, blocks, activeBlockId, updateBlock, readOnly, commitBatch } = useEditorContext();
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [busy, setBusy] = useState(false);
  const blocksRef = useRef(blocks);
  blocksRef.current = blocks;

  async function accept(ids: string[]) {
    const { blocks: next, accepted } = acceptBatch(blocksRef.current, suggestions, ids);
    if (accepted.length === 0) return;
    const chosen = suggestions.filter((s) => accepted.includes(s.id));
    setBusy(true);
    try {
      await commitBatch(next, batchLabel(chosen));
      setSuggestions((list) => setStatus(list, accepted, "accepted"));
      toast.success(t("suggestions.accepted", { count: accepted.length }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AiToolbar
      getInput={inputFromBlocks(blocks, activeBlockId)}
      projectId={projectId ?? undefined}
      hasActiveBlock={!!activeBlockId && !readOnly}
      aiConfigured={ai.data?.configured ?? false}
      onApply={(text) => {
        if (activeBlockId) updateBlock(activeBlockId, { expansion: text });
      }}
      getBlockTargets={
        readOnly
          ? undefined
          : (all) =>
              blocksRef.current
                .filter((b) => all || b.id === activeBlockId)
                .map((b) => ({ blockId: b.id, text: blockInputText(b) }))
      }
      onProposal={(p) =>
        setSuggestions((list) =>
          addSuggestion(list, {
            id: crypto.randomUUID(),
            blockId: p.blockId,
            action: p.action,
            engine: p.response.engine,
            base: p.text,
            proposal: p.response.result.kind === "text" ? p.response.result.text : "",
            status: "pending",
          }),
        )
      }
    >
      <SuggestionsPanel
        suggestions={suggestions}
        blocks={blocks}
        model={ai.data?.model}
        busy={busy || readOnly}
        onAccept={(ids) => void accept(ids)}
        onReject={(id) => setSuggestions((list) => setStatus(list, [id], "rejected"))}
      />
    </AiToolbar>
  );
}

/**
 * The translation dialog for the open project. Pending edits are saved when it opens, so the
 * server translates what the writer sees and the answer's version follows on from it.
 */
export function EditorTranslateDialog({ open, onOpenChange }: EditorDialogProps) {
  const { projectId, readOnly, replaceBlocks, saveNow, project, blocks } = useEditorContext();
  useEffect(() => {
    if (open) void saveNow();
  }, [open, saveNow]);
  // Read once as the dialog opens: the originals do not change while it is open.
  const [source] = useState(() => sourceLanguageOf(blocks.map((b) => b.originalText)));
  if (!projectId) return null;
  return (
    <TranslateDialog
      projectId={projectId}
      open={open}
      onOpenChange={onOpenChange}
      disabled={readOnly}
      initialLanguage={defaultTargetLanguage(source, project?.translationLanguage)}
      sourceLanguage={source}
      onTranslated={(response) => replaceBlocks(response.blocks, { version: response.version })}
      counts={(language) => pendingCounts(blocks, language)}
      extra={(language) => <FillFromMemory language={language} />}
    />
  );
}
