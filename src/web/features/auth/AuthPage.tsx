import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { SignInForm } from "./SignInForm";
import { SignUpForm } from "./SignUpForm";

type Tab = "signin" | "signup";

export function AuthPage() {
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>("signin");
  // The mutation already refetched /api/me, so the dashboard's guard sees the new session.
  const goToDashboard = () => navigate("/dashboard", { replace: true });

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-10 sm:py-16">
      <Button variant="ghost" size="sm" className="self-start" onClick={() => navigate("/")}>
        <ArrowLeft /> Back to Home
      </Button>
      <Card>
        <CardHeader className="text-center">
          <CardTitle className="text-2xl">
            {tab === "signin" ? "Welcome back" : "Create your account"}
          </CardTitle>
          <CardDescription>
            {tab === "signin"
              ? "Sign in to continue working on your copy."
              : "Start turning your copy into typed, translatable blocks."}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs value={tab} onValueChange={(value) => setTab(value === "signup" ? "signup" : "signin")}>
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="signin">Sign In</TabsTrigger>
              <TabsTrigger value="signup">Sign Up</TabsTrigger>
            </TabsList>
            <TabsContent value="signin">
              <SignInForm onSuccess={goToDashboard} />
            </TabsContent>
            <TabsContent value="signup">
              <SignUpForm onSuccess={goToDashboard} />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </div>
  );
}
