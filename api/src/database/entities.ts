import { UserEntity } from '../users/user.entity.js';

/** Every TypeORM entity; listed explicitly so ESM builds and tests see the same set. */
export const entities = [UserEntity];
