/** The niches every user can pick; custom niches used in projects are added to these. */
export const DEFAULT_NICHES = [
  "Saúde",
  "Finanças",
  "Relacionamentos",
  "E-commerce",
  "Educação",
  "Outro",
] as const;
/** Niche of a project created without one. */
export const DEFAULT_NICHE = "Sem nicho";
export const NICHE_MAX_LENGTH = 60;
