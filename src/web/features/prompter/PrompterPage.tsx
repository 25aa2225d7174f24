import { ArrowLeft } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { DEFAULT_WORDS_PER_MINUTE } from "@/shared/blocks/text-stats";
import { finalParagraphs, translationIn } from "@/shared/export/common";
import { DEFAULT_EXPORT_OPTIONS } from "@/shared/export/types";
import { isUiLanguage } from "@/shared/ui-languages";
import { Spinner } from "@/web/components/ui/spinner";
import { useProject, useProjectBlocks } from "@/web/features/projects";
import { currentLanguage } from "@/web/i18n";
import { useFormatters } from "@/web/i18n/format";
import { buildScript } from "./script";
import { Teleprompter } from "./Teleprompter";

// The editor's word count keeps the writer's narration pace under this key; the prompter starts there.
const PACE_KEY = "copyblocks-words-per-minute";

function savedPace(): number {
  try {
    return Number(window.localStorage.getItem(PACE_KEY)) || DEFAULT_WORDS_PER_MINUTE;
  } catch {
    return DEFAULT_WORDS_PER_MINUTE;
  }
}

function Screen({ children }: { children: React.ReactNode }) {
  return (
    <div className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-black p-6 text-center text-neutral-100">
      {children}
    </div>
  );
}

/** /project/:id/prompter: the final copy, or one of its translations, read from a teleprompter. */
export function PrompterPage() {
  const { t, i18n } = useTranslation("prompter");
  const format = useFormatters();
  const { projectId = null } = useParams();
  const project = useProject(projectId);
  const list = useProjectBlocks(projectId);
  const [language, setLanguage] = useState("");
  const sourceId = useId();

  const current = project.data?.translationLanguage ?? null;
  const blocks = list.data?.blocks;
  const languages = useMemo(() => {
    const found = new Set<string>();
    for (const block of blocks ?? []) {
      for (const [code, text] of Object.entries(block.translations ?? {})) if (text.trim()) found.add(code);
      if (current && block.translation?.trim()) found.add(current);
    }
    return [...found].sort();
  }, [blocks, current]);
  const script = useMemo(() => {
    const exported = (blocks ?? []).map((block) => ({
      type: block.type,
      originalText: block.originalText,
      expansion: block.expansion,
      translation: translationIn(
        { ...block, translation: block.translation ?? null },
        language || null,
        current,
      ),
    }));
    const options = {
      ...DEFAULT_EXPORT_OPTIONS,
      content: "final" as const,
      includeTypes: true,
      finalFromTranslation: language !== "",
      // The faint type label speaks the interface's language, like the editor's.
      locale: isUiLanguage(i18n.language) ? i18n.language : currentLanguage(),
    };
    return buildScript(finalParagraphs(exported, options));
  }, [blocks, language, current, i18n.language]);

  const back = (
    <Link
      to={projectId ? `/project/${projectId}` : "/dashboard"}
      className="inline-flex h-10 items-center gap-1.5 rounded-md px-2.5 text-sm text-white/90 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white/70"
      aria-label={t("back")}
    >
      <ArrowLeft className="size-4" aria-hidden />
      <span className="hidden sm:inline">{t("back")}</span>
    </Link>
  );

  if (project.isPending || list.isPending) {
    return (
      <Screen>
        <Spinner className="size-8" />
        <p className="sr-only">{t("loading")}</p>
      </Screen>
    );
  }
  if (project.isError || list.isError) {
    return (
      <Screen>
        <p role="alert">{t("loadFailed")}</p>
        {back}
      </Screen>
    );
  }

  const source = (
    <span className="inline-flex items-center gap-1.5">
      <label htmlFor={sourceId} className="sr-only">
        {t("source")}
      </label>
      <select
        id={sourceId}
        value={language}
        onChange={(event) => setLanguage(event.target.value)}
        className="h-9 rounded-md border border-white/20 bg-neutral-900 px-2 text-sm text-white"
      >
        <option value="">{t("finalCopy")}</option>
        {languages.map((code) => (
          <option key={code} value={code}>
            {format.language(code)}
          </option>
        ))}
      </select>
    </span>
  );

  if (script.blocks.length === 0) {
    return (
      <Screen>
        <p>{t("empty")}</p>
        {back}
      </Screen>
    );
  }
  return (
    <Teleprompter
      key={language}
      script={script}
      initialWpm={savedPace()}
      toolbar={
        <>
          {back}
          {languages.length > 0 ? source : null}
        </>
      }
    />
  );
}
