import { expect, test } from "@playwright/test";
import { uniqueEmail } from "./helpers";

// Screenshots of every main page for a person to look at: 390x844 and 1440x900, Portuguese and
// English, light and dark. Run with SCREENSHOTS=1; the files land in test-results/screens/.
test.skip(!process.env.SCREENSHOTS, "set SCREENSHOTS=1 to take the review screenshots");

const LETTER = [
  "Descubra o método simples que ajudou milhares de pessoas a dormir melhor em apenas sete noites.",
  "Você acorda cansado todos os dias, mesmo depois de oito horas na cama? Isso não é normal.",
  "Você tem 30 dias de garantia: se não gostar, devolvemos todo o seu dinheiro sem perguntas.",
  "Clique no botão abaixo agora mesmo e garanta o seu acesso com desconto.",
];

for (const [width, height] of [
  [390, 844],
  [1440, 900],
] as const) {
  for (const locale of ["pt-BR", "en-US"] as const) {
    for (const theme of ["light", "dark"] as const) {
      test(`screens ${width} ${locale} ${theme}`, async ({ browser }) => {
        test.setTimeout(180_000);
        const context = await browser.newContext({ viewport: { width, height }, locale, colorScheme: theme });
        await context.addInitScript((t) => window.localStorage.setItem("copyblocks-theme", t), theme);
        const email = uniqueEmail("screens");
        expect(
          (
            await context.request.post("/api/auth/sign-up/email", {
              data: { email, password: "segredo123", name: "Rita Tela" },
            })
          ).ok(),
        ).toBe(true);
        const created = await context.request.post("/api/projects", {
          data: {
            title: "Carta do sono profundo",
            niche: "Saúde",
            description: "VSL de suplemento natural para dormir.",
          },
        });
        const { id } = await created.json();
        await context.request.put(`/api/projects/${id}/blocks`, {
          data: {
            baseVersion: 1,
            blocks: LETTER.map((originalText, i) => ({
              type: ["HOOK", "PAIN_POINT", "GUARANTEE", "CALL_TO_ACTION"][i],
              originalText,
              expansion: "",
            })),
          },
        });
        await context.request.patch(`/api/projects/${id}`, { data: { isPublic: true } });
        const page = await context.newPage();
        const shot = async (name: string) => {
          await page.waitForTimeout(500);
          await page.screenshot({ path: `test-results/screens/${width}-${locale}-${theme}-${name}.png` });
        };
        for (const [name, path] of [
          ["dashboard", "/dashboard"],
          ["timeline", "/timeline"],
          ["settings", "/settings"],
          ["editor", `/project/${id}`],
          ["new", "/"],
        ] as const) {
          await page.goto(path);
          await expect(page.getByRole("heading").first()).toBeVisible();
          await shot(name);
        }
        await page.goto(`/project/${id}`);
        await page.getByTestId("ai-toolbar-toggle").click();
        await shot("editor-ai-open");
        await page.getByTestId("ai-toolbar-toggle").click();
        await page.getByTestId("user-menu-trigger").click();
        await shot("user-menu");
        await page.keyboard.press("Escape");
        const visitor = await browser.newContext({ viewport: { width, height }, locale, colorScheme: theme });
        await visitor.addInitScript((t) => window.localStorage.setItem("copyblocks-theme", t), theme);
        const anon = await visitor.newPage();
        for (const [name, path] of [
          ["auth", "/auth"],
          ["forgot", "/forgot-password"],
          ["public", `/project/${id}`],
        ] as const) {
          await anon.goto(path);
          await expect(anon.getByRole("heading").first()).toBeVisible();
          await anon.waitForTimeout(500);
          await anon.screenshot({ path: `test-results/screens/${width}-${locale}-${theme}-${name}.png` });
        }
        await visitor.close();
        await context.close();
      });
    }
  }
}
