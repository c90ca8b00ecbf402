import { z } from 'zod';
import {
  userDetailSchema,
  userListItemSchema,
  userPageSchema,
  type CreateUserInput,
  type UpdateUserInput,
  type UserDetail,
  type UserListItem,
  type UserPage,
} from '@guiche/shared';
import { api } from '../../api/client';

/** The users calls of spec 2 §7. */
export const usersKeys = {
  all: ['users'] as const,
  lists: ['users', 'list'] as const,
  list: (search: string) => ['users', 'list', search] as const,
  detail: (id: number) => ['users', 'detail', id] as const,
  names: ['users', 'names'] as const,
};

export function fetchUserPage(search: string, pageNumber: number): Promise<UserPage> {
  const params = new URLSearchParams({ searchParam: search, pageNumber: String(pageNumber) });
  return api.get(`/users/?${params.toString()}`, userPageSchema);
}

export function fetchUser(id: number): Promise<UserDetail> {
  return api.get(`/users/${id}`, userDetailSchema);
}

/** Every user's id and name, for pickers (the chatbot's attendant target). */
export function fetchUserNames(): Promise<UserListItem[]> {
  return api.get('/users/list', z.array(userListItemSchema));
}

export function createUser(input: CreateUserInput): Promise<UserDetail> {
  return api.post('/users', input, userDetailSchema);
}

export function updateUser(id: number, input: UpdateUserInput): Promise<UserDetail> {
  return api.put(`/users/${id}`, input, userDetailSchema);
}

export function deleteUser(id: number): Promise<void> {
  return api.delete(`/users/${id}`);
}

/** The avatar goes up after the user is saved (spec 2 §5), as multipart field `profileImage`. */
export function uploadAvatar(id: number, file: File): Promise<UserDetail> {
  const form = new FormData();
  form.append('profileImage', file);
  return api.postForm(`/users/${id}/media-upload`, form, userDetailSchema);
}
