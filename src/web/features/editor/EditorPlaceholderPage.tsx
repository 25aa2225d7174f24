import { FileText } from "lucide-react";
import { PageContainer, PageHeader } from "@/web/components/PageHeader";
import { Card, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";

// Stands in for the block editor (another issue) on / and /editor; /project/:projectId has its
// read-only preview (ProjectPreviewPage) until the editor lands.
export function EditorPlaceholderPage() {
  return (
    <PageContainer className="space-y-8">
      <PageHeader
        title="Editor"
        description="Start a new copy project: paste a text and work on it block by block."
      />
      <Card>
        <CardHeader>
          <div className="mb-2 flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground">
            <FileText className="size-5" aria-hidden />
          </div>
          <CardTitle>The block editor is coming</CardTitle>
          <CardDescription>
            Soon you will paste your copy here, see it split into typed paragraph blocks, and translate or
            expand every block side by side.
          </CardDescription>
        </CardHeader>
      </Card>
    </PageContainer>
  );
}
