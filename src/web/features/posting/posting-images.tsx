/**
 * The rendered images of an item in the posting kit. It receives the images' addresses (rendered images
 * per item come from the visuals feature); with none it shows nothing at all, so the kit is the text
 * alone. With images: the pictures, and "Baixar tudo" to save them to the phone before posting.
 */
import { Download } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { POSTING_GRID_SIZES, slideSrcset } from '@web/lib/image-srcset';

export interface PostingImage {
  url: string;
  /** The file name when saved, by the export rule ("Titulo_01.jpg"). */
  fileName: string;
  alt: string;
  /** The image's size in pixels: the page keeps its place before it arrives, so nothing below it moves. */
  width: number;
  height: number;
}

export function PostingImages({ images }: { images: readonly PostingImage[] }) {
  if (!images.length) return null;
  const downloadAll = () => {
    for (const image of images) {
      const a = document.createElement('a');
      a.href = image.url;
      a.download = image.fileName;
      a.click();
    }
  };
  return (
    <section aria-label="Imagens" className="space-y-3">
      <ul className="grid grid-cols-2 gap-2">
        {images.map((image, i) => (
          <li key={image.url}>
            <img
              src={image.url}
              // The grid shows each image half a phone wide: a screen-sized copy is enough (decision 0047);
              // "Baixar tudo" and sharing keep the original.
              srcSet={slideSrcset(image.url, image.width)}
              sizes={POSTING_GRID_SIZES}
              alt={image.alt}
              width={image.width}
              height={image.height}
              className="h-auto w-full rounded-lg"
              // The first row is on screen when the page opens (the first image is its largest paint):
              // fetched at once, the first one first; the rest when scrolled to.
              loading={i < 2 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'auto'}
            />
          </li>
        ))}
      </ul>
      <Button type="button" variant="outline" onClick={downloadAll} className="w-full">
        <Download className="h-4 w-4" aria-hidden /> Baixar tudo
      </Button>
    </section>
  );
}
