// The highlighter's own chunk, loaded by `use-highlighter.ts` the first time a finished code block in a known
// language renders (never up front). Prism's grammars through refractor's DOM-free copy of Prism; only its tokenizer
// is used, so no HTML is ever produced: the tokens become React elements (`code-tokens.tsx`).
import { refractor } from 'refractor/core';
import bash from 'refractor/bash';
import css from 'refractor/css';
import diff from 'refractor/diff';
import go from 'refractor/go';
import json from 'refractor/json';
import jsx from 'refractor/jsx';
import python from 'refractor/python';
import tsx from 'refractor/tsx';
import yaml from 'refractor/yaml';

// jsx and tsx register markup, clike, javascript and typescript on the way.
for (const syntax of [bash, css, diff, go, json, jsx, python, tsx, yaml]) refractor.register(syntax);

/** A highlighted piece of code: plain text, or a token kind (Prism's type and aliases, space-separated) around more. */
export type HighlightNode = string | { kind: string; children: HighlightNode[] };

interface PrismToken {
  type: string;
  alias?: string | string[];
  content: string | PrismStream;
}
type PrismStream = Array<string | PrismToken>;
type PrismContent = PrismStream | PrismStream[number];
// refractor's object inherits Prism's tokenizer; its types only list refractor's own methods.
const prism = refractor as typeof refractor & { tokenize(text: string, grammar: object): PrismStream };

function toNodes(content: PrismContent): HighlightNode[] {
  if (typeof content === 'string') return [content];
  if (Array.isArray(content)) return content.flatMap(toNodes);
  const alias = content.alias;
  const kind = [content.type, ...(Array.isArray(alias) ? alias : alias ? [alias] : [])].join(' ');
  return [{ kind, children: toNodes(content.content) }];
}

/** Tokens of `code` in a grammar `grammarFor` named; their text, joined, is exactly `code`. */
export function highlight(code: string, grammar: string): HighlightNode[] {
  const rules = refractor.languages[grammar];
  return rules ? toNodes(prism.tokenize(code, rules)) : [code];
}
