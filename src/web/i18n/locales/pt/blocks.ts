import { TEMPLATE_TYPE_LABELS } from "@/shared/blocks/type-labels";
import { BLOCK_TYPE_LABELS } from "@/shared/blocks/types";
import type { blocks as en } from "../en/blocks";
import type { Catalog } from "../types";

export const blocks: Catalog<typeof en> = {
  types: { ...BLOCK_TYPE_LABELS, ...TEMPLATE_TYPE_LABELS.pt },
};
