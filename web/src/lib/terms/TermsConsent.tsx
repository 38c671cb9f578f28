import { Checkbox, cn } from '@app/ui';
import { Link } from 'react-router';

interface TermsConsentProps {
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  testId?: string;
  className?: string;
}

/**
 * 'I agree to the Terms of Service and Privacy Policy' with its checkbox. The policy links open in a new tab so
 * reading them never loses the visitor's place (or an open dialog).
 */
export function TermsConsent({ id, checked, onCheckedChange, disabled, testId, className }: TermsConsentProps) {
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <Checkbox
        id={id}
        checked={checked}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        disabled={disabled}
        data-testid={testId}
        className="mt-0.5"
      />
      <label htmlFor={id} className="cursor-pointer text-sm leading-snug text-muted-foreground">
        I agree to the{' '}
        <Link
          to="/terms-of-service"
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link
          to="/privacy-policy"
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          Privacy Policy
        </Link>
      </label>
    </div>
  );
}
