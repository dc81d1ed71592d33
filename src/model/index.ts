export type * from './tool.js';
export type * from './finding.js';
export type * from './proof.js';
export { InputError } from './errors.js';
