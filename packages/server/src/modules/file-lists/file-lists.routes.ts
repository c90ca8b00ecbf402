import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  fileListFormSchema,
  fileListUploadFieldsSchema,
  idParamSchema,
  listFileListsQuerySchema,
} from '@guiche/shared';
import { FILE_PART, multipartBody, routeOptions, shownOnly } from '../../http/route-schema.js';
import { readUpload } from '../../http/uploads.js';
import { parseInput } from '../../http/validate.js';
import type { FileListsService } from './file-lists.service.js';

/** WhatsApp sends documents up to 100 MB but videos up to 16 MB; the lists keep to the smaller bound. */
export const FILE_LIST_MAX_BYTES = 16 * 1024 * 1024;
const route = routeOptions('file-lists');
/** The fields come with the file in the multipart stream: parsed by the handler once the upload is read. */
const uploadBody = {
  content: multipartBody(
    {
      file: FILE_PART,
      ...(shownOnly(fileListUploadFieldsSchema).properties as Record<string, Record<string, unknown>>),
    },
    ['file'],
  ),
};

/** File lists (spec 3 §7 "File lists"). */
export async function fileListsRoutes(
  app: FastifyInstance,
  { fileLists }: { fileLists: FileListsService },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = { role: 'admin' } as const;
  const byId = { params: idParamSchema };
  api.get('/files', route('List file lists', { querystring: listFileListsQuerySchema }, admin), async (request) =>
    fileLists.list(request.auth, request.query),
  );

  api.get('/files/:id', route('Show a file list', byId, admin), async (request) =>
    fileLists.get(request.auth, request.params.id),
  );

  api.post('/files', route('Create a file list', { body: fileListFormSchema }, admin), async (request, reply) =>
    reply.status(201).send(await fileLists.create(request.auth, request.body)),
  );

  api.put('/files/:id', route('Update a file list', { ...byId, body: fileListFormSchema }, admin), async (request) =>
    fileLists.update(request.auth, request.params.id, request.body),
  );

  api.delete('/files/:id', route('Delete a file list', byId, admin), async (request, reply) => {
    await fileLists.delete(request.auth, request.params.id);
    return reply.status(204).send();
  });

  // One file per request; the form's typeArch (fileList) names the storage area, which the server already knows.
  api.post(
    '/files/uploadList/:id',
    route('Upload one file of a file list', { ...byId, body: uploadBody }, admin),
    async (request) => {
      const upload = await readUpload(request, FILE_LIST_MAX_BYTES);
      const fields = parseInput(fileListUploadFieldsSchema, upload.fields);
      return fileLists.upload(request.auth, request.params.id, upload, { fileId: fields.fileId, name: fields.name });
    },
  );
}
