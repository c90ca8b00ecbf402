import type { FastifyInstance } from 'fastify';
import { fileListFormSchema, fileListUploadFieldsSchema, idParamSchema, listFileListsQuerySchema } from '@guiche/shared';
import { readUpload } from '../../http/uploads.js';
import { parseInput } from '../../http/validate.js';
import type { FileListsService } from './file-lists.service.js';
import { access } from '../../http/route-access.js';

/** WhatsApp sends documents up to 100 MB but videos up to 16 MB; the lists keep to the smaller bound. */
export const FILE_LIST_MAX_BYTES = 16 * 1024 * 1024;

/** File lists (spec 3 §7 "File lists"). */
export async function fileListsRoutes(app: FastifyInstance, { fileLists }: { fileLists: FileListsService }): Promise<void> {
  app.get('/files', access({ role: 'admin' }), async (request) => fileLists.list(request.auth, parseInput(listFileListsQuerySchema, request.query)));

  app.get('/files/:id', access({ role: 'admin' }), async (request) => fileLists.get(request.auth, parseInput(idParamSchema, request.params).id));

  app.post('/files', access({ role: 'admin' }), async (request, reply) => reply.status(201).send(await fileLists.create(request.auth, parseInput(fileListFormSchema, request.body))));

  app.put('/files/:id', access({ role: 'admin' }), async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    return fileLists.update(request.auth, id, parseInput(fileListFormSchema, request.body));
  });

  app.delete('/files/:id', access({ role: 'admin' }), async (request, reply) => {
    await fileLists.delete(request.auth, parseInput(idParamSchema, request.params).id);
    return reply.status(204).send();
  });

  // One file per request; the form's typeArch (fileList) names the storage area, which the server already knows.
  app.post('/files/uploadList/:id', access({ role: 'admin' }), async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    const upload = await readUpload(request, FILE_LIST_MAX_BYTES);
    const fields = parseInput(fileListUploadFieldsSchema, upload.fields);
    return fileLists.upload(request.auth, id, upload, { fileId: fields.fileId, name: fields.name });
  });
}
