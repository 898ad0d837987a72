// The JavaScript a load fetched, with each file's gzipped size: the served files are not compressed
// (the static servers send them as they are), so each body is read from its dist and gzipped here
// with zlib at its default level, as a static host would serve it.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { ResourceTiming } from './coldLoad.ts';

export interface Origin {
  label: string;
  dir: string;
}

export interface JsFile {
  origin: string;
  path: string;
  /** The built file on disk (its hidden source map, when emitted, is `${file}.map`). */
  file: string;
  rawBytes: number;
  gzipBytes: number;
  start: number;
  end: number;
}

const isJs = (url: string) => /\.m?js$/.test(new URL(url).pathname);
const sizes = new Map<string, { raw: number; gzip: number }>();

async function sizeOf(file: string): Promise<{ raw: number; gzip: number }> {
  let size = sizes.get(file);
  if (!size) {
    const body = await readFile(file);
    size = { raw: body.length, gzip: gzipSync(body).length };
    sizes.set(file, size);
  }
  return size;
}

/** The load's JavaScript from our own servers, in request order. */
export async function jsFilesOf(resources: ResourceTiming[], origins: Map<string, Origin>): Promise<JsFile[]> {
  const files: JsFile[] = [];
  for (const r of resources.filter((e) => isJs(e.name))) {
    const url = new URL(r.name);
    const server = origins.get(url.origin);
    if (!server) throw new Error(`JavaScript de uma origem desconhecida: ${r.name}`);
    const file = join(server.dir, decodeURIComponent(url.pathname));
    const size = await sizeOf(file);
    files.push({ origin: server.label, path: url.pathname, file, rawBytes: size.raw, gzipBytes: size.gzip, start: r.startTime, end: r.responseEnd });
  }
  return files.sort((a, b) => a.start - b.start);
}

/** Files whose request started before `ms` (a file on the wire at that moment was being waited for). */
export const requestedBefore = (files: JsFile[], ms: number) => files.filter((f) => f.start < ms);
export const gzipKb = (files: JsFile[]) => files.reduce((t, f) => t + f.gzipBytes, 0) / 1024;
