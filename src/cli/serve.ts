// Owned by the local-service work (issue 4).
export async function run(_argv: string[]): Promise<number> {
  console.error('docs-assistant serve: not implemented yet');
  return 1;
}
