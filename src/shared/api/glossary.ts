import { z } from "zod";
import { LANGUAGE_CODES } from "../languages";
import { wellFormed } from "../text/well-formed";

export const GLOSSARY_TERM_MAX = 100;
export const GLOSSARY_TRANSLATION_MAX = 200;
/** Terms in one glossary (a user's own, or one project's). */
export const GLOSSARY_MAX_TERMS = 500;

const term = z
  .string({ message: "term is required" })
  .trim()
  .min(1, "term must not be empty")
  .max(GLOSSARY_TERM_MAX, `term must be at most ${GLOSSARY_TERM_MAX} characters`)
  .overwrite(wellFormed);

const translations = z
  .partialRecord(
    z.enum(LANGUAGE_CODES, {
      message: `a translation's language must be one of ${LANGUAGE_CODES.join(", ")}`,
    }),
    z
      .string({ message: "a translation must be text" })
      .trim()
      .min(1, "a translation must not be empty")
      .max(GLOSSARY_TRANSLATION_MAX, `a translation must be at most ${GLOSSARY_TRANSLATION_MAX} characters`)
      .overwrite(wellFormed),
  )
  .default({});

const needsRule = (value: { doNotTranslate?: boolean; translations?: Record<string, string> }) =>
  value.doNotTranslate === true || Object.keys(value.translations ?? {}).length > 0;
const NEEDS_RULE = "give the term a translation for at least one language, or mark it 'do not translate'";

/** POST /api/glossary and POST /api/projects/:id/glossary */
export const createGlossaryTermSchema = z
  .object({
    term,
    translations,
    doNotTranslate: z.boolean({ message: "doNotTranslate must be true or false" }).default(false),
  })
  .refine(needsRule, { message: NEEDS_RULE, path: ["translations"] });
export type CreateGlossaryTerm = z.infer<typeof createGlossaryTermSchema>;

/** PATCH /api/glossary/:termId (the whole rule is sent again, so it is checked as a whole). */
export const updateGlossaryTermSchema = createGlossaryTermSchema;

export const glossaryTermParamsSchema = z.object({ termId: z.uuid({ message: "termId must be a term id" }) });

export const glossaryTermSchema = z.object({
  id: z.string(),
  /** Null for the user's own glossary, else the project it belongs to. */
  projectId: z.string().nullable(),
  term: z.string(),
  translations: z.record(z.string(), z.string()),
  doNotTranslate: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type GlossaryTerm = z.infer<typeof glossaryTermSchema>;

/**
 * GET /api/glossary and GET /api/projects/:id/glossary, sorted by term; and
 * GET /api/projects/:id/glossary/applicable: the project's terms, then the owner's own (shown to
 * the owner only) that the project does not override.
 */
export const glossaryListResponseSchema = z.object({ terms: z.array(glossaryTermSchema) });
