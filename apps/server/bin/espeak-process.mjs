// eSpeak NG (GPL-3.0-or-later, compiled to WebAssembly by the espeak-ng package) runs here, in a
// process of its own that the server starts and talks to over IPC: the server never links it.
// Each request: { id, text, args } -> { id, wav } (a RIFF WAV, 22,050 Hz mono) or { id, error }.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import ESpeakNg from 'espeak-ng';

const require = createRequire(import.meta.url);
// Compiled once; every request gets a fresh instance (eSpeak's CLI runs once per instance).
const compiled = await WebAssembly.compile(
  await readFile(require.resolve('espeak-ng/dist/espeak-ng.wasm')),
);

async function synthesize({ text, args }) {
  const instance = await ESpeakNg({
    arguments: [...args, '-w', '/out.wav', '-f', '/in.txt'],
    preRun: [(module) => module.FS.writeFile('/in.txt', text)],
    instantiateWasm(imports, done) {
      WebAssembly.instantiate(compiled, imports).then((made) => done(made, compiled));
      return {};
    },
    print() {},
    printErr() {},
  });
  return Buffer.from(instance.FS.readFile('/out.wav'));
}

process.on('message', (request) => {
  synthesize(request).then(
    (wav) => process.send({ id: request.id, wav }),
    (error) => process.send({ id: request.id, error: String(error?.message ?? error) }),
  );
});
// The server went away: so does this process.
process.on('disconnect', () => process.exit(0));
process.send({ ready: true });
