import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, RotateCcw } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { BlockListResponse } from "@/shared/api/blocks";
import type { VersionSummary } from "@/shared/api/versions";
import { blockTypeLabelIn } from "@/shared/blocks/type-labels";
import { type BlockDiffEntry, COMPARED_FIELDS, diffBlockLists } from "@/shared/history/block-diff";
import type { DiffPart } from "@/shared/history/word-diff";
import { isUiLanguage, type UiLanguage } from "@/shared/ui-languages";
import { ErrorAlert } from "@/web/components/ErrorAlert";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { errorMessage } from "@/web/i18n/errors";
import { useFormatters } from "@/web/i18n/format";
import { toast } from "@/web/lib/toast";
import { historyKeys, restoreVersion, useVersionBlocks, useVersions } from "./history-api";
import type { EditorBlock } from "./model";

type Props = {
  projectId: string;
  /** The editor's current blocks and the version they are saved at. */
  blocks: readonly EditorBlock[];
  version: number | null;
  readOnly: boolean;
  /** Unsaved edits: restoring waits until they are saved. */
  dirty: boolean;
  onRestored: (restored: BlockListResponse) => void;
};

/**
 * The version history, shown in a side panel beside the table: a list of saved versions, a
 * block-by-block diff of one with the current blocks, and restore.
 */
export function HistoryPanel({ projectId, blocks, version, readOnly, dirty, onRestored }: Props) {
  const { t } = useTranslation("editor");
  const [selected, setSelected] = useState<number | null>(null);
  return (
    <div className="space-y-3" data-testid="history-panel">
      <p className="text-sm text-muted-foreground">{t("history.description")}</p>
      {selected === null ? (
        <VersionList projectId={projectId} open current={version} onSelect={setSelected} />
      ) : (
        <VersionDiff
          projectId={projectId}
          version={selected}
          blocks={blocks}
          baseVersion={version}
          readOnly={readOnly}
          dirty={dirty}
          onBack={() => setSelected(null)}
          onRestored={(restored) => {
            setSelected(null);
            onRestored(restored);
          }}
        />
      )}
    </div>
  );
}

function useLabel() {
  const { t } = useTranslation("editor");
  const format = useFormatters();
  return (label: string | null) => {
    if (!label) return t("history.labels.edit");
    const [kind, arg = ""] = label.split(":");
    switch (kind) {
      case "translated":
        return t("history.labels.translated", { language: format.language(arg) });
      case "restored":
        return t("history.labels.restored", { version: arg });
      case "ai":
        return t("history.labels.ai", { action: arg });
      case "created":
      case "duplicated":
      case "imported":
      case "template":
      case "analysis":
      case "replace":
      case "review":
      case "memory":
        return t(`history.labels.${kind}`);
      default:
        return label;
    }
  };
}

function VersionList({
  projectId,
  open,
  current,
  onSelect,
}: {
  projectId: string;
  open: boolean;
  current: number | null;
  onSelect: (version: number) => void;
}) {
  const { t } = useTranslation("editor");
  const format = useFormatters();
  const labelOf = useLabel();
  const query = useVersions(projectId, open);
  if (query.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
        <Spinner /> {t("history.loading")}
      </p>
    );
  }
  if (query.isError) return <ErrorAlert title={t("history.loadFailed")} error={query.error} />;
  const versions: VersionSummary[] = query.data.pages.flatMap((p) => p.versions);
  if (versions.length === 0) return <p className="text-sm text-muted-foreground">{t("history.empty")}</p>;
  return (
    <div className="space-y-2">
      <ul className="divide-y rounded-md border" aria-label={t("history.title")}>
        {versions.map((v) => (
          <li key={v.version}>
            <button
              type="button"
              className="flex w-full flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-left text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
              onClick={() => onSelect(v.version)}
              data-testid="history-version"
            >
              <span className="font-medium">{t("history.version", { version: v.version })}</span>
              {v.version === current ? <Badge variant="secondary">{t("history.current")}</Badge> : null}
              <span>{labelOf(v.label)}</span>
              <span className="text-muted-foreground">
                {format.dateTime(v.createdAt)} ·{" "}
                {t("history.by", { name: v.author?.name ?? t("history.unknownAuthor") })} ·{" "}
                {t("history.blocks", { count: v.blocksCount })}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <Button
          variant="outline"
          size="sm"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {query.isFetchingNextPage ? <Spinner /> : null} {t("history.more")}
        </Button>
      ) : null}
    </div>
  );
}

function VersionDiff({
  projectId,
  version,
  blocks,
  baseVersion,
  readOnly,
  dirty,
  onBack,
  onRestored,
}: {
  projectId: string;
  version: number;
  blocks: readonly EditorBlock[];
  baseVersion: number | null;
  readOnly: boolean;
  dirty: boolean;
  onBack: () => void;
  onRestored: (restored: BlockListResponse) => void;
}) {
  const { t } = useTranslation("editor");
  const queryClient = useQueryClient();
  const query = useVersionBlocks(projectId, version);
  const [restoring, setRestoring] = useState(false);
  const entries = useMemo(
    () => (query.data ? diffBlockLists(query.data.blocks, blocks) : []),
    [query.data, blocks],
  );
  const changes = entries.filter((e) => e.status !== "same" || e.moved);
  // Each block's number: its place now, or where it stood in that version when it is gone.
  const numbers = useMemo(() => {
    const map = new Map<string, number>();
    for (const [i, b] of (query.data?.blocks ?? []).entries()) map.set(b.id, i + 1);
    for (const [i, b] of blocks.entries()) map.set(b.id, i + 1);
    return map;
  }, [query.data, blocks]);

  const restore = async () => {
    if (baseVersion === null) return;
    setRestoring(true);
    try {
      const restored = await restoreVersion(projectId, version, baseVersion);
      await queryClient.invalidateQueries({ queryKey: historyKeys.list(projectId) });
      toast.success(t("history.restored", { version }));
      onRestored(restored);
    } catch (error) {
      toast.error(t("history.restoreFailed"), {
        description: errorMessage(error),
      });
    } finally {
      setRestoring(false);
    }
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeft aria-hidden /> {t("history.back")}
        </Button>
        {readOnly ? null : (
          <Button size="sm" onClick={restore} disabled={restoring || dirty || !query.data}>
            {restoring ? <Spinner /> : <RotateCcw aria-hidden />}{" "}
            {restoring ? t("history.restoring") : t("history.restore")}
          </Button>
        )}
      </div>
      {dirty && !readOnly ? <p className="text-sm text-muted-foreground">{t("history.unsaved")}</p> : null}
      <h3 className="text-sm font-medium">{t("history.compareTitle", { version })}</h3>
      {query.isPending ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Spinner /> {t("history.loading")}
        </p>
      ) : query.isError ? (
        <ErrorAlert title={t("history.loadFailed")} error={query.error} />
      ) : changes.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("history.noChanges")}</p>
      ) : (
        <ol className="space-y-2" data-testid="history-diff">
          {changes.map((entry) => (
            <DiffEntry key={`${entry.id}-${entry.status}`} entry={entry} n={numbers.get(entry.id) ?? null} />
          ))}
        </ol>
      )}
    </div>
  );
}

const STATUS_TONE: Record<BlockDiffEntry["status"], string> = {
  added: "border-l-green-600",
  removed: "border-l-red-600",
  changed: "border-l-amber-500",
  same: "border-l-muted",
};

function DiffEntry({ entry, n }: { entry: BlockDiffEntry; n: number | null }) {
  const { t, i18n } = useTranslation("editor");
  const language: UiLanguage = isUiLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : "en";
  const typeName = (type: string | undefined) => (type ? blockTypeLabelIn(type, language) : "");
  const block = entry.after ?? entry.before;
  return (
    <li
      className={`rounded-md border border-l-4 p-2 text-sm ${STATUS_TONE[entry.status]}`}
      data-status={entry.status}
    >
      <div className="mb-1 flex flex-wrap gap-2 text-xs font-medium">
        {n === null ? null : <span className="tabular-nums">{t("history.blockNumber", { n })}</span>}
        {entry.status === "same" ? null : <span>{t(`history.${entry.status}`)}</span>}
        {entry.moved ? <span>{t("history.moved")}</span> : null}
        {entry.typeChanged ? (
          <span>
            {t("history.typeChanged", {
              before: typeName(entry.before?.type),
              after: typeName(entry.after?.type),
            })}
          </span>
        ) : (
          <span className="text-muted-foreground">{typeName(block?.type)}</span>
        )}
      </div>
      {entry.status === "changed" ? (
        COMPARED_FIELDS.filter((f) => entry.fields[f]).map((field) => (
          <div key={field}>
            <span className="text-xs text-muted-foreground">{t(`history.fields.${field}`)}: </span>
            <Parts parts={entry.fields[field] ?? []} />
          </div>
        ))
      ) : (
        <p className={entry.status === "removed" ? "line-through opacity-80" : undefined}>
          {block?.originalText}
        </p>
      )}
    </li>
  );
}

function Parts({ parts }: { parts: DiffPart[] }) {
  return (
    <span className="whitespace-pre-wrap">
      {parts.map((part, i) =>
        part.kind === "same" ? (
          <span key={i}>{part.text}</span>
        ) : part.kind === "added" ? (
          <ins key={i} className="bg-green-200 no-underline dark:bg-green-900">
            {part.text}
          </ins>
        ) : (
          <del key={i} className="bg-red-200 dark:bg-red-900">
            {part.text}
          </del>
        ),
      )}
    </span>
  );
}
