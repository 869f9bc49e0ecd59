#!/usr/bin/env node
// The CLI ships compiled in dist/ (Node 20 cannot run TypeScript); `npm run build` produces it.
import { main } from '../dist/cli/index.js';

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
