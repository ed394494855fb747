import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this, compressing saves too little to be worth a round through zlib (issue 14). */
export const COMPRESS_FROM_BYTES = 1024;

export type Coding = 'br' | 'gzip';

/** The best coding the client accepts (q > 0), brotli first; `*` stands for either. */
export function preferredCoding(acceptEncoding: string | undefined): Coding | null {
  const accepted = new Map<string, number>();
  for (const entry of (acceptEncoding ?? '').split(',')) {
    const [coding, ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    if (!coding) continue;
    const q = params.find((param) => param.startsWith('q='));
    accepted.set(coding, q === undefined ? 1 : Number(q.slice(2)));
  }
  const weight = (coding: Coding) => accepted.get(coding) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

export function compress(coding: Coding, body: Buffer): Promise<Buffer> {
  // Fast levels: a JSON page shrinks five- to twentyfold either way, in a millisecond or two.
  return coding === 'br'
    ? brotliAsync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 4,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipAsync(body, { level: constants.Z_BEST_SPEED });
}

function addVary(reply: FastifyReply) {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/accept-encoding/i.test(vary)) {
    reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  }
}

/**
 * Every JSON answer over 1 KB goes out gzip- or brotli-compressed to a client that accepts it:
 * the lists, the pages and the errors alike. An answer already encoded (the catalogue keeps its
 * own gzip, compressed once per version) is left as it is.
 */
async function compressJson(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.hasHeader('content-encoding')) return payload;
  const type = String(reply.getHeader('content-type') ?? '');
  if (!type.startsWith('application/json')) return payload;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  if (body.length < COMPRESS_FROM_BYTES) return payload;
  addVary(reply);
  const coding = preferredCoding(request.headers['accept-encoding']);
  if (!coding) return payload;
  reply.header('content-encoding', coding);
  reply.removeHeader('content-length');
  return compress(coding, body);
}

export const compressionPlugin = fp(async (app) => {
  app.addHook('onSend', compressJson);
});
