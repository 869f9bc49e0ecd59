import { useId, useState, type ComponentPropsWithoutRef, type FormEvent } from 'react';
import type { AgentJobPhase } from './types';
import { useAgentJob } from './use-agent-job';

export interface SuggestEditLabels {
  prompt: string;
  /** Shown under the field before anything is sent. */
  hint: string;
  submit: string;
  submitFollowUp: string;
  stop: string;
  newSuggestion: string;
  pullRequest: string;
  status: Record<AgentJobPhase, string>;
}

export const defaultSuggestEditLabels: SuggestEditLabels = {
  prompt: 'Describe the change',
  hint: 'The docs agent edits the pages and opens a pull request for review.',
  submit: 'Suggest edit',
  submitFollowUp: 'Send follow-up',
  stop: 'Stop watching',
  newSuggestion: 'New suggestion',
  pullRequest: 'View the pull request',
  status: {
    idle: '',
    starting: 'Sending…',
    active: 'The agent is working on it…',
    completed: 'Done.',
    archived: 'This job was archived.',
    failed: 'The agent could not make this change.',
    stopped: 'Stopped watching. The agent keeps working; the pull request will appear on the repository.',
    error: 'Something went wrong.',
  },
};

export interface SuggestEditProps extends Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'> {
  /** Where `createAgentProxy` is mounted on your server, e.g. `/api/agent`. */
  api: string;
  /** Visible strings; any you leave out use the English defaults. */
  labels?: Partial<Omit<SuggestEditLabels, 'status'>> & { status?: Partial<SuggestEditLabels['status']> };
  /** First wait between status polls, ms. Default 3000. */
  pollInterval?: number;
}

/**
 * A minimal "Suggest an edit" form for signed-in maintainers: one labelled field, live status, the PR link.
 * Unstyled; style it through `data-docs-assistant-suggest-edit`, `data-status` and the `data-part` attributes.
 */
export function SuggestEdit({ api, labels, pollInterval, ...formProps }: SuggestEditProps) {
  const text = {
    ...defaultSuggestEditLabels,
    ...labels,
    status: { ...defaultSuggestEditLabels.status, ...labels?.status },
  };
  const agent = useAgentJob({ api, ...(pollInterval === undefined ? {} : { pollInterval }) });
  const [prompt, setPrompt] = useState('');
  const fieldId = useId();
  const hintId = useId();
  const busy = agent.phase === 'starting' || agent.phase === 'active';
  const followingUp = agent.job !== null && agent.phase !== 'failed';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !prompt.trim()) return;
    void (followingUp ? agent.followUp(prompt) : agent.start(prompt));
    setPrompt('');
  };

  return (
    <form
      {...formProps}
      data-docs-assistant-suggest-edit=""
      data-status={agent.phase}
      aria-busy={busy}
      onSubmit={onSubmit}
    >
      <label data-part="label" htmlFor={fieldId}>
        {text.prompt}
      </label>
      <textarea
        data-part="prompt"
        id={fieldId}
        name="prompt"
        required
        rows={4}
        value={prompt}
        aria-describedby={hintId}
        onChange={(event) => setPrompt(event.target.value)}
      />
      <p data-part="hint" id={hintId}>
        {text.hint}
      </p>
      <div data-part="actions">
        <button data-part="submit" type="submit" disabled={busy}>
          {followingUp ? text.submitFollowUp : text.submit}
        </button>
        {busy ? (
          <button data-part="stop" type="button" onClick={agent.stop}>
            {text.stop}
          </button>
        ) : null}
        {agent.job && !busy ? (
          <button data-part="reset" type="button" onClick={agent.reset}>
            {text.newSuggestion}
          </button>
        ) : null}
      </div>
      <p data-part="status" role="status" aria-live="polite">
        {text.status[agent.phase]}
        {agent.error ? ` ${agent.error}` : ''}
      </p>
      {agent.job?.prLink ? (
        <a data-part="pr-link" href={agent.job.prLink} target="_blank" rel="noopener noreferrer">
          {text.pullRequest}
        </a>
      ) : null}
    </form>
  );
}
