export const DAY_MS = 86_400_000;
export const dayOf = (iso: string) => iso.slice(0, 10);

/** The rows a report reads: from which day (`''` for everything stored), for which domain, as SQL sees them. */
export interface ReportWindow {
  since: string;
  /** `AND t.domain = :domain` when a domain was asked for, else nothing; `t` is the threads table. */
  domainClause: string;
  params: { since: string; domain?: string };
}

/** The last `days` days up to `now`, today included, UTC. */
export function reportWindow(now: Date, options: { days?: number; domain?: string }): ReportWindow {
  const since =
    options.days === undefined ? '' : new Date(now.getTime() - (options.days - 1) * DAY_MS).toISOString().slice(0, 10);
  const domainClause = options.domain === undefined ? '' : 'AND t.domain = :domain';
  const params = { since, ...(options.domain === undefined ? {} : { domain: options.domain }) };
  return { since, domainClause, params };
}
