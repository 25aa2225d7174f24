import { ArrowLeft, Construction } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { PageContainer } from "@/web/components/PageHeader";
import { Button } from "@/web/components/ui/button";

/** Placeholder for screens not built yet: their links are real, so they must not 404. */
export function UnderDevelopmentPage() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  return (
    <PageContainer className="flex min-h-[60vh] flex-col items-center justify-center gap-4 text-center">
      <div className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Construction className="size-7" aria-hidden />
      </div>
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t("underDevelopment.title")}</h1>
      <p className="max-w-md text-muted-foreground">{t("underDevelopment.body")}</p>
      <Button className="mt-2" onClick={() => navigate("/dashboard")}>
        <ArrowLeft /> {t("underDevelopment.back")}
      </Button>
    </PageContainer>
  );
}
