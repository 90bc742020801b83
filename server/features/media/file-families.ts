/**
 * Families of file types, so a declared type or name can be compared with what the bytes are:
 * a JPEG named photo.png is fine (both images); an ELF named photo.jpg is not.
 */
export type Family =
  | 'image'
  | 'video'
  | 'audio'
  | 'pdf'
  | 'office'
  | 'text'
  | 'markup'
  | 'archive'
  | 'executable'
  | 'other';

const OFFICE_TYPES = new Set([
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
  'application/rtf',
  // Legacy Office files are OLE compound files; file-type names the container only.
  'application/x-cfb',
]);

/** What file-type answers for programs, and the types browsers or systems run. */
const EXECUTABLE_TYPES = new Set([
  'application/x-elf',
  'application/x-msdownload',
  'application/x-mach-binary',
  'application/x-executable',
  'application/x-sharedlib',
  'application/x-dosexec',
  'application/vnd.microsoft.portable-executable',
  'application/wasm',
  'application/java-vm',
  'application/x-java-archive',
  'application/vnd.android.package-archive',
  'application/x-shockwave-flash',
  'application/x-ms-shortcut',
  'application/x-msi',
  'application/x-sh',
  'application/javascript',
  'text/javascript',
  'application/x-httpd-php',
]);

const EXTENSIONS: Record<string, Family> = {
  ...of('image', 'jpg jpeg jpe png gif webp avif bmp tif tiff heic heif ico jxl'),
  ...of('video', 'mp4 m4v mov webm mkv avi mpg mpeg 3gp ogv wmv'),
  ...of('audio', 'mp3 m4a aac wav ogg oga flac opus wma'),
  ...of('pdf', 'pdf'),
  ...of('office', 'doc docx xls xlsx ppt pptx odt ods odp rtf'),
  ...of('text', 'txt md csv tsv json log'),
  ...of('markup', 'html htm xhtml xml svg svgz'),
  ...of(
    'executable',
    'exe dll com scr msi bat cmd ps1 psm1 vbs vbe wsf wsh hta js mjs cjs jse sh bash zsh csh py pl rb php jar apk app dmg deb rpm bin elf so dylib lnk reg cpl',
  ),
};

function of(family: Family, list: string): Record<string, Family> {
  return Object.fromEntries(list.split(' ').map((ext) => [ext, family]));
}

/** `image/png; charset=x` → `image/png`. */
export function essence(type: string): string {
  return (type.split(';')[0] ?? '').trim().toLowerCase();
}

export function familyOfType(type: string): Family {
  const mime = essence(type);
  if (EXECUTABLE_TYPES.has(mime)) return 'executable';
  if (mime === 'image/svg+xml') return 'markup';
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('video/')) return 'video';
  if (mime.startsWith('audio/')) return 'audio';
  if (mime === 'application/pdf') return 'pdf';
  if (OFFICE_TYPES.has(mime)) return 'office';
  if (['text/html', 'application/xhtml+xml', 'application/xml', 'text/xml'].includes(mime)) return 'markup';
  if (mime.startsWith('text/') || mime === 'application/json') return 'text';
  if (['application/zip', 'application/x-zip-compressed'].includes(mime)) return 'archive';
  return 'other';
}

export function familyOfName(filename: string): Family {
  const dot = filename.lastIndexOf('.');
  if (dot < 0) return 'other';
  return EXTENSIONS[filename.slice(dot + 1).toLowerCase()] ?? 'other';
}

/**
 * Whether bytes of family `real` may carry a declared family. Office Open XML files are
 * ZIP archives (the head may not reach the part that names them); MP4 holds audio or video.
 */
export function fits(declared: Family, real: Family): boolean {
  if (declared === 'other' || declared === real) return true;
  if (declared === 'office') return real === 'archive';
  if (declared === 'archive') return real === 'office';
  if (declared === 'video' || declared === 'audio') return real === 'video' || real === 'audio';
  return false;
}
