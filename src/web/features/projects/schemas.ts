// The response schemas projects/api.ts imports on demand (with zod behind them).
export { blockListResponseSchema } from "@/shared/api/blocks";
export {
  activitiesResponseSchema,
  nichesResponseSchema,
  projectDetailSchema,
  projectListResponseSchema,
  timelineResponseSchema,
} from "@/shared/api/projects";
