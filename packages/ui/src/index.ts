export { cn } from './lib/cn.js';
export { Button, buttonVariants, type ButtonProps } from './components/Button.js';
export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './components/Card.js';
export { Badge } from './components/Badge.js';
export { Checkbox } from './components/Checkbox.js';
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  SheetContent,
} from './components/Dialog.js';
export { Input, Label } from './components/Input.js';
export { LoadingOverlay, Spinner } from './components/Spinner.js';
export { Toaster } from './components/Toaster.js';
export { dismissToast, toast, type ToastInput } from './components/toast-store.js';
export { EmptyState } from './components/EmptyState.js';
export { Switch } from './components/Switch.js';
export { Textarea } from './components/Textarea.js';
export { HighlightTextarea, type TextHighlight } from './components/HighlightTextarea.js';
export * from './compose/index.js';
export * from './search/index.js';
export { CONTACTED_EXPLAINED, ContactedBadge, contactedText } from './jobs/ContactedBadge.js';
export { CONTACT_SOURCE_LABELS, JobContact } from './jobs/JobContact.js';
export { DEFAULT_JOB_FILTERS, isFiltered, JobFilters, type JobFilterValues } from './jobs/JobFilters.js';
export { MatchReasons, MatchScoreBadge, MatchSkills } from './jobs/MatchScoreBadge.js';
export { VERIFICATION_LABELS, VerificationBadge } from './jobs/VerificationBadge.js';
