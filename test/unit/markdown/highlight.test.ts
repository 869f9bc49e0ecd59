import { describe, expect, it } from 'vitest';
import { highlight, type HighlightNode } from '../../../src/markdown/highlight';
import { grammarFor } from '../../../src/markdown/highlight-languages';

const textOf = (nodes: HighlightNode[]): string =>
  nodes.map((node) => (typeof node === 'string' ? node : textOf(node.children))).join('');
const kindsOf = (nodes: HighlightNode[]): string[] =>
  nodes.flatMap((node) => (typeof node === 'string' ? [] : [node.kind, ...kindsOf(node.children)]));

const samples: Record<string, [code: string, expectedKind: string]> = {
  sh: ['# install\nnpm install acme --save\nexport TOKEN="abc"\n', 'comment'],
  js: ['const answer = await fetch("/api"); // go\n', 'keyword'],
  jsx: ['export const App = () => <Button kind="primary">Hi</Button>;\n', 'tag'],
  ts: ['interface Options { region: string }\nexport function f(o: Options): void {}\n', 'keyword'],
  tsx: ['const el: JSX.Element = <div className="x">{value}</div>;\n', 'tag'],
  json: ['{ "name": "acme", "private": true, "n": 3 }\n', 'property'],
  yaml: ['name: acme\nsteps:\n  - run: npm test # ci\n', 'key'],
  python: ['def greet(name: str) -> str:\n    return f"hi {name}"\n', 'keyword'],
  go: ['package main\n\nfunc main() { fmt.Println("hi") }\n', 'keyword'],
  html: ['<a href="/docs" class="x">Docs &amp; more</a>\n', 'tag'],
  css: ['.panel > a:hover { color: #fff; }\n', 'selector'],
  diff: ['--- a\n+++ b\n-old line\n+new line\n', 'inserted'],
};

describe('the highlighter', () => {
  for (const [language, [code, kind]] of Object.entries(samples)) {
    it(`tokenizes ${language} and keeps its text exactly`, () => {
      const grammar = grammarFor(language);
      expect(grammar).toBeDefined();
      const nodes = highlight(code, grammar ?? '');
      expect(textOf(nodes)).toBe(code);
      expect(kindsOf(nodes).join(' ').split(' ')).toContain(kind);
    });
  }

  it('knows no grammar for plain text or an unknown language', () => {
    expect(grammarFor(undefined)).toBeUndefined();
    expect(grammarFor('text')).toBeUndefined();
    expect(grammarFor('toString')).toBeUndefined();
  });

  it('keeps markup in code as text', () => {
    const code = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    expect(textOf(highlight(code, 'markup'))).toBe(code);
  });
});
