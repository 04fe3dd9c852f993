/** Carousel: one slide per image asked, CTA and hashtags, as JSON; the image count is kept as a badge. */
import { carouselOutputSchema } from '@shared/content-kind-schemas';
import { asJsonText, defineGenerator, publiOption } from '../descriptor';
import { writeCarousel } from './offline';
import { CAROUSEL_SETTINGS, buildCarouselRequest, slideCount } from './prompt';

export const carouselGenerator = defineGenerator({
  kind: 'carousel',
  outputSchema: carouselOutputSchema,
  settings: CAROUSEL_SETTINGS,
  buildRequest: buildCarouselRequest,
  writeOffline: (input, ctx, random) => asJsonText(writeCarousel(input, ctx, random)),
  // The user chose how many images to post: a reply with another number of slides is unusable.
  checkReply: (reply, input) => {
    const wanted = slideCount(input.imageCount);
    const got = reply.slides.length;
    return got === wanted ? null : `carousel has ${got} slides, ${wanted} asked`;
  },
  optionsOf: (input) => ({ imageCount: Number(input.imageCount), ...publiOption(input) }),
});
