import {
  type BufferGeometry,
  DoubleSide,
  Float32BufferAttribute,
  FrontSide,
  Mesh,
  MeshBasicMaterial,
  PlaneGeometry,
  Texture,
} from 'three';
import { describe, expect, it } from 'vitest';
import { onSharedProgram } from './shared-program';

/** What three.js builds a basic material's program from, of what these meshes differ in. */
const programOf = (mesh: Mesh<BufferGeometry, MeshBasicMaterial>) => ({
  map: mesh.material.map !== null,
  vertexColors: mesh.material.vertexColors,
  side: mesh.material.side,
  normals: mesh.geometry.getAttribute('normal') !== undefined,
});

const coloured = () => {
  const geometry = new PlaneGeometry(1, 1);
  geometry.setAttribute('color', new Float32BufferAttribute(new Float32Array(12).fill(0.5), 3));
  return geometry;
};

describe('onSharedProgram', () => {
  it('makes a plain frame, a textured picture and a coloured, textured floor alike', () => {
    const frame = new Mesh(new PlaneGeometry(2, 1), new MeshBasicMaterial({ color: 0x333333 }));
    const picture = new Mesh(new PlaneGeometry(2, 1), new MeshBasicMaterial({ map: new Texture(), side: DoubleSide }));
    const floor = new Mesh(coloured(), new MeshBasicMaterial({ map: new Texture(), vertexColors: true }));
    for (const mesh of [frame, picture, floor]) onSharedProgram(mesh);
    const programs = [frame, picture, floor].map(programOf);
    expect(programs[0]).toEqual({ map: true, vertexColors: true, side: DoubleSide, normals: false });
    expect(programs[1]).toEqual(programs[0]);
    expect(programs[2]).toEqual(programs[0]);
  });

  it('gives a surface without colours white ones, with no buffer of them, and keeps its own colour', () => {
    const frame = new Mesh(new PlaneGeometry(2, 1), new MeshBasicMaterial({ color: 0x336699 }));
    onSharedProgram(frame);
    expect(frame.geometry.getAttribute('color')).toBeUndefined();
    expect((frame.material as unknown as { defaultAttributeValues: unknown }).defaultAttributeValues).toEqual({
      color: [1, 1, 1],
    });
    expect(frame.material.color.getHex()).toBe(0x336699);
  });

  it('leaves a material whose geometry has colours it does not use as it was', () => {
    const mesh = new Mesh(coloured(), new MeshBasicMaterial({ color: 0xff0000 }));
    onSharedProgram(mesh);
    expect(mesh.material.vertexColors).toBe(false);
    expect(mesh.material.map).toBeNull();
    expect(mesh.material.side).toBe(FrontSide);
  });
});
