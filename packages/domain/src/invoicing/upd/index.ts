export * from './upd-builder.ts';
export * from './upd-lines.ts';
export * from './upd-requisites.ts';
export * from './upd-texts.ts';
export { encodeWindows1251, isWindows1251 } from './windows-1251.ts';
