import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type MessageDetail, type MessageReply } from '@ironmatch/contracts/messaging';
import {
  MESSAGING_MESSAGES as M,
  MESSAGES_PAGE_SIZE,
  RELATED_ID_FIELD,
  type MessageFolder,
  type MessageSortOrder,
  type MessageTypeFilter,
  type MovableFolder,
} from '@ironmatch/contracts/messaging-rules';
import type { MessageTarget } from '../../lib/marketplace-actions';
import { api, unwrap } from '../../lib/api-client';
import { unreadCountKey } from './use-unread-count';

export const messageKeys = {
  all: ['messages'] as const,
  list: (folder: MessageFolder, type: MessageTypeFilter, sortOrder: MessageSortOrder, page: number) =>
    ['messages', 'list', folder, type, sortOrder, page] as const,
  one: (id: number) => ['messages', 'one', id] as const,
};

/** A multipart body: text fields, then every file under `attachments` (openapi-fetch sends it as is). */
function formData(fields: Record<string, string | number | undefined>, files: File[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined) form.append(name, String(value));
  for (const file of files) form.append('attachments', file, file.name);
  return form;
}
const asIs = (body: unknown) => body as FormData;

export function useMessages(
  folder: MessageFolder,
  type: MessageTypeFilter,
  sortOrder: MessageSortOrder,
  page: number,
) {
  return useQuery({
    queryKey: messageKeys.list(folder, type, sortOrder, page),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const res = await unwrap(
        api.GET('/api/messages', {
          params: { query: { folder, type, sortOrder, page, pageSize: MESSAGES_PAGE_SIZE } },
          signal,
        }),
        M.loadListFailed,
      );
      return res.data;
    },
  });
}

/** One message; fetching it marks it read (in `folder` when given), so the lists and badge refresh after. */
export function useMessage(id: number | null, folder?: MessageFolder) {
  const client = useQueryClient();
  return useQuery({
    queryKey: messageKeys.one(id ?? 0),
    enabled: id !== null,
    queryFn: async ({ signal }) => {
      const res = await unwrap(
        api.GET('/api/messages/{id}', {
          params: { path: { id: String(id) }, query: folder ? { folder } : {} },
          signal,
        }),
        M.fetchFailed,
      );
      void client.invalidateQueries({ queryKey: ['messages', 'list'] });
      void client.invalidateQueries({ queryKey: unreadCountKey });
      return res.data.message as MessageDetail;
    },
  });
}

/** After any change: lists, open messages and the badge are fetched again. */
function useRefreshMessages() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: messageKeys.all }),
      client.invalidateQueries({ queryKey: unreadCountKey }),
    ]);
}

export function useMoveMessages() {
  const refresh = useRefreshMessages();
  return useMutation({
    mutationFn: async (input: {
      messageIds: number[];
      targetFolder: MovableFolder;
      currentFolder: MessageFolder;
    }) => unwrap(api.POST('/api/messages/move', { body: input }), M.moveFailed),
    onSettled: refresh,
  });
}

export function useSetRead() {
  const refresh = useRefreshMessages();
  return useMutation({
    mutationFn: async (input: { id: number; folder: MessageFolder; read: boolean }) => {
      const path = input.read ? '/api/messages/{id}/read' : '/api/messages/{id}/unread';
      return unwrap(
        api.PUT(path, { params: { path: { id: String(input.id) } }, body: { folder: input.folder } }),
        M.updateFailed,
      );
    },
    onSettled: refresh,
  });
}

export function useToggleStar() {
  const refresh = useRefreshMessages();
  return useMutation({
    mutationFn: async (input: { id: number; folder: MessageFolder }) =>
      unwrap(
        api.PUT('/api/messages/{id}/star', {
          params: { path: { id: String(input.id) } },
          body: { folder: input.folder },
        }),
        M.updateFailed,
      ),
    onSettled: refresh,
  });
}

export function useReply() {
  const refresh = useRefreshMessages();
  return useMutation({
    mutationFn: async (input: { id: number; body: string; files: File[] }): Promise<MessageReply> => {
      const path = { id: String(input.id) };
      const res =
        input.files.length === 0
          ? await unwrap(
              api.POST('/api/messages/{id}/reply', { params: { path }, body: { body: input.body } }),
              M.replyFailed,
            )
          : await unwrap(
              api.POST('/api/messages/{id}/reply-with-attachments', {
                params: { path },
                body: formData({ body: input.body }, input.files) as never,
                bodySerializer: asIs,
              }),
              M.replyFailed,
            );
      return res.data.reply as MessageReply;
    },
    onSuccess: refresh,
  });
}

/**
 * Send Message (spec marketplace 2): JSON without files, multipart with them. Whatever is on screen may
 * show an "already messaged" marker, so everything the page shows is fetched again afterwards.
 */
export function useSendMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { target: MessageTarget; subject: string; body: string; files: File[] }) => {
      const { target } = input;
      const fields = {
        recipientCompanyId: target.recipientCompanyId,
        subject: input.subject,
        body: input.body,
        messageType: target.messageType,
        [RELATED_ID_FIELD[target.messageType]]: target.relatedId,
        ...target.extras,
      };
      if (input.files.length === 0) {
        return unwrap(api.POST('/api/message', { body: fields as never }), M.sendFailed);
      }
      return unwrap(
        api.POST('/api/message-with-attachments', {
          body: formData(fields, input.files) as never,
          bodySerializer: asIs,
        }),
        M.sendWithAttachmentsFailed,
      );
    },
    onSuccess: () => client.invalidateQueries({ refetchType: 'active' }),
  });
}
