import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { DeferredTabs } from "@/web/components/DeferredTabs";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { SignInForm } from "./SignInForm";
import { SignUpForm } from "./SignUpForm";

type Tab = "signin" | "signup";

export function AuthPage() {
  const navigate = useNavigate();
  const { t } = useTranslation("auth");
  const [params] = useSearchParams();
  const [tab, setTab] = useState<Tab>(params.get("tab") === "signup" ? "signup" : "signin");
  // The mutation already refetched /api/me, so the dashboard's guard sees the new session.
  const goToDashboard = () => navigate("/dashboard", { replace: true });

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-10 sm:py-16">
      <Button variant="ghost" size="sm" className="self-start" onClick={() => navigate("/")}>
        <ArrowLeft /> {t("backHome")}
      </Button>
      <Card>
        <CardHeader className="text-center">
          <CardTitle className="text-2xl">
            {tab === "signin" ? t("welcomeBack") : t("createAccount")}
          </CardTitle>
          <CardDescription>{tab === "signin" ? t("signInIntro") : t("signUpIntro")}</CardDescription>
        </CardHeader>
        <CardContent>
          <DeferredTabs
            value={tab}
            onValueChange={(value) => setTab(value === "signup" ? "signup" : "signin")}
            listClassName="grid w-full grid-cols-2"
            tabs={[
              { value: "signin", label: t("signInTab"), content: <SignInForm onSuccess={goToDashboard} /> },
              { value: "signup", label: t("signUpTab"), content: <SignUpForm onSuccess={goToDashboard} /> },
            ]}
          />
        </CardContent>
      </Card>
    </div>
  );
}
