export { StructureMap } from "./StructureMap";
