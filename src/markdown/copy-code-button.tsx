import { useEffect, useState } from 'react';
import { useMarkdownContext } from './markdown-context';

// Long enough to read, short enough that a second copy shows the state change again.
const COPIED_FOR_MS = 2000;
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

/** Copies a code block's whole code (also what a collapsed block hides); a status region announces "Copied". */
export function CopyCodeButton({ code }: { code: string }) {
  const { labels } = useMarkdownContext();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      // Clipboard refused (permissions, insecure context): the button stays as it was rather than claiming success.
    }
  };

  return (
    <>
      <button type="button" data-da-copy-code="" data-state={copied ? 'copied' : 'idle'} onClick={copy}>
        {copied ? labels.copiedCode : labels.copyCode}
      </button>
      <span role="status" style={visuallyHidden}>
        {copied ? labels.copiedCode : ''}
      </span>
    </>
  );
}
