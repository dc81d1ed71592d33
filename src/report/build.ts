/**
 * The report layer's entry to the findings layer (src/findings/build.ts): adoption, merge and
 * the renderers read findings and reports through it. Analyzers import src/findings directly.
 */
export * from '../findings/build.js';
