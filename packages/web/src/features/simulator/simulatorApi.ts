import { z } from 'zod';
import { CONNECTION_STATUSES } from '@guiche/shared';
import { api } from '../../api/client';

/**
 * The simulator page's API (admins only). Its answers are not in the shared contract, so they are read here with
 * the fields the page uses.
 */
const chatSummarySchema = z.object({
  contactNumber: z.string(),
  contactName: z.string().nullable(),
  body: z.string(),
  kind: z.string(),
  createdAt: z.string(),
});
export type SimulatorChatSummary = z.infer<typeof chatSummarySchema>;

const stateSchema = z.object({
  whatsappId: z.number().int(),
  name: z.string(),
  status: z.enum(CONNECTION_STATUSES),
  qrcode: z.string().nullable(),
  number: z.string().nullable(),
  paired: z.boolean(),
  chats: z.array(chatSummarySchema),
});
export type SimulatorState = z.infer<typeof stateSchema>;

const messageSchema = z.object({
  id: z.number().int(),
  wid: z.string(),
  /** 'in': the contact (this page) wrote it; 'out': the company's reply. */
  direction: z.enum(['in', 'out']),
  kind: z.string(),
  body: z.string(),
  /** The file's signed media URL (the server names the field for the storage key it holds inside). */
  mediaKey: z.string().nullable(),
  mediaMime: z.string().nullable(),
  quotedWid: z.string().nullable(),
  targetWid: z.string().nullable(),
  /** 0 pending, 1 sent, 2 delivered, 3 read, 4 played. */
  ack: z.number().int().min(0).max(4),
  isDeleted: z.boolean(),
  createdAt: z.string(),
  contactName: z.string().nullable(),
});
export type SimulatorMessage = z.infer<typeof messageSchema>;

export const simulatorKeys = {
  state: (whatsappId: number) => ['simulator', whatsappId, 'state'] as const,
  chat: (whatsappId: number, number: string) => ['simulator', whatsappId, 'chat', number] as const,
};

export function fetchSimulatorState(whatsappId: number): Promise<SimulatorState> {
  return api.get(`/simulator/${whatsappId}`, stateSchema);
}

/** The phone "reads" the QR: the connection pairs and becomes CONNECTED. */
export async function scanQr(whatsappId: number): Promise<void> {
  await api.post(`/simulator/${whatsappId}/scan`, {}, z.unknown());
}

const chatPath = (whatsappId: number, number: string) => `/simulator/${whatsappId}/chats/${number}`;

/** The last 200 messages of a simulated chat, oldest first. */
export function fetchChat(whatsappId: number, number: string): Promise<SimulatorMessage[]> {
  return api.get(`${chatPath(whatsappId, number)}/messages`, z.array(messageSchema));
}

export interface OutgoingText {
  contactName?: string | undefined;
  body: string;
  quotedWid?: string | undefined;
  location?: { latitude: number; longitude: number } | undefined;
}

export function sendText(whatsappId: number, number: string, message: OutgoingText): Promise<SimulatorMessage> {
  return api.post(`${chatPath(whatsappId, number)}/messages`, message, messageSchema);
}

/** A file from the phone; its kind (image, audio, video, document) follows its type. */
export function sendFile(
  whatsappId: number,
  number: string,
  file: File,
  caption: string,
  contactName: string | undefined,
): Promise<SimulatorMessage> {
  const form = new FormData();
  if (caption) form.append('caption', caption);
  if (contactName) form.append('contactName', contactName);
  // The file goes last: the server reads the fields that come before it.
  form.append('file', file);
  return api.postForm(`${chatPath(whatsappId, number)}/messages`, form, messageSchema);
}

export async function react(whatsappId: number, number: string, targetWid: string, emoji: string): Promise<void> {
  await api.post(`${chatPath(whatsappId, number)}/reactions`, { targetWid, emoji }, z.unknown());
}

export async function sendPresence(whatsappId: number, number: string, state: 'composing' | 'paused'): Promise<void> {
  await api.post(`${chatPath(whatsappId, number)}/presence`, { state }, z.unknown());
}
