import { DomainError } from '../common/errors/domain-error.js';

export class AdminUserNotFoundError extends DomainError {
  constructor() {
    super(404, 'user_not_found', 'No user with this id. The account may have been deleted.');
  }
}

export class AdminResumeNotFoundError extends DomainError {
  constructor() {
    super(404, 'resume_not_found', 'This user has no saved resume.');
  }
}
