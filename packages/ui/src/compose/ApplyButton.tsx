import { MailCheck, Send } from 'lucide-react';
import { Button, type ButtonProps } from '../components/Button.js';
import { Spinner } from '../components/Spinner.js';
import { applyStepLabel, type ApplyStep } from './apply-machine.js';

/** A job's Apply button: the step it is in while applying, disabled unless idle (spec §4). */
export function ApplyButton({
  step,
  idleLabel = 'Apply',
  disabled,
  ...props
}: Omit<ButtonProps, 'children'> & { step: ApplyStep; idleLabel?: string }) {
  const busy = step !== 'idle';
  return (
    <Button {...props} disabled={disabled || busy} data-step={step} aria-busy={busy || undefined}>
      {step === 'idle' ? (
        <Send />
      ) : step === 'ready' ? (
        <MailCheck />
      ) : (
        <Spinner size="small" className="text-current" />
      )}
      {applyStepLabel(step, idleLabel)}
    </Button>
  );
}
