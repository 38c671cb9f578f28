export { ApiClientProvider, useApiClient } from './api-context.js';
export {
  APPLY_STEPS,
  INITIAL_APPLY_STATE,
  applyReducer,
  applyStepLabel,
  isApplyEnabled,
  stepForJob,
  type ApplyEvent,
  type ApplyState,
  type ApplyStep,
} from './apply-machine.js';
export { runApply, type ApplyDeps, type ApplyResult, type ApplyRunOptions } from './apply-runner.js';
export {
  clipboardText,
  draftFromGeneration,
  draftFromSaved,
  emailAppTarget,
  generateRequestFor,
  regenerateRequest,
  mailtoLink,
  newIdempotencyKey,
  sendRequestFor,
  type ComposeDraft,
  type SavedDraft,
} from './draft.js';
export {
  PENDING_APPLY_KEY,
  PENDING_APPLY_MAX_AGE_MS,
  findPendingJob,
  isAutoApplyReturn,
  readGmailReturn,
  savePendingApply,
  takePendingApply,
  type GmailReturn,
  type KeyValueStorage,
  type PendingApply,
} from './pending-job.js';
export {
  canRegenerate,
  canSend,
  defaultMailAccount,
  sendButtonLabel,
  sendChannel,
  type SendButtonLabel,
  type SendChannel,
} from './send-channel.js';
export {
  asSentence,
  describeDuplicate,
  duplicateTitle,
  isDuplicateSendDetails,
  sendOutcomeFromError,
  sendOutcomeFromResponse,
  type EmailAppLinks,
  type SendOutcome,
} from './send-result.js';
export { useApplyFlow, type ApplyFlow } from './useApplyFlow.js';
export { gmailReturnNotice } from './gmail-return-notice.js';
export { useGmailAuthorizeInTab } from './useGmailAuthorizeInTab.js';
export { ApplyButton } from './ApplyButton.js';
export { ComposeDialog, type ComposeDialogProps } from './ComposeDialog.js';
export { bodyHighlights, standingEvidence } from './grounding.js';
export { useGroundingCheck } from './useGroundingCheck.js';
export { GroundingEvidence, GroundingWarnings, UnbackedQuestion, useUnbackedQuestion } from './GroundingPanels.js';
export { GmailSetupDialog } from './GmailSetupDialog.js';
