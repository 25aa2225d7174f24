import { describe, expect, it } from "vitest";
import { i18n } from "@/web/i18n";
import { activityBadge } from "./activity-badges";

describe("activityBadge", () => {
  it("labels the three action types and falls back to 'Activity', in both languages", async () => {
    const labels = () =>
      ["created", "updated", "commented", "something-else"].map((type) =>
        i18n.t(`projects:activity.badges.${activityBadge(type).label}`),
      );
    await i18n.changeLanguage("en");
    expect(labels()).toEqual(["Created", "Updated", "Comment", "Activity"]);
    await i18n.changeLanguage("pt");
    expect(labels()).toEqual(["Criado", "Atualizado", "Comentário", "Atividade"]);
  });
});
