/** Bytes through the browser's own (de)compression streams, stopped once they grow past a bound. */

/** All of `bytes` through `stream`; past `limit` bytes out, the stream is cancelled and `tooLarge` thrown. */
export async function through(bytes: Uint8Array, stream: CompressionStream | DecompressionStream, limit = Infinity, tooLarge = "the data inflates too far"): Promise<Uint8Array> {
  const reader = new Blob([bytes as BlobPart]).stream().pipeThrough(stream).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if ((size += value.length) > limit) {
      await reader.cancel();
      throw new Error(tooLarge);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) (out.set(c, at), (at += c.length));
  return out;
}
