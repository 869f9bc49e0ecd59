// Owned by the server-side work (issue 5).
export async function run(_argv: string[]): Promise<number> {
  console.error('docs-assistant agent: not implemented yet');
  return 1;
}
