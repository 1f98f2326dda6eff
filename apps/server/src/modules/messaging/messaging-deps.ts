import type { Db } from '../../db/database';
import type { RecordAccess } from '../../http/record-access';
import type { LiveAnnouncer } from '../../platform/live-updates/live-announcer';
import type { MailBranding } from '../../platform/mail/email-layout';
import type { FileService } from '../../platform/storage/file-service';

/** What the messaging services need (messaging.service.ts and its sending, message-send.ts). */
export interface MessagingDeps {
  db: Db;
  access: RecordAccess;
  files: FileService;
  mail: MailBranding;
  jobs: { poke(): void };
  /** Live updates to the recipients' open pages after a message or reply (`GET /api/live`). */
  live?: LiveAnnouncer;
}
