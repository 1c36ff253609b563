/** Where an operator (or a test) can pin the focus view's drawer: `webgl` or `2d`. */
export const RENDERER_KEY = 'izoom-viewer-renderer';

export type RendererKind = 'webgl' | '2d';

type Context = WebGLRenderingContext | WebGL2RenderingContext;

let probed: boolean | null = null;
/** What a context of the page's own said, so that no probe is needed (see `offerAnswer`). */
let offered: boolean | null = null;

/** Whether the context `gl` draws in software (SwiftShader, llvmpipe). */
export const drawsInSoftware = (gl: Context): boolean => {
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const name = String(info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER));
  return /swiftshader|llvmpipe|softpipe|software/i.test(name);
};

/** Asks a throwaway canvas's context. */
const probeSoftwareWebGL = (): boolean => {
  const gl = document.createElement('canvas').getContext('webgl2') ?? null;
  if (!gl) return true;
  const software = drawsInSoftware(gl);
  gl.getExtension('WEBGL_lose_context')?.loseContext();
  return software;
};

/**
 * The album scene's context (in its drawer, maybe in a worker) says whether WebGL draws in software here: opening
 * an izoom over the scene then needs no throwaway context. Creating one blocks the page while the GPU process
 * sets it up. `null` withdraws the answer (the scene is gone).
 */
export const offerAnswer = (software: boolean | null): void => {
  offered = software;
};

const softwareWebGL = (): boolean => {
  probed ??= offered ?? probeSoftwareWebGL();
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
