/** Where an operator (or a test) can pin the focus view's drawer: `webgl` or `2d`. */
export const RENDERER_KEY = 'izoom-viewer-renderer';

export type RendererKind = 'webgl' | '2d';

let probed: boolean | null = null;

/** Whether this browser's WebGL runs in software (SwiftShader, llvmpipe): asked once, on a throwaway canvas. */
const probeSoftwareWebGL = (): boolean => {
  const gl = document.createElement('canvas').getContext('webgl2') ?? null;
  if (!gl) return true;
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const name = String(info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER));
  gl.getExtension('WEBGL_lose_context')?.loseContext();
  return /swiftshader|llvmpipe|softpipe|software/i.test(name);
};

const softwareWebGL = (): boolean => {
  probed ??= probeSoftwareWebGL();
  return probed;
};

/**
 * The focus view draws with WebGL on a GPU and with a 2D canvas where WebGL is software (a 2D canvas
 * fills a screen several times faster there), unless the setting under `RENDERER_KEY` says otherwise.
 */
export const chooseRenderer = (): RendererKind => {
  let pinned: string | null = null;
  try {
    pinned = globalThis.localStorage?.getItem(RENDERER_KEY) ?? null;
  } catch {
    // Storage can be off (private mode, sandboxed frames): choose by the machine.
  }
  if (pinned === 'webgl' || pinned === '2d') return pinned;
  return softwareWebGL() ? '2d' : 'webgl';
};
