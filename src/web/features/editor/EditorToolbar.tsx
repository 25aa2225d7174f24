import {
  Bot,
  ChartColumn,
  Download,
  FileText,
  Keyboard,
  Languages,
  LayoutDashboard,
  LayoutTemplate,
  Plus,
  Settings,
} from "lucide-react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "@/web/components/ui/button";

/** Spec 2: from the editor only home and the dashboard may be opened; the rest says so. */
export function notAvailableYet() {
  toast.info("Esta funcionalidade ainda não está disponível", {
    description: "Estamos trabalhando para disponibilizá-la em breve!",
    id: "not-available",
  });
}

type Props = {
  readOnly: boolean;
  onTranslate: () => void;
  onExport: () => void;
  onSettings: () => void;
  onHelp: () => void;
};

/** Translate, export, settings and shortcut help, under the header. */
export function EditorToolbar({ readOnly, onTranslate, onExport, onSettings, onHelp }: Props) {
  return (
    <div className="flex flex-wrap gap-2">
      {readOnly ? null : (
        <Button variant="outline" size="sm" onClick={onTranslate}>
          <Languages aria-hidden /> Translate
        </Button>
      )}
      <Button variant="outline" size="sm" onClick={onExport}>
        <Download aria-hidden /> Export
      </Button>
      <Button variant="outline" size="sm" onClick={onSettings}>
        <Settings aria-hidden /> Settings
      </Button>
      <Button
        variant="outline"
        size="sm"
        onClick={onHelp}
        aria-label="Keyboard shortcuts"
        title="Keyboard shortcuts (?)"
      >
        <Keyboard aria-hidden /> <span className="hidden sm:inline">Shortcuts</span>
      </Button>
    </div>
  );
}

const elsewhere = [
  { label: "Translation", icon: Languages },
  { label: "Analytics", icon: ChartColumn },
  { label: "AI Assistant", icon: Bot },
  { label: "Templates", icon: LayoutTemplate },
];

/** The table's navigation row and Add Block. */
export function BlockNavigation({ readOnly, onAdd }: { readOnly: boolean; onAdd: () => void }) {
  const navigate = useNavigate();
  return (
    <nav aria-label="Editor navigation" className="flex flex-wrap items-center gap-1.5">
      <Button variant="ghost" size="sm" onClick={() => navigate("/")}>
        <FileText aria-hidden /> Editor
      </Button>
      <Button variant="ghost" size="sm" onClick={() => navigate("/dashboard")}>
        <LayoutDashboard aria-hidden /> Dashboard
      </Button>
      {elsewhere.map(({ label, icon: Icon }) => (
        <Button
          key={label}
          variant="ghost"
          size="sm"
          onClick={notAvailableYet}
          className="hidden sm:inline-flex"
        >
          <Icon aria-hidden /> {label}
        </Button>
      ))}
      {readOnly ? null : (
        <Button size="sm" className="ml-auto" onClick={onAdd}>
          <Plus aria-hidden /> Add Block
        </Button>
      )}
    </nav>
  );
}
