// What other features may use of the demos: the content generator's option lists (one
// home for the content types, platforms and tones the engine takes).
export { contentTypes, optionLabel, platforms, tones, type ContentType, type Platform, type Tone } from "./content/content-options";
