import { AlertTriangle, ArrowDownToLine, ArrowUpToLine, CheckCircle2, CircleDashed } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { TEMPLATES } from "@/shared/blocks/templates";
import { formatDuration } from "@/shared/blocks/text-stats";
import {
  analyzeStructure,
  guessReference,
  type Reference,
  type StructureIssue,
} from "@/shared/structure/analyze";
import { useEditorContext } from "@/web/features/editor";
import type { en } from "@/web/i18n/locales/en";
import { cn } from "@/web/lib/utils";
import { STAGE_CLASSES } from "./stage-colors";

const CLASSIC = "classic";

type TemplateId = keyof typeof en.editor.templates.names;

const ISSUE_ICONS = { missing: CircleDashed, tooEarly: ArrowUpToLine, tooLate: ArrowDownToLine };

/**
 * The copy at a glance: a strip of its sections (runs of one block type, coloured by sales-letter
 * stage, as wide as their words), each section's words and spoken time, and what the order
 * misses or puts too early or too late against the classic order or a template.
 */
export function StructureMap() {
  const { t } = useTranslation(["structure", "blocks", "editor"]);
  const blockTypeLabel = (type: string) => t(`blocks:types.${type}` as "blocks:types.HOOK", type);
  const { blocks, wordsPerMinute, revealBlock, activeBlockId } = useEditorContext();
  const [choice, setChoice] = useState<string | null>(null);
  const reference: Reference = useMemo(() => {
    if (choice === CLASSIC) return { kind: "classic" };
    if (choice) return { kind: "template", templateId: choice };
    return guessReference(blocks, TEMPLATES);
  }, [choice, blocks]);
  const map = useMemo(
    () => analyzeStructure(blocks, reference, wordsPerMinute),
    [blocks, reference, wordsPerMinute],
  );
  const indexOf = useMemo(() => new Map(blocks.map((b, i) => [b.id, i + 1])), [blocks]);
  const stepLabel = (step: string) =>
    reference.kind === "classic" ? t(`stages.${step as "hook"}`) : blockTypeLabel(step);
  const selected = reference.kind === "classic" ? CLASSIC : reference.templateId;
  // The section of the block being written in, kept in view in the list as the writer moves.
  const current = activeBlockId
    ? map.sections.findIndex((section) => section.blockIds.includes(activeBlockId))
    : -1;
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const box = list.current;
    const item = current >= 0 ? box?.children[current] : null;
    if (!box || !(item instanceof HTMLElement)) return;
    const top = item.offsetTop - box.offsetTop;
    if (top < box.scrollTop) box.scrollTop = top;
    else if (top + item.offsetHeight > box.scrollTop + box.clientHeight)
      box.scrollTop = top + item.offsetHeight - box.clientHeight;
  }, [current]);

  if (blocks.length === 0) {
    return <p className="text-sm text-muted-foreground">{t("empty")}</p>;
  }

  return (
    <section className="flex flex-1 flex-col gap-4" data-testid="structure-map">
      <p className="text-xs text-muted-foreground tabular-nums">
        {t("total", { words: t("words", { count: map.words }), duration: formatDuration(map.seconds) })}
      </p>

      <nav className="flex h-6 w-full shrink-0 overflow-hidden rounded-md" aria-label={t("strip")}>
        {map.sections.map((section) => {
          const first = indexOf.get(section.blockIds[0]) ?? 0;
          const label = t("sectionLabel", {
            type: blockTypeLabel(section.type),
            blocks: t("blocks", { count: section.blockIds.length }),
            words: t("words", { count: section.words }),
            duration: formatDuration(section.seconds),
          });
          return (
            <button
              key={section.blockIds[0]}
              type="button"
              title={label}
              aria-label={label}
              onClick={() => revealBlock(section.blockIds[0])}
              className={cn(
                "h-full min-w-1.5 border-r border-background/70 outline-none last:border-r-0 hover:opacity-80 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset",
                STAGE_CLASSES[section.stage ?? "none"],
              )}
              style={{ flexGrow: Math.max(section.words, 1), flexBasis: 0 }}
              data-first-block={first}
            />
          );
        })}
      </nav>

      {/* As tall as the panel leaves it, with its own scroll: a long letter has hundreds of sections. */}
      <ol
        ref={list}
        className="min-h-40 flex-1 space-y-1 overflow-y-auto pr-1 text-sm"
        data-testid="structure-sections"
      >
        {map.sections.map((section, i) => {
          const first = indexOf.get(section.blockIds[0]) ?? 0;
          const last = indexOf.get(section.blockIds.at(-1) ?? "") ?? first;
          return (
            <li key={section.blockIds[0]}>
              <button
                type="button"
                aria-current={i === current || undefined}
                onClick={() => revealBlock(section.blockIds[0])}
                className={cn(
                  "flex w-full flex-wrap items-center gap-x-2 gap-y-0.5 rounded-md px-1.5 py-1 text-left hover:bg-accent focus-visible:bg-accent focus-visible:outline-none",
                  i === current && "bg-accent font-medium shadow-[inset_3px_0_0_var(--color-primary)]",
                )}
              >
                <span
                  className={cn("size-2.5 shrink-0 rounded-sm", STAGE_CLASSES[section.stage ?? "none"])}
                  aria-hidden
                />
                <span className="min-w-0 flex-1 break-words">{blockTypeLabel(section.type)}</span>
                <span className="ml-auto shrink-0 text-xs font-normal text-muted-foreground tabular-nums">
                  {first === last ? `#${first}` : `#${first}–${last}`} ·{" "}
                  {t("words", { count: section.words })} · {formatDuration(section.seconds)}
                </span>
              </button>
            </li>
          );
        })}
      </ol>

      <div className="shrink-0 space-y-2 border-t pt-3">
        <label className="flex flex-col gap-1 text-xs font-medium text-muted-foreground">
          {t("checkAgainst")}
          <select
            value={selected}
            onChange={(event) => setChoice(event.target.value)}
            className="h-8 rounded-md border bg-background px-2 text-sm text-foreground"
          >
            <option value={CLASSIC}>{t("classic")}</option>
            {TEMPLATES.map((template) => (
              <option key={template.id} value={template.id}>
                {t("template", {
                  name: t(`editor:templates.names.${template.id as TemplateId}`, template.name),
                })}
              </option>
            ))}
          </select>
        </label>
        <p className="text-xs text-muted-foreground">
          {map.steps.map((step) => stepLabel(step)).join(" → ")}
        </p>
        {map.issues.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-emerald-700 dark:text-emerald-400" role="status">
            <CheckCircle2 className="size-4" aria-hidden /> {t("inOrder")}
          </p>
        ) : (
          <ul className="space-y-1 text-sm" aria-label={t("issues")}>
            {map.issues.map((issue) => (
              <IssueItem
                key={`${issue.kind}-${issue.step}`}
                issue={issue}
                label={stepLabel(issue.step)}
                blockNumber={issue.blockId ? (indexOf.get(issue.blockId) ?? null) : null}
                onGo={(id) => revealBlock(id)}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function IssueItem({
  issue,
  label,
  blockNumber,
  onGo,
}: {
  issue: StructureIssue;
  label: string;
  blockNumber: number | null;
  onGo: (id: string) => void;
}) {
  const { t } = useTranslation("structure");
  const Icon = ISSUE_ICONS[issue.kind] ?? AlertTriangle;
  const text = t(`issue.${issue.kind}`, { step: label });
  return (
    <li data-testid="structure-issue" data-kind={issue.kind}>
      {issue.blockId && blockNumber ? (
        <button
          type="button"
          onClick={() => onGo(issue.blockId!)}
          className="flex w-full items-start gap-2 rounded-md px-1.5 py-1 text-left hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
        >
          <Icon className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden />
          <span className="flex-1">{text}</span>
          <span className="shrink-0 text-xs text-muted-foreground underline underline-offset-2">
            {issue.kind === "missing" ? t("after", { n: blockNumber }) : t("goTo", { n: blockNumber })}
          </span>
        </button>
      ) : (
        <span className="flex items-start gap-2 px-1.5 py-1">
          <Icon className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden />
          {text}
        </span>
      )}
    </li>
  );
}
