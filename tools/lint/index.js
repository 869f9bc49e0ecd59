// typescript-eslint, resolved from this workspace so that it loads TypeScript 6 (see package.json).
export { default } from 'typescript-eslint';
