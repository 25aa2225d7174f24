// 'improved' mode: the trained artifact decoded once, then features -> emissions -> decode.
// The artifact is a JSON module: bundlers load it only with this module, which the browser
// imports on demand, never in its first load.
import type { ClassifiedBlock } from "../classify-types";
import type { PreparedSegment } from "../segmenter";
import { decodeArtifact, type TypingModelArtifact } from "./artifact";
import type { CrfModel } from "./crf";
import { decodeBlocks, modelEmissions } from "./infer";
import artifact from "./typing-model.json";
import { workspaceFor } from "./workspace";

let loaded: CrfModel | null = null;

/** The trained model, decoded on first use (the artifact is parsed once per process or page). */
export function typingModel(): CrfModel {
  loaded ??= decodeArtifact(artifact as unknown as TypingModelArtifact);
  return loaded;
}

/** The learned model over `count` paragraphs supplied one at a time by `at`. */
export function classifyWithModel(count: number, at: (index: number) => PreparedSegment): ClassifiedBlock[] {
  const model = typingModel();
  const work = workspaceFor(count);
  const { emissions, originals } = modelEmissions(model, count, at, work.emissions);
  // The emissions were made for this call alone: decoding may write over them.
  return decodeBlocks(model, emissions, originals, true, work);
}
