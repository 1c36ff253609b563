import type { CDPSession } from 'playwright-core';

const MB = 1024 * 1024;

/**
 * What a heap snapshot of the page says the heap holds, in MB: V8's compiled code (bytecode and machine code:
 * grows as V8 optimises more of the app over time, and is its own to flush) and the records DevTools keeps of
 * every network request while a debugging client (the bench's Playwright) watches the page — neither is ours to
 * free. Takes about a second for a heap of ~10 MB.
 */
export async function heapBreakdown(cdp: CDPSession): Promise<{ codeMB: number; devtoolsMB: number }> {
  const chunks: string[] = [];
  const onChunk = (event: { chunk: string }) => chunks.push(event.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false, captureNumericValue: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  }
  const snapshot = JSON.parse(chunks.join('')) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
    strings: string[];
  };
  const fields = snapshot.snapshot.meta.node_fields;
  const typeNames = snapshot.snapshot.meta.node_types[0];
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((field) => fields.indexOf(field));
  let code = 0;
  let devtools = 0;
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    const type = typeNames[snapshot.nodes[i + typeAt]];
    const size = snapshot.nodes[i + sizeAt];
    if (type === 'code') code += size;
    else if (type === 'native' && snapshot.strings[snapshot.nodes[i + nameAt]].startsWith('blink::NetworkResources')) {
      devtools += size;
    }
  }
  return { codeMB: +(code / MB).toFixed(2), devtoolsMB: +(devtools / MB).toFixed(2) };
}
