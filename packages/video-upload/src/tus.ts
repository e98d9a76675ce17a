// The tus client, behind a module of ours: uploadVideo reaches the video host only through it,
// so a screen's test can stand in for the host's side of a transfer by replacing this module
// (`vi.mock('@academy/video-upload/tus')`) rather than a dependency inside this package's
// node_modules, which another workspace does not own.
export { Upload, type DetailedError } from 'tus-js-client';
