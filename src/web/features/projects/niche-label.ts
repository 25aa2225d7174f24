import { useTranslation } from "react-i18next";
import { DEFAULT_NICHE, DEFAULT_NICHES } from "@/shared/niches";

type NicheKey =
  | "health"
  | "finance"
  | "relationships"
  | "ecommerce"
  | "education"
  | "other"
  | "none"
  | "general";

/**
 * The built-in niches are stored on projects by their Portuguese names (and 'general' for projects
 * created from the editor); the interface names them in its language. A custom niche is the
 * writer's own word and shows as typed.
 */
const NICHE_KEYS: Readonly<Record<string, NicheKey>> = {
  [DEFAULT_NICHES[0]]: "health",
  [DEFAULT_NICHES[1]]: "finance",
  [DEFAULT_NICHES[2]]: "relationships",
  [DEFAULT_NICHES[3]]: "ecommerce",
  [DEFAULT_NICHES[4]]: "education",
  [DEFAULT_NICHES[5]]: "other",
  [DEFAULT_NICHE]: "none",
  general: "general",
};

/** A niche as the interface shows it; re-renders when the language changes. */
export function useNicheLabel(): (niche: string) => string {
  const { t } = useTranslation("projects");
  return (niche) => {
    const key = NICHE_KEYS[niche];
    return key ? t(`niches.${key}`) : niche;
  };
}
