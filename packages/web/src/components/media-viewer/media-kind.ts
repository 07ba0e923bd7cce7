/** Extensions the media viewer shows as images (spec section 2); everything else plays as video. */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'] as const;

/** Whether a media address is an image by its extension (query and hash ignored). */
export const isImageUrl = (url: string): boolean => {
  const path = url.split(/[?#]/)[0] ?? '';
  const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  return (IMAGE_EXTENSIONS as readonly string[]).includes(extension);
};
