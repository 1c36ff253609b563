import { describe, expect, it } from 'vitest';
import { SceneFileProblem } from './glb';
import { nestsDeeperThan, parseGltfJson } from './json';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe("the depth of a scene file's JSON", () => {
  it('counts arrays and objects, not brackets inside strings or after escaped quotes', () => {
    expect(nestsDeeperThan(utf8('{"a":[{"b":[]}]}'), 4)).toBe(false);
    expect(nestsDeeperThan(utf8('{"a":[{"b":[[]]}]}'), 4)).toBe(true);
    expect(nestsDeeperThan(utf8('{"a":"[[[[[[","b":"\\"[[[[[["}'), 1)).toBe(false);
    expect(nestsDeeperThan(utf8('{"名前":"［［［","x":[[]]}'), 2)).toBe(true);
  });

  it('finds 100,000 nested arrays without a stack to overflow, and refuses them before parsing', () => {
    const deep = utf8(`{"asset":{"version":"2.0"},"extras":${'['.repeat(100_000)}${']'.repeat(100_000)}}`);
    expect(nestsDeeperThan(deep, 64)).toBe(true);
    expect(() => parseGltfJson(deep, 64)).toThrow(new SceneFileProblem('its glTF JSON nests deeper than 64 levels'));
  });

  it('parses what is shallow enough, and wants glTF 2', () => {
    expect(parseGltfJson(utf8('{"asset":{"version":"2.0"}}'), 64)).toEqual({ asset: { version: '2.0' } });
    expect(() => parseGltfJson(utf8('{"asset":{"version":"1.0"}}'), 64)).toThrow('its glTF asset version is not 2');
    expect(() => parseGltfJson(utf8('[1,2]'), 64)).toThrow('it is not an object');
    expect(() => parseGltfJson(new Uint8Array([0x7b, 0xff, 0x7d]), 64)).toThrow('cannot be read');
  });
});
