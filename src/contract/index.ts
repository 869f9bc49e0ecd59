// The wire contract (service-api.md) in one place: a zod schema per payload, used by the proxies in src/server and
// the local service in src/service; the widget and the maintainer UI import only types from here (`import type`),
// so zod never reaches a browser bundle through this module.
export * from './limits';
export { describeIssues, type Parsed } from './issues';
export * from './assistant-request';
export * from './agent-job';
