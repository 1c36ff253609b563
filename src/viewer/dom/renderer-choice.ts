/** Where an operator (or a test) can pin the focus view's drawer: `webgl` or `2d`. */
export const RENDERER_KEY = 'izoom-viewer-renderer';

export type RendererKind = 'webgl' | '2d';

type Context = WebGLRenderingContext | WebGL2RenderingContext;

let probed: boolean | null = null;
/** A context of the page's own that can answer instead of a probe (see `offerContext`). */
let offered: Context | null = null;

/** Whether the context `gl` draws in software (SwiftShader, llvmpipe). */
const drawsInSoftware = (gl: Context): boolean => {
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
 * A WebGL context the page holds anyway (the album's scene) answers the question when it is first asked, so
 * opening an izoom over it needs no throwaway context: creating one blocks the page while the GPU process sets
 * it up.
 */
export const offerContext = (gl: Context): void => {
  offered = gl;
};

export const withdrawContext = (gl: Context): void => {
  if (offered === gl) offered = null;
};

const softwareWebGL = (): boolean => {
  probed ??= offered && !offered.isContextLost() ? drawsInSoftware(offered) : probeSoftwareWebGL();
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
