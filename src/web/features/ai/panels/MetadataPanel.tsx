import type { MetadataResult } from "@/shared/analysis/results";
import { Chips, CopyButton, Section } from "./parts";

function Counted({ text, max }: { text: string; max: number }) {
  return (
    <div className="space-y-1">
      <p className="rounded-md border bg-muted/40 px-3 py-2 text-sm">{text || "—"}</p>
      <p className="text-right text-xs text-muted-foreground tabular-nums">
        {text.length} / {max} caracteres
      </p>
    </div>
  );
}

export function MetadataPanel({ data }: { data: MetadataResult }) {
  return (
    <div className="space-y-5">
      <Section title="Título" action={<CopyButton text={data.title} subject="title" />}>
        <Counted text={data.title} max={60} />
      </Section>
      <Section title="Descrição" action={<CopyButton text={data.description} subject="description" />}>
        <Counted text={data.description} max={160} />
      </Section>
      <Section
        title="Palavras-chave"
        action={<CopyButton text={data.keywords.join(", ")} subject="keywords" />}
      >
        <Chips words={data.keywords} />
      </Section>
    </div>
  );
}
