export { carouselOutputSchema, carouselOutputSchema as outputSchema, type CarouselOutput } from '@shared/content-kinds';
