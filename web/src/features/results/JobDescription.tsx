import { Button } from '@app/ui';
import { useId, useState } from 'react';
import { previewText } from './job-helpers';

/** The job description, cut at 300 characters with an ellipsis until 'Show more'. */
export function JobDescription({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const preview = previewText(text);
  return (
    <div className="grid justify-items-start gap-1">
      <p id={id} className="whitespace-pre-line text-sm text-muted-foreground" data-testid="job-description">
        {expanded ? text : preview.text}
      </p>
      {preview.cut && (
        <Button
          variant="link"
          size="sm"
          className="h-auto p-0"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? 'Show less' : 'Show more'}
        </Button>
      )}
    </div>
  );
}
