import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useAssistantWidget } from '../react/widget-context';
import { usePartSlot } from './use-part-slot';
import { useAnswer } from './answer-context';

export type AnswerFilesProps = ComponentPropsWithoutRef<'ul'>;

/** The last segment of an address's path (`build.log`), when there is one: the stream's file parts carry no name. */
function fileNameIn(href: string): string | undefined {
  try {
    const segment = new URL(href, 'http://relative.invalid').pathname.split('/').pop();
    return segment ? decodeURIComponent(segment) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The files an answer carries: images shown, their name (or `labels.image`) as the text alternative; any other file
 * as a link named by its file name. Only addresses an answer's links could use reach here (`answerFiles`).
 */
export const AnswerFiles = forwardRef<HTMLUListElement, AnswerFilesProps>(function AnswerFiles(
  { className, ...props },
  ref,
) {
  const { labels } = useAssistantWidget('AnswerFiles');
  const { files } = useAnswer('AnswerFiles');
  const slot = usePartSlot('files', className);
  if (files.length === 0) return null;
  return (
    <ul {...slot} aria-label={labels.files} {...props} ref={ref}>
      {files.map((file) => (
        <li key={file.href}>
          {file.mediaType.startsWith('image') ? (
            <img src={file.href} alt={file.name ?? labels.image} loading="lazy" referrerPolicy="no-referrer" />
          ) : (
            <a href={file.href} target="_blank" rel="noopener noreferrer">
              {file.name ?? fileNameIn(file.href) ?? labels.file}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
});
