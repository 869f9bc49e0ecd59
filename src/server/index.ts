// `docs-assistant/server`: server-only pieces (issue 5). Never imported by the browser entry.
export {};
