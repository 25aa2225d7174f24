import { House } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageContainer } from "@/web/components/PageHeader";
import { Button } from "@/web/components/ui/button";

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageContainer className="flex min-h-[60vh] flex-col items-center justify-center gap-4 text-center">
      <p className="text-6xl font-bold tracking-tight text-primary sm:text-7xl">404</p>
      <h1 className="text-xl font-semibold sm:text-2xl">{t("notFound.title")}</h1>
      <p className="max-w-sm text-muted-foreground">{t("notFound.body")}</p>
      <Button asChild variant="outline" className="mt-2">
        <Link to="/">
          <House /> {t("notFound.home")}
        </Link>
      </Button>
    </PageContainer>
  );
}
