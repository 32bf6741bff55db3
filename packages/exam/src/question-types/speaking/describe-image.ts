import { z } from 'zod';
import { textField, textList } from '../../content/text-fields';
import { defineQuestionType } from '../../question-type';
import { spokenResponse, spokenTraits } from '../families/open-responses';

/** Describe Image (speaking): describe a chart, table, map or picture in 40 s. Legacy traits (total 15). */
export const describeImage = defineQuestionType({
  id: 'describe-image',
  section: 'speaking',
  title: 'Describe Image',
  slug: 'describe-image',
  fetchSection: 'speaking-describe-image',
  assessPath: '/describe-image/assess',
  ...spokenResponse,
  timings: { prepareSeconds: 25, answerSeconds: 40 },
  skills: ['speaking'],
  prompt: z.strictObject({
    /** File name of the image in `content/media`. */
    image: z.string().regex(/^[a-z0-9][a-z0-9-]*\.(png|svg|jpg|jpeg|webp)$/, 'Name an image file in content/media (kebab-case .png, .svg, .jpg or .webp)'),
    /** Text alternative for screen readers. */
    alt: textField(500, 'Describe the image for screen readers'),
  }),
  answerKey: z.strictObject({ keyElements: textList(1, 15) }),
  audio: 'none',
  traits: spokenTraits({ max: 5, description: '5 all elements, their relationships and implications; 3 most key elements; 1 some basic elements; 0 disjointed mentions.' }),
});
