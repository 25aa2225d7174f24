import { FileText } from "lucide-react";
import { useParams } from "react-router";
import { PageContainer, PageHeader } from "@/web/components/PageHeader";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";

// Stands in for the block editor (another issue) on /, /editor and /project/:projectId.
export function EditorPlaceholderPage() {
  const { projectId } = useParams();
  return (
    <PageContainer className="space-y-8">
      <PageHeader
        title="Editor"
        description={
          projectId
            ? "Project editor"
            : "Start a new copy project: paste a text and work on it block by block."
        }
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
        {projectId ? (
          <CardContent>
            <p className="text-sm">
              Project ID:{" "}
              <code
                className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs break-all"
                data-testid="project-id"
              >
                {projectId}
              </code>
            </p>
          </CardContent>
        ) : null}
      </Card>
    </PageContainer>
  );
}
