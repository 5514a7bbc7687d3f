import { adminSchema, type Admin, type Login } from '@coulisses/shared/auth/login.schema';
import { api } from '../../../lib/api-client';

/** POST /v1/login: answers the admin's public profile, or 401 BAD_CREDENTIALS. */
export async function login(credentials: Login): Promise<Admin> {
  const answer = await api.post('login', { json: credentials }).json();
  return adminSchema.parse(answer);
}
