import { usersRepository } from './users.repository.js';

/** What other modules may read of users. */
export const usersReader: Pick<typeof usersRepository, 'findById' | 'countInCompany'> = usersRepository;

/** What other modules may change of users: the owner of a new company and a reset password. */
export const usersWriter: Pick<typeof usersRepository, 'insert' | 'update'> = usersRepository;
