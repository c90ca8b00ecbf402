import { z } from 'zod';
import { recoveryVerifiedSchema, type RecoveryVerified } from '@guiche/shared';
import { api } from '../../api/client';

const doneSchema = z.object({}).passthrough();

/** Password recovery (spec 2 §7, with docs/spec-deviations.md): the code only ever travels by WhatsApp. */
export async function sendRecoveryCode(wpp: string): Promise<void> {
  await api.post('/api/enviar-email', { wpp }, doneSchema, { recoverSession: false });
}

export function verifyRecoveryCode(wpp: string, code: string): Promise<RecoveryVerified> {
  return api.get(
    `/api/verificar-code/${encodeURIComponent(wpp)}?code=${encodeURIComponent(code)}`,
    recoveryVerifiedSchema,
  );
}

export async function saveRecoveredPassword(recoveryToken: string, newPassword: string): Promise<void> {
  await api.put('/api/atualizar-senha', { recoveryToken, newPassword }, doneSchema);
}
