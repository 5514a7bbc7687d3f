import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { ChangePassword, CreateAdmin } from '@coulisses/shared/auth/admin.schema';
import { adminSchema, type Admin } from '@coulisses/shared/auth/login.schema';
import { api } from '../api-client';
import { changeCachedList } from './cached-list';
import { removeOrGone } from './not-found';
import { adminKeys } from './query-keys';

/** GET /v1/admins */
export async function listAdmins(): Promise<Admin[]> {
  return z.array(adminSchema).parse(await api.get('admins').json());
}

/** GET /v1/admins/me: who the stored credentials belong to. */
export async function getSignedInAdmin(): Promise<Admin> {
  return adminSchema.parse(await api.get('admins/me').json());
}

/** POST /v1/admins: 409 ADMIN_EXISTS when the username is taken. */
export async function addAdmin(input: CreateAdmin): Promise<Admin> {
  return adminSchema.parse(await api.post('admins', { json: input }).json());
}

/** DELETE /v1/admins/{id}: 409 CANNOT_DELETE_SELF for one's own account. */
export async function removeAdmin(id: string): Promise<void> {
  await api.delete(`admins/${encodeURIComponent(id)}`);
}

/** PUT /v1/admins/me/password: 400 WRONG_PASSWORD when the current password is wrong. */
export async function changeOwnPassword(input: ChangePassword): Promise<void> {
  await api.put('admins/me/password', { json: input });
}

export const getAdminsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.admins(), queryFn: listAdmins });

export const useAdmins = () => useQuery(getAdminsQueryOptions());

export const getSignedInAdminQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.me(), queryFn: getSignedInAdmin });

export const useSignedInAdmin = () => useQuery(getSignedInAdminQueryOptions());

/** Adds a game master; the list of admins then includes them. */
export function useAddAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAdmin,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.admins() });
    },
  });
}

/** Removes a game master. Already gone (another admin removed them first) is what was asked: success. */
export function useRemoveAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => removeOrGone(() => removeAdmin(id)),
    onSuccess: (_nothing, id) =>
      changeCachedList<Admin>(queryClient, adminKeys.admins(), (admins) =>
        admins.filter((admin) => admin.id !== id),
      ),
  });
}

export const useChangeOwnPassword = () => useMutation({ mutationFn: changeOwnPassword });
