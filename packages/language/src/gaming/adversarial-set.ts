import type { WritingTrait } from '../types';
import type { GamingKind } from './gaming-check';

/**
 * The adversarial set: answers written for this package (not taken from any PTE or coaching material) that try to
 * fake a written answer's traits, each aimed at a real bank item (by id, loaded at test time), with the most each
 * faked trait may score and what the feedback must say; and honest answers of a similar surface that must not be
 * penalised. `adversarial-set.test.ts` runs every answer through the assessor (legacy rubric).
 */

/** What an answer is tried against: a bank item, as the test loads it. */
export interface AdversarialItem {
  id: string;
  prompt?: string;
  /** The passage (SWT) or lecture script (SST). */
  source?: string;
  modelAnswer?: string;
}

/** One answer of the set. */
export interface AdversarialCase {
  name: string;
  /** Bank item id, e.g. `we-001-working-from-home`. */
  itemId: string;
  /** The gaming tried; `honest` answers must not be penalised. */
  gaming: GamingKind | 'off-topic' | 'all-capitals' | 'honest';
  /** The answer, or how to build it from its item (and, for off-topic answers, another item of the bank). */
  answer: string | ((item: AdversarialItem, bank: (id: string) => AdversarialItem) => string);
  /** Highest band each faked trait may get, and the highest share of the item's maximum the total may reach. */
  limits?: { traits?: Partial<Record<WritingTrait, number>>; total?: number };
  /** Honest answers: the lowest band each listed trait must keep. */
  floors?: Partial<Record<WritingTrait, number>>;
  /** Text the feedback must contain (it names the problem and why it scores low). */
  feedback?: RegExp[];
}

const ESSAY_WFH = 'we-001-working-from-home';
const ESSAY_FOUR_DAY = 'we-011-four-day-week';
const ESSAY_PLASTICS = 'we-022-single-use-plastics';
const ESSAY_SLEEP = 'we-030-lack-of-sleep';
const ESSAY_SOCIAL = 'we-005-social-media-age-limits';
const SWT_POLLINATORS = 'swt-001-pollinator-decline';
const SWT_TEEN_SLEEP = 'swt-004-teenage-sleep';
const SWT_RETRIEVAL = 'swt-006-retrieval-practice';
const SWT_MANGROVES = 'swt-009-mangroves';
const SST_OCTOPUS = 'sst-001-octopus-intelligence';
const SST_LIGHT = 'sst-004-light-pollution';
const SST_WOLVES = 'sst-007-yellowstone-wolves';

function copies(text: string, times: number, joiner = ' '): string {
  return Array.from({ length: times }, () => text).join(joiner);
}

/** Sentences of the source, in order. */
function sourceSentences(item: AdversarialItem): string[] {
  return (item.source ?? '').split(/(?<=[.!?])\s+/).filter((s) => s.trim() !== '');
}

const REPEATED = /Repeated text recognised/;
const KEYWORDS = /List of keywords recognised/;
const COPIED = /Copied text recognised/;
const PROMPT_COPIED = /Copied prompt recognised/;
const TEMPLATE = /Memorised template recognised|template/i;
const GIBBERISH = /Not English recognised/;
const SALAD = /Rare words strung together recognised/;
const LINKING = /List of linking words recognised/;
const OFF_TOPIC = /does not deal with/;
const CAPITALS = /capital letters/;

// Limits by kind (legacy maxima: essay content 3, other traits 2; SWT/SST traits 2, SWT form 1).
const REPETITION_MOSTLY = { traits: { content: 1, grammar: 1, spelling: 1, vocabulary: 1, vocabularyRange: 0, generalLinguisticRange: 0, developmentStructureCoherence: 0 }, total: 0.3 };
const KEYWORDS_MOSTLY = { traits: { form: 0, content: 1, grammar: 0, vocabulary: 0, vocabularyRange: 0, generalLinguisticRange: 0, developmentStructureCoherence: 0 }, total: 0 };
const COPIED_MOSTLY = { traits: { content: 1, grammar: 0, vocabulary: 0 }, total: 0.5 };
const TEMPLATE_MOSTLY = { traits: { content: 1, grammar: 1, vocabulary: 1, vocabularyRange: 0, generalLinguisticRange: 0, developmentStructureCoherence: 0 }, total: 0.4 };
const GIBBERISH_MOSTLY = { traits: { content: 0, grammar: 0, vocabulary: 0, spelling: 0, vocabularyRange: 0, generalLinguisticRange: 0, developmentStructureCoherence: 0 }, total: 0 };
const SALAD_MOSTLY = { traits: { content: 1, grammar: 1, vocabulary: 0, vocabularyRange: 0, generalLinguisticRange: 0, developmentStructureCoherence: 0 }, total: 0.4 };
const LINKING_MOSTLY = { traits: { content: 1, grammar: 1, vocabularyRange: 1, generalLinguisticRange: 0, developmentStructureCoherence: 0 }, total: 0.4 };
const OFF_TOPIC_LIMITS = { traits: { content: 0 }, total: 0 };
const CAPITALS_LIMITS = { traits: { form: 0 }, total: 0 };

const WFH_SENTENCE = 'Working from home gives employees more time with their families because they no longer spend hours commuting.';

const SMALL_CHANGES_WFH = [
  'Working from home saves employees a lot of time every day.',
  'Working from home saves employees a lot of money every day.',
  'Working from home saves employers a lot of money every year.',
  'Working from home saves managers a lot of time every week.',
  'Working from home gives employees a lot of freedom every day.',
  'Working from home gives employers a lot of choice every year.',
  'Working from home gives families a lot of time every evening.',
  'Working from home saves workers a lot of stress every morning.',
  'Working from home saves companies a lot of rent every month.',
  'Working from home gives parents a lot of flexibility every day.',
  'Working from home saves cities a lot of traffic every morning.',
  'Working from home gives staff a lot of comfort every day.',
  'Working from home saves employees a lot of energy every week.',
  'Working from home gives employers a lot of savings every year.',
  'Working from home saves commuters a lot of time every evening.',
  'Working from home gives workers a lot of control every day.',
  'Working from home saves businesses a lot of money every month.',
  'Working from home gives people a lot of time every day.',
].join(' ');

const FOUR_DAY_PAIR = 'A four-day week can make staff happier and more productive. However, some businesses may struggle to serve customers on the fifth day.';

const PLASTICS_PARAGRAPH = 'Taxes on plastic bags work because they change habits at the moment of shopping. When a bag costs a little extra, most people remember to bring their own, and the number of bags used falls sharply within months. Bans are stronger still, although they can hurt small shops that must buy more expensive alternatives. On balance, these measures are worth their costs.';

const SLEEP_BODY = `Many people sleep badly because their evenings are full of screens. Phones and laptops keep the mind busy and their bright light tells the body that it is still daytime, so falling asleep takes longer. Long working hours and stress make the problem worse, and teenagers often stay up late chatting with friends online.

There are simple remedies. Switching off devices an hour before bed, keeping the bedroom dark and cool, and going to bed at the same time every night all help. Avoiding coffee after lunch also makes a difference. These habits cost nothing and address the main causes directly.`;

const SOCIAL_ESSAY_START = `Some countries are debating whether children under sixteen should be banned from social media. I believe a strict ban would be a mistake, although stronger rules are clearly needed.

Social media can certainly harm young people. Endless scrolling takes time away from sleep and homework, and image-based apps encourage teenagers to compare their bodies and lives with edited pictures of others. Cyberbullying is also easier when a bully can hide behind an anonymous account.`;

const OCTOPUS_SENTENCE = 'The lecture says that octopuses are intelligent molluscs whose neurons are mostly in their arms, so intelligence evolved twice.';

const LIGHT_SUMMARY = 'Artificial light at night hides the stars from a third of humanity, confuses turtles, birds and insects, and disturbs human sleep, but shielded, warmer and dimmer lamps fix it cheaply.';

const WOLVES_SENTENCE = 'The speaker said that wolves changed Yellowstone but not simply.';

const OCTOPUS_VARIANTS = [
  'The lecture says octopuses are clever animals with many neurons in their arms.',
  'The lecture says octopuses are smart animals with most neurons in their arms.',
  'The lecture says octopuses are clever creatures with many neurons in their arms.',
  'The lecturer says octopuses are clever animals with many nerve cells in their arms.',
  'The lecture says octopuses are intelligent animals with many neurons in their arms.',
].join(' ');

// A memorised essay template with slots for the topic, written for this set.
function essayTemplate(topic: string, group: string): string {
  return `In this day and age, ${topic} has become a hotly debated issue. While some people argue that it has many advantages, others believe that it has serious disadvantages. This essay will discuss both sides of the argument before reaching a conclusion.

On the one hand, there are several important reasons why ${topic} is beneficial. First and foremost, it has a significant positive impact on ${group}. Furthermore, it plays a vital role in our lives and in society as a whole. For example, many people believe that it brings numerous benefits in various aspects of life. Therefore, it is undeniable that ${topic} is important.

On the other hand, there are also a number of drawbacks to consider. Firstly, it can have negative consequences for ${group}. Secondly, some critics argue that the problems outweigh the benefits in certain situations. As a result, this issue needs to be considered carefully by everyone concerned.

In conclusion, having weighed up both sides of the argument, I firmly believe that the advantages of ${topic} outweigh its disadvantages. It is clear that this matter will remain an important topic of discussion for many years to come, and people should consider both views.`;
}

function agreeTemplate(topic: string): string {
  return `It is often argued that ${topic} is a good idea. I completely agree with this statement for a number of reasons, which will be discussed in this essay.

To begin with, the main reason is that it brings many advantages to society. People from all walks of life can benefit from it in many different ways. This is a very important point that should not be ignored. In addition, it has a positive effect on the lives of ordinary people and on the world in general.

Another reason is that the benefits are clear for everyone to see. There is a lot of evidence to support this view, and many experts share this opinion. Moreover, this approach has been successful in many countries around the world, which clearly shows that it works well in practice.

Of course, some people have a different opinion and believe that there are some disadvantages. However, these problems are minor compared with the many advantages mentioned above.

In conclusion, I strongly believe that ${topic} is a positive development. For all the reasons given above, it is clear that the advantages far outweigh the disadvantages, and this is why I agree with the statement.`;
}

const SOCIAL_TEMPLATE_FRAME = {
  start: 'In this day and age, social media has become a hotly debated issue. This essay will discuss both sides of the argument before reaching a conclusion.',
  end: 'In conclusion, having weighed up both sides of the argument, I firmly believe that the advantages outweigh the disadvantages. It is clear that this matter will remain an important topic of discussion for many years to come.',
};

const OFF_TOPIC_ESSAY = `Tea has travelled further than almost any other drink. It was first brewed in China more than two thousand years ago, where it began as a medicine before becoming an everyday pleasure. Buddhist monks carried it to Japan, and the Japanese developed an elaborate ceremony around its preparation that is still practised today.

European merchants discovered tea in the seventeenth century. At first it was an expensive luxury, sold in small quantities by apothecaries, but as trade grew the price fell and tea became the national drink of Britain. The demand was so great that the East India Company began planting tea in India, and the hills of Assam and Darjeeling were soon covered in gardens.

The history of tea also has a darker side. The trade contributed to the Opium Wars, and workers on many plantations endured harsh conditions for very low pay. Even so, tea has shaped social customs across the world, from afternoon tea in England to the mint tea served to guests in Morocco.

Today tea is grown on every inhabited continent and drunk by billions of people each day. Its long journey shows how a single plant can connect distant cultures, economies and histories.`;

// Keyboard mashing: strings of letters from a fixed pseudo-random sequence, in sentences of eight "words".
function keyboardMash(words: number): string {
  const keys = 'qwrtpsdfghjklzxcvbnmaeu';
  let seed = 7;
  const next = () => (seed = (seed * 48_271) % 2_147_483_647) % keys.length;
  const mashed = Array.from({ length: words }, () => Array.from({ length: 3 + (next() % 4) }, () => keys[next()]).join(''));
  return mashed.map((word, i) => (i % 8 === 0 ? word.charAt(0).toUpperCase() + word.slice(1) : word) + (i % 8 === 7 ? '.' : '')).join(' ');
}

const GIBBERISH_ESSAY = keyboardMash(216);

const PSEUDO_WORDS_SUMMARY = 'The flombertic glarnish of vustrelled teenagers drombles their snorvic brantles, so plinkish schoolers must frandle the wobbish startimes of their moklent glumps.';

const PSEUDO_ESSAY = `The plonkary of a frimble week is that the fosk werbles more gladly. When a drumbit has only four dalks, the snarrow of its grobbers becomes more flinty, and they brimble their blonks with greater vumption.

However, the quandish of the frimble week is not always prafty. Some blunderwicks must kreeve their glimmocks every dalk, and a shorter week may leave their cronders without any sprocketry. Smaller drumbits may also find the trabble of new glonkers too fustly to manage.

For the wider snottery, the frimble week could reduce the gallump of trondles on the roads and give famblies more time for their wunkery. It might also help grobbers who are carriffing for their elderly plarents or studying for new quibbles.

On plonk, the frimble week is a promising drindle, but each drumbit should test it carefully before making it permanent, because the fosk and the blunderwicks of different sproddles vary greatly. Flimsy vorbits may suit one drumbit while failing in another, so glorbish trials are the wisest plonk.`;

const SALAD_ESSAY = `Notwithstanding the quintessential juxtaposition of ephemeral paradigms, the ubiquitous dichotomy ameliorates perfunctory hegemony. Consequently, the idiosyncratic epistemology of ostensible verisimilitude obfuscates the inexorable proliferation of esoteric zeitgeist.

Furthermore, the perspicacious amalgamation of recalcitrant vicissitudes engenders a serendipitous panacea, whereas the sycophantic cacophony of obsequious minutiae exacerbates the labyrinthine conundrum. Indubitably, the pernicious ramifications of surreptitious obsolescence permeate the ineffable quagmire of antediluvian ephemera.

Moreover, the mellifluous verbosity of anachronistic pontification reverberates through the enigmatic penumbra of omnipresent heterogeneity. In juxtaposition, the capricious dichotomy of tenacious solipsism galvanises the nebulous plethora of superfluous rhetoric, thereby precipitating an unprecedented metamorphosis of gregarious obfuscation.

Ultimately, the irrefutable quintessence of this multifaceted conundrum necessitates a judicious reconciliation of intransigent ideologies. Therefore, the ubiquitous paradigm of perspicacious erudition must circumvent the pernicious hegemony of vacuous platitudes, lest the inexorable zeitgeist engender an ignominious denouement of cataclysmic proportions for posterity.`;

const LINKING_ESSAY = `Firstly, secondly, thirdly, moreover, furthermore, in addition, additionally, besides, what is more. However, nevertheless, nonetheless, on the other hand, in contrast, by contrast, conversely, on the contrary. Therefore, thus, hence, consequently, as a result, accordingly, for this reason.

For example, for instance, such as, namely, in particular, to illustrate, specifically. Similarly, likewise, in the same way, equally, in comparison. Indeed, in fact, clearly, obviously, undoubtedly, certainly, of course, personally.

First of all, to begin with, next, then, subsequently, meanwhile, afterwards, eventually, finally, lastly. Moreover, furthermore, in addition, additionally, besides. However, nevertheless, nonetheless, on the other hand, in contrast. Therefore, thus, hence, consequently, as a result.

For example, for instance, such as, in particular, to illustrate. Similarly, likewise, in the same way, equally. Indeed, in fact, clearly, obviously, undoubtedly, certainly. Firstly, secondly, thirdly, finally, lastly, subsequently, meanwhile, eventually.

In conclusion, to conclude, to sum up, in summary, overall, in short, all in all, ultimately, in brief, all things considered. In conclusion, to sum up, overall, all in all, ultimately.`;

const LINKING_SENTENCES_ESSAY = `Firstly, moreover, furthermore, in addition, sleep is important. Secondly, however, nevertheless, on the other hand, people are busy. Thirdly, therefore, consequently, as a result, sleep is short.

For example, for instance, in particular, to illustrate, phones matter. Moreover, furthermore, additionally, besides, stress matters. However, nonetheless, in contrast, conversely, work matters.

Firstly, to begin with, first of all, next, bedtime helps. Secondly, moreover, in addition, what is more, darkness helps. Finally, lastly, subsequently, eventually, routine helps.

Therefore, thus, hence, accordingly, habits help. Similarly, likewise, equally, in the same way, exercise helps. Indeed, in fact, clearly, obviously, coffee hurts.

In conclusion, to sum up, in summary, overall, sleep matters. All in all, ultimately, in brief, in short, rest matters. To conclude, all things considered, in conclusion, overall, bedtime matters.`;

const HONEST_WFH_ESSAY = `Working from home has changed office life for millions of people, and it brings clear gains as well as real costs for employees and employers.

For employees, the biggest advantage is time. Someone who used to commute for an hour each way now has two extra hours a day for family, exercise or rest. Flexible hours also make it easier for parents to collect children from school. Employers gain as well: they can hire talented people who live far from the office, and a company that gives up half its floor space saves a great deal on rent.

The disadvantages are quieter but serious. Many people feel lonely without colleagues around them, and the line between work and home can disappear, so that the working day never really ends. New staff find it harder to learn by watching experienced colleagues, and managers find it harder to build trust in a team that rarely meets.

In my view, working from home is worth keeping, but not every day. When teams share the office two or three days a week for meetings and training and work at home for focused tasks, both sides keep most of the benefits while limiting the drawbacks.`;

export const adversarialSet: readonly AdversarialCase[] = [
  // Repeated sentences, 2–12 copies, and sentences repeated with small changes.
  { name: 'essay: one sentence twelve times', itemId: ESSAY_WFH, gaming: 'repetition', answer: copies(WFH_SENTENCE, 12), limits: REPETITION_MOSTLY, feedback: [REPEATED, /do not count towards the length/] },
  { name: 'essay: two sentences nine times', itemId: ESSAY_FOUR_DAY, gaming: 'repetition', answer: copies(FOUR_DAY_PAIR, 9), limits: REPETITION_MOSTLY, feedback: [REPEATED] },
  { name: 'essay: one paragraph three times', itemId: ESSAY_PLASTICS, gaming: 'repetition', answer: copies(PLASTICS_PARAGRAPH, 3, '\n\n'), limits: REPETITION_MOSTLY, feedback: [REPEATED] },
  { name: 'essay: a short essay written twice', itemId: ESSAY_SLEEP, gaming: 'repetition', answer: copies(SLEEP_BODY, 2, '\n\n'), limits: REPETITION_MOSTLY, feedback: [REPEATED] },
  { name: 'essay: one sentence eighteen times with one or two words changed', itemId: ESSAY_WFH, gaming: 'repetition', answer: SMALL_CHANGES_WFH, limits: REPETITION_MOSTLY, feedback: [REPEATED] },
  { name: 'essay: two paragraphs, each written twice', itemId: ESSAY_SOCIAL, gaming: 'repetition', answer: `${SOCIAL_ESSAY_START}\n\n${SOCIAL_ESSAY_START}`, limits: REPETITION_MOSTLY, feedback: [REPEATED] },
  {
    name: 'essay: a genuine essay padded with a third of it repeated', itemId: ESSAY_SOCIAL, gaming: 'repetition',
    answer: `${SOCIAL_ESSAY_START}\n\nHowever, a ban would be very hard to enforce, because children can lie about their age, and it would cut them off from useful groups and friends.\n\n${SOCIAL_ESSAY_START.split('\n\n')[1]}`,
    limits: { traits: { grammar: 1, vocabularyRange: 1, generalLinguisticRange: 1, developmentStructureCoherence: 1 } }, feedback: [REPEATED],
  },
  { name: 'SWT: one clause twice', itemId: SWT_POLLINATORS, gaming: 'repetition', answer: 'Wild pollinators are declining because of habitat loss, pesticides, disease and climate change, and wild pollinators are declining because of habitat loss, pesticides, disease and climate change.', limits: { traits: { content: 1, grammar: 1, vocabulary: 1 }, total: 4 / 7 }, feedback: [REPEATED] },
  { name: 'SWT: one clause four times', itemId: SWT_TEEN_SLEEP, gaming: 'repetition', answer: `${copies('teenagers need eight to ten hours of sleep but school starts too early', 4, '; ')}.`.replace(/^t/, 'T'), limits: { traits: { content: 1, grammar: 1, vocabulary: 1 }, total: 4 / 7 }, feedback: [REPEATED] },
  { name: 'SWT: one clause three times with small changes', itemId: SWT_RETRIEVAL, gaming: 'repetition', answer: 'Retrieval practice helps students remember much more than rereading, retrieval practice helps learners remember much more than rereading, and retrieval practice helps pupils remember far more than rereading.', limits: { traits: { content: 1, grammar: 1, vocabulary: 1 }, total: 4 / 7 }, feedback: [REPEATED] },
  { name: 'SWT: the key sentence twice with a connective', itemId: SWT_MANGROVES, gaming: 'repetition', answer: 'Mangroves protect coasts and store carbon but are being cleared for farming, so protecting them is the priority, and in other words mangroves protect coasts and store carbon but are being cleared for farming, so protecting them is the priority.', limits: { traits: { content: 1, grammar: 1, vocabulary: 1 }, total: 4 / 7 }, feedback: [REPEATED] },
  { name: 'SST: one sentence three times', itemId: SST_OCTOPUS, gaming: 'repetition', answer: copies(OCTOPUS_SENTENCE, 3), limits: { traits: { content: 1, grammar: 1, vocabulary: 1, spelling: 1 }, total: 0 }, feedback: [REPEATED, /repeated words do not count/] },
  { name: 'SST: a summary twice', itemId: SST_LIGHT, gaming: 'repetition', answer: copies(LIGHT_SUMMARY, 2), limits: { traits: { content: 1, grammar: 1, vocabulary: 1, spelling: 1 }, total: 0 }, feedback: [REPEATED] },
  { name: 'SST: a short sentence six times', itemId: SST_WOLVES, gaming: 'repetition', answer: copies(WOLVES_SENTENCE, 6), limits: { traits: { content: 1, grammar: 1, vocabulary: 1, spelling: 1 }, total: 0 }, feedback: [REPEATED] },
  { name: 'SST: one sentence five times with small changes', itemId: SST_OCTOPUS, gaming: 'repetition', answer: OCTOPUS_VARIANTS, limits: { traits: { content: 1, grammar: 1, vocabulary: 1, spelling: 1 }, total: 0 }, feedback: [REPEATED] },

  // Keyword lists.
  {
    name: 'essay: topic keywords strung together', itemId: ESSAY_WFH, gaming: 'keyword-list', limits: KEYWORDS_MOSTLY, feedback: [KEYWORDS, /notes/],
    answer: 'Working from home advantages disadvantages employees employers commuting flexibility isolation productivity office rent recruitment technology communication teamwork balance family time savings costs mentoring trust managers hybrid schedule collaboration video calls loneliness boundaries stress wellbeing efficiency creativity innovation culture motivation supervision performance careers training development workspace equipment internet security privacy childcare parents carers transport pollution environment cities suburbs housing travel weekdays meetings deadlines targets feedback promotion salary benefits contracts policy government economy growth employment jobs workers companies organisations businesses industries sectors markets customers clients services products quality. Remote work home office laptops broadband headsets webcams desks chairs lighting heating electricity bills savings commuting fuel trains buses congestion emissions climate health exercise diet sleep routine discipline focus distractions children pets neighbours noise motivation loneliness friendship colleagues social events onboarding juniors seniors leadership appraisal targets bonuses retention turnover talent global recruitment time zones.',
  },
  {
    name: 'essay: keywords separated by commas', itemId: ESSAY_PLASTICS, gaming: 'keyword-list', limits: KEYWORDS_MOSTLY, feedback: [KEYWORDS],
    answer: 'Plastic bags, straws, cups, cutlery, bottles, lids, packaging, bans, taxes, charges, levies, governments, supermarkets, shoppers, consumers, habits, pollution, oceans, rivers, beaches, turtles, seabirds, fish, whales, microplastics, landfill, litter, drains, flooding, recycling, reuse, paper, cotton, glass, metal, alternatives, costs, prices, businesses, cafes, restaurants, takeaways, jobs, manufacturers, industry, oil, emissions, climate, carbon, waste, incineration, exports, developing countries, hygiene, disability, accessibility, convenience, tourism, wildlife, ecosystems, food chains, health, chemicals, toxins, awareness, education, campaigns, behaviour, nudges, incentives, deposits, refunds, enforcement, fines, effectiveness, evidence, studies, results, reductions, percentages, Ireland, Kenya, Rwanda, Britain, Europe, Asia, Africa, Australia, Canada, California, compliance, exemptions, loopholes, thicker bags, bin liners, substitution, life cycle, water use, energy, deforestation, farming, compostable, biodegradable, labels, greenwashing, innovation, research, investment, future, generations, responsibility, citizens, politics, votes, public opinion, surveys, support, opposition, lobbying, costs, benefits, trade-offs, balance, conclusion, agreement.',
  },
  {
    name: 'essay: keyword notes under short headings', itemId: ESSAY_SLEEP, gaming: 'keyword-list', limits: KEYWORDS_MOSTLY, feedback: [KEYWORDS],
    answer: `Causes: smartphones tablets laptops screens blue light notifications social media streaming gaming caffeine coffee energy drinks alcohol stress anxiety worry exams deadlines long hours shift work night shifts commuting noise traffic neighbours heat light pollution late dinners irregular schedules weekends jet lag travel children babies pets illness pain snoring apnoea depression loneliness.

Solutions: routine regular bedtime wake time darkness curtains blackout blinds cool bedroom quiet earplugs eye masks no screens reading books baths showers herbal tea no caffeine afternoons exercise mornings daylight walks sunshine meditation breathing relaxation journaling worries lists planning naps short naps limits weekends consistency doctors therapy treatment apps trackers education awareness employers flexible hours schools later starts parents rules families support.

Links: screens darkness caffeine afternoons stress relaxation shifts planning noise earplugs light curtains exams planning commuting flexibility teenagers later starts parents rules.`,
  },
  {
    name: 'essay: a keyword list inside a short frame', itemId: ESSAY_FOUR_DAY, gaming: 'keyword-list', limits: { traits: KEYWORDS_MOSTLY.traits }, feedback: [KEYWORDS],
    answer: `A four-day week has advantages and disadvantages.

Productivity motivation wellbeing rest recovery families hobbies volunteering childcare commuting costs fuel emissions congestion recruitment retention loyalty absenteeism burnout stress health sleep exercise creativity focus meetings efficiency automation technology scheduling rotas customers service hours coverage shifts hospitals schools shops factories deadlines overtime pressure intensity fatigue fairness contracts wages pay hours output profits costs competition economy growth tourism leisure spending consumption equality gender parents carers part-time workers managers unions governments policy trials Iceland Britain Japan Spain results evidence studies surveys satisfaction performance revenue turnover sickness.

Productivity wellbeing commuting costs retention burnout customers service coverage deadlines overtime intensity fatigue profits competition economy leisure equality carers trials evidence results surveys satisfaction revenue.

Overall, it depends on the business.`,
  },
  {
    name: 'essay: one body paragraph is a keyword list', itemId: ESSAY_SOCIAL, gaming: 'keyword-list', limits: { traits: { grammar: 1, vocabularyRange: 1, generalLinguisticRange: 1, developmentStructureCoherence: 1 } }, feedback: [KEYWORDS],
    answer: `${SOCIAL_ESSAY_START}\n\nOther harms: addiction notifications likes followers influencers advertising data privacy strangers grooming scams misinformation body image eating disorders anxiety depression loneliness sleep loss attention spans homework grades exercise family time outdoor play friendships.\n\nNevertheless, a complete ban would be almost impossible to enforce, because age checks are easy to cheat, and it would also cut young people off from friends, hobbies and support groups. A better approach is to require safer default settings for teenagers and to teach children how to use these platforms wisely.`,
  },
  { name: 'SWT: keywords of the passage', itemId: SWT_POLLINATORS, gaming: 'keyword-list', limits: { traits: { content: 1, grammar: 0, vocabulary: 0 }, total: 0 }, feedback: [KEYWORDS], answer: 'Pollinators decline habitat loss pesticides parasites disease climate change wildflower strips hedgerows cities gardens honeybees wild bees landscape protection crops yields.' },
  { name: 'SWT: keywords with commas', itemId: SWT_MANGROVES, gaming: 'keyword-list', limits: { traits: { content: 1, grammar: 0, vocabulary: 0 }, total: 0 }, feedback: [KEYWORDS], answer: 'Mangroves, fisheries, nurseries, fish, crabs, shrimp, coasts, waves, storms, erosion, carbon, sediment, clearance, shrimp farms, rice, tourism, development, restoration, tides, fresh water, protection, priority.' },
  { name: 'SST: keywords of the lecture', itemId: SST_LIGHT, gaming: 'keyword-list', limits: { traits: { content: 1, grammar: 0, vocabulary: 0 }, total: 0 }, feedback: [KEYWORDS], answer: 'Light pollution artificial light night sky stars Milky Way humanity Europe North America astronomy animals darkness sea turtles beaches horizon coastal towns migrating birds buildings insects street lamps decline humans sleep body clocks solutions shielded lamps warmer colours dimming switching off energy money savings wildlife chemical pollution easy fix difference cities councils homes gardens.' },
  { name: 'SST: keywords with commas', itemId: SST_WOLVES, gaming: 'keyword-list', limits: { traits: { content: 1, grammar: 0, vocabulary: 0 }, total: 0 }, feedback: [KEYWORDS], answer: 'Wolves, Yellowstone, reintroduction, nineties, elk, grazing, willows, aspen, rivers, beavers, songbirds, riverbanks, textbook example, predators, bears, cougars, hunting, drought, radio collars, avoidance, streams, dams, water tables, complexity, ecosystems, single change, prediction, research, evidence, myths, restoration, parks, rangers, tourists, history.' },

  // Copied passage, lecture or prompt text.
  { name: 'SWT: one passage sentence copied', itemId: SWT_POLLINATORS, gaming: 'copied-source', answer: (item) => sourceSentences(item).find((s) => s.startsWith('Farmers who leave'))!, limits: COPIED_MOSTLY, feedback: [COPIED] },
  { name: 'SWT: two passage sentences joined', itemId: SWT_TEEN_SLEEP, gaming: 'copied-source', answer: (item) => { const [first, second] = sourceSentences(item); return `${first!.replace(/\.$/, '')}, and ${second!.charAt(0).toLowerCase()}${second!.slice(1)}`; }, limits: COPIED_MOSTLY, feedback: [COPIED] },
  { name: 'SWT: a passage sentence with two words changed', itemId: SWT_RETRIEVAL, gaming: 'copied-source', answer: 'Most students prepare for exams by rereading their notes and highlighting important passages, but research in cognitive psychology suggests that familiarity is a poor guide to learning.', limits: { traits: { content: 1, grammar: 1, vocabulary: 1 } }, feedback: [COPIED] },
  { name: 'SWT: the first paragraph copied whole', itemId: SWT_MANGROVES, gaming: 'copied-source', answer: (item) => (item.source ?? '').split('\n\n')[0]!, limits: { ...COPIED_MOSTLY, total: 0 }, feedback: [COPIED] },
  { name: 'SWT: the last sentences copied and joined', itemId: SWT_POLLINATORS, gaming: 'copied-source', answer: (item) => { const [before, last] = sourceSentences(item).slice(-2) as [string, string]; return `${before.replace(/\.$/, '')}; ${last.charAt(0).toLowerCase()}${last.slice(1)}`; }, limits: COPIED_MOSTLY, feedback: [COPIED] },
  { name: 'SST: lecture sentences copied', itemId: SST_OCTOPUS, gaming: 'copied-source', answer: (item) => sourceSentences(item).slice(3, 7).join(' '), limits: COPIED_MOSTLY, feedback: [COPIED] },
  { name: 'SST: lecture sentences copied with an opener', itemId: SST_LIGHT, gaming: 'copied-source', answer: (item) => `The lecture said: ${sourceSentences(item).slice(4, 8).join(' ')}`, limits: COPIED_MOSTLY, feedback: [COPIED] },
  { name: 'SST: the end of the lecture copied', itemId: SST_WOLVES, gaming: 'copied-source', answer: (item) => sourceSentences(item).slice(-4).join(' '), limits: COPIED_MOSTLY, feedback: [COPIED] },
  { name: 'essay: the prompt six times', itemId: ESSAY_WFH, gaming: 'copied-prompt', answer: (item) => copies(item.prompt ?? '', 6, '\n\n'), limits: { traits: { content: 0, grammar: 0, vocabularyRange: 0, generalLinguisticRange: 0, developmentStructureCoherence: 0 }, total: 0 }, feedback: [PROMPT_COPIED] },
  { name: 'essay: the prompt five times, each with an opener', itemId: ESSAY_FOUR_DAY, gaming: 'copied-prompt', answer: (item) => ['In my opinion,', 'Firstly,', 'Secondly,', 'Moreover,', 'In conclusion,'].map((opener) => `${opener} ${item.prompt ?? ''}`).join('\n\n'), limits: { traits: { content: 0, grammar: 0, vocabularyRange: 0, generalLinguisticRange: 0, developmentStructureCoherence: 0 }, total: 0 }, feedback: [PROMPT_COPIED] },
  {
    name: 'essay: the prompt as introduction and conclusion around a thin body', itemId: ESSAY_PLASTICS, gaming: 'copied-prompt',
    answer: (item) => `${item.prompt ?? ''}\n\nPlastic bags and straws end up in the sea, where they harm turtles and birds. Taxes make people bring their own bags, and bans remove the worst items completely, although shops pay more for paper.\n\n${item.prompt ?? ''}`,
    limits: { traits: { content: 1, grammar: 1, vocabularyRange: 1, generalLinguisticRange: 1, developmentStructureCoherence: 1 } }, feedback: [PROMPT_COPIED],
  },

  // Memorised templates with a few topic words filled in.
  { name: 'essay: advantages template, working from home', itemId: ESSAY_WFH, gaming: 'template', answer: essayTemplate('working from home', 'employees and employers'), limits: TEMPLATE_MOSTLY, feedback: [TEMPLATE] },
  { name: 'essay: advantages template, single-use plastics', itemId: ESSAY_PLASTICS, gaming: 'template', answer: essayTemplate('banning single-use plastics', 'shops and shoppers'), limits: TEMPLATE_MOSTLY, feedback: [TEMPLATE] },
  { name: 'essay: agree template, four-day week', itemId: ESSAY_FOUR_DAY, gaming: 'template', answer: agreeTemplate('a four-day working week'), limits: TEMPLATE_MOSTLY, feedback: [TEMPLATE] },
  { name: 'essay: agree template, social media ban', itemId: ESSAY_SOCIAL, gaming: 'template', answer: agreeTemplate('banning children under sixteen from social media'), limits: TEMPLATE_MOSTLY, feedback: [TEMPLATE] },
  {
    name: 'essay: template introduction and conclusion around a short body', itemId: ESSAY_SLEEP, gaming: 'template',
    answer: `${SOCIAL_TEMPLATE_FRAME.start.replace('social media', 'lack of sleep')} Many people argue that it has a significant impact on society, while others believe that it is not an important issue.\n\n${SLEEP_BODY.split('\n\n')[0]}\n\n${SOCIAL_TEMPLATE_FRAME.end} People from all walks of life should consider both views carefully, because this issue plays a vital role in our lives.`,
    limits: { traits: { vocabularyRange: 1, generalLinguisticRange: 1, developmentStructureCoherence: 1 } }, feedback: [TEMPLATE],
  },
  { name: 'SWT: summary template', itemId: SWT_TEEN_SLEEP, gaming: 'template', answer: 'The passage discusses the important issue of teenage sleep and highlights several key points about it, and the author concludes that this matter has significant consequences for society and for people in general.', limits: { traits: { content: 1, grammar: 1, vocabulary: 1 }, total: 4 / 7 }, feedback: [TEMPLATE] },
  { name: 'SST: lecture template', itemId: SST_OCTOPUS, gaming: 'template', answer: 'The speaker discussed the topic of octopus intelligence. He talked about many important points and gave several examples to support his view. Firstly, he mentioned the octopus. Secondly, he discussed intelligence. In conclusion, the lecture was very interesting and informative, and it gave the audience a lot of useful information about this important subject.', limits: { traits: { content: 1, grammar: 1, vocabulary: 1 }, total: 0.5 }, feedback: [TEMPLATE] },
  { name: 'SST: lecture template, wolves', itemId: SST_WOLVES, gaming: 'template', answer: 'The lecturer talked about wolves in Yellowstone. She explained the main points of this topic in detail and gave some examples to illustrate them. She also described the different aspects of the issue and its effects. Finally, she concluded that this is a very important subject for everyone, and that people should consider it carefully in the future.', limits: { traits: { content: 1, grammar: 1, vocabulary: 1 }, total: 0.5 }, feedback: [TEMPLATE] },

  // Off-topic but well written.
  { name: 'essay: a well-written essay on the history of tea', itemId: ESSAY_WFH, gaming: 'off-topic', answer: OFF_TOPIC_ESSAY, limits: OFF_TOPIC_LIMITS, feedback: [OFF_TOPIC] },
  { name: 'essay: the model answer of another item', itemId: ESSAY_PLASTICS, gaming: 'off-topic', answer: (_item, bank) => bank(ESSAY_SLEEP).modelAnswer ?? '', limits: OFF_TOPIC_LIMITS, feedback: [OFF_TOPIC] },
  { name: 'SWT: a summary of another passage', itemId: SWT_POLLINATORS, gaming: 'off-topic', answer: 'Volcanic eruptions are hard to predict, but monitoring gas emissions, ground swelling and small earthquakes now gives scientists days of warning, allowing authorities to evacuate nearby towns.', limits: OFF_TOPIC_LIMITS, feedback: [OFF_TOPIC] },
  { name: 'SST: a summary of another lecture', itemId: SST_LIGHT, gaming: 'off-topic', answer: 'The lecture described how the Romans built their roads. Engineers dug a deep trench, filled it with layers of stones, gravel and sand, and topped it with fitted paving slabs, which made the roads last for centuries. The network connected the empire, carrying soldiers, traders and messages quickly, and many modern European roads still follow the same routes.', limits: OFF_TOPIC_LIMITS, feedback: [OFF_TOPIC] },

  // Gibberish.
  { name: 'essay: keyboard mashing', itemId: ESSAY_WFH, gaming: 'gibberish', answer: GIBBERISH_ESSAY, limits: GIBBERISH_MOSTLY, feedback: [GIBBERISH] },
  { name: 'essay: invented words in English sentence frames', itemId: ESSAY_FOUR_DAY, gaming: 'gibberish', answer: PSEUDO_ESSAY, limits: { traits: { content: 0, grammar: 1, spelling: 0, vocabularyRange: 0, generalLinguisticRange: 1, developmentStructureCoherence: 1 }, total: 0 }, feedback: [GIBBERISH] },
  { name: 'SWT: invented words', itemId: SWT_TEEN_SLEEP, gaming: 'gibberish', answer: PSEUDO_WORDS_SUMMARY, limits: { traits: { content: 0, vocabulary: 0 }, total: 0 }, feedback: [GIBBERISH] },
  { name: 'SST: keyboard mashing with a few real words', itemId: SST_OCTOPUS, gaming: 'gibberish', answer: 'The octopus lkjh qwpo zmxn brtv gfds the arms plmk vcxz jhgf neurons qazw sxed crfv tgby hnuj mikl opoiu ytre wqas dfgh jkll zxcv bnmm qwer tyui opas dfgh jklz xcvb nmqw erty uiop asdf ghjk lzxc vbnm qwas zxdc vfrb gtnh ymju kilo polk mjnh bgvf cdxs zaqw sxcd efvg.', limits: { traits: { content: 0, grammar: 0, vocabulary: 0, spelling: 0 }, total: 0 }, feedback: [GIBBERISH] },

  // Random rare or academic words strung together.
  { name: 'essay: rare words in sentence frames', itemId: ESSAY_WFH, gaming: 'rare-word-salad', answer: SALAD_ESSAY, limits: SALAD_MOSTLY, feedback: [SALAD] },
  { name: 'essay: rare words in sentence frames, another item', itemId: ESSAY_SLEEP, gaming: 'rare-word-salad', answer: SALAD_ESSAY.split('\n\n').reverse().join('\n\n'), limits: SALAD_MOSTLY, feedback: [SALAD] },
  { name: 'SWT: rare words strung together', itemId: SWT_RETRIEVAL, gaming: 'rare-word-salad', answer: 'Notwithstanding the quintessential juxtaposition of ephemeral paradigms, the ubiquitous dichotomy of perspicacious erudition ameliorates the perfunctory hegemony of obsequious minutiae and circumvents the labyrinthine conundrum.', limits: { traits: { content: 1, vocabulary: 0 } }, feedback: [SALAD] },
  { name: 'SST: rare words strung together', itemId: SST_LIGHT, gaming: 'rare-word-salad', answer: 'The ubiquitous juxtaposition of ephemeral paradigms ameliorates the quintessential dichotomy of perfunctory hegemony. Consequently, the idiosyncratic epistemology of ostensible verisimilitude obfuscates the inexorable proliferation of esoteric zeitgeist, whereas the perspicacious amalgamation of recalcitrant vicissitudes engenders a serendipitous panacea for the labyrinthine conundrum of antediluvian ephemera.', limits: { traits: { content: 1, vocabulary: 0 }, total: 0.3 }, feedback: [SALAD] },

  // Very long lists of linking words.
  { name: 'essay: nothing but linking words', itemId: ESSAY_FOUR_DAY, gaming: 'linking-word-list', answer: LINKING_ESSAY, limits: { ...LINKING_MOSTLY, total: 0.3 }, feedback: [LINKING] },
  { name: 'essay: four linking words before every short clause', itemId: ESSAY_SLEEP, gaming: 'linking-word-list', answer: LINKING_SENTENCES_ESSAY, limits: LINKING_MOSTLY, feedback: [LINKING] },
  { name: 'SWT: a clause followed by a string of linking words', itemId: SWT_MANGROVES, gaming: 'linking-word-list', answer: 'Mangroves matter; however, moreover, furthermore, therefore, consequently, nevertheless, in addition, as a result, for example, in conclusion, overall, they should be protected.', limits: { traits: { content: 1, grammar: 1 } }, feedback: [LINKING] },
  { name: 'SST: linking words around a few nouns', itemId: SST_WOLVES, gaming: 'linking-word-list', answer: 'Firstly, moreover, furthermore, in addition, wolves returned. However, nevertheless, on the other hand, conversely, elk declined. Therefore, consequently, as a result, hence, trees grew. For example, for instance, in particular, beavers came back. Similarly, likewise, in the same way, rivers changed. In conclusion, to sum up, overall, ultimately, all in all, ecosystems are complex.', limits: { traits: { content: 1, grammar: 1 } }, feedback: [LINKING] },

  // Written in capitals.
  { name: 'essay: a genuine essay in capitals', itemId: ESSAY_WFH, gaming: 'all-capitals', answer: HONEST_WFH_ESSAY.toUpperCase(), limits: CAPITALS_LIMITS, feedback: [CAPITALS] },
  { name: 'SWT: a genuine summary in capitals', itemId: SWT_POLLINATORS, gaming: 'all-capitals', answer: 'WILD POLLINATORS ARE DECLINING BECAUSE HABITAT LOSS, PESTICIDES, DISEASE AND CLIMATE CHANGE ACT TOGETHER, SO PROTECTING THE WIDER LANDSCAPE MATTERS MORE THAN ADDING HONEYBEE HIVES.', limits: CAPITALS_LIMITS, feedback: [CAPITALS] },
  { name: 'SST: a genuine summary in capitals', itemId: SST_LIGHT, gaming: 'all-capitals', answer: 'THE LECTURE EXPLAINS THAT ARTIFICIAL LIGHT AT NIGHT HIDES THE MILKY WAY FROM A THIRD OF HUMANITY AND HARMS TURTLES, BIRDS AND INSECTS AS WELL AS HUMAN SLEEP. HOWEVER, IT IS EASY TO FIX WITH SHIELDED, WARMER AND DIMMER LIGHTS, WHICH ALSO SAVE ENERGY AND MONEY.', limits: CAPITALS_LIMITS, feedback: [CAPITALS] },

  // Honest answers of a similar surface: none may be penalised.
  { name: 'honest essay: balanced, with the thesis restated', itemId: ESSAY_WFH, gaming: 'honest', answer: HONEST_WFH_ESSAY, floors: { grammar: 1, developmentStructureCoherence: 1 } },
  {
    name: 'honest essay: short but genuine', itemId: ESSAY_WFH, gaming: 'honest', floors: { grammar: 1 },
    answer: `Working from home suits many employees because it removes the daily commute and gives them more control over their day. Parents in particular value being at home when their children return from school.

Employers also save money on office space and can recruit across the whole country. However, remote staff can feel isolated, and new employees learn more slowly without colleagues nearby.

Overall, I think a mix of home and office work is the best arrangement for both sides.`,
  },
  {
    name: 'honest essay: the thesis repeated word for word in the conclusion', itemId: ESSAY_FOUR_DAY, gaming: 'honest', floors: { grammar: 1 },
    answer: `Several companies have tried a four-day week, in which staff work fewer hours for the same pay. I believe a four-day week benefits most office businesses, but it must be designed carefully.

For businesses, the main advantage is motivation. Employees who have a three-day weekend return rested, take fewer sick days and are less likely to leave, which cuts the high cost of recruiting and training replacements. Several trials have reported that output stayed the same even though hours fell, because pointless meetings were cut.

There are real disadvantages, however. Hospitals, shops and call centres must be staffed every day, so for them a shorter week means hiring more people or squeezing the same work into four long days, which can cause exhaustion. Small firms may not be able to afford extra staff at all.

For society, a shorter week could spread work more evenly, reduce commuting on one day and give parents more time with their children. On the other hand, if some sectors adopt it and others cannot, it may widen the gap between comfortable office workers and everyone else.

In conclusion, I believe a four-day week benefits most office businesses, but it must be designed carefully.`,
  },
  {
    name: 'honest essay: lists of concrete examples', itemId: ESSAY_PLASTICS, gaming: 'honest', floors: { grammar: 1 },
    answer: `Governments are right to ban or tax single-use plastics, in my opinion, even though these measures have costs.

The environmental case is strong. Bags, straws, cups, cutlery and coffee lids are used for minutes but last for centuries, and much of this waste ends up in rivers and oceans. Turtles mistake bags for jellyfish, seabirds feed plastic fragments to their chicks, and tiny particles have been found in fish that people eat.

Taxes and bans clearly change behaviour. After small charges for carrier bags were introduced in several European countries, the number of bags handed out fell by more than three quarters within a year. People simply began to carry reusable bags, which cost them very little.

There are drawbacks. Small cafés and market traders must pay more for paper or wooden alternatives, and some people with disabilities rely on flexible plastic straws. Critics also point out that paper bags need more energy to produce, so they are only better if people reuse them.

These problems can be managed with exemptions and gradual timetables. Overall, the benefits for wildlife and for our own health outweigh the costs, so I support these measures.`,
  },
  {
    name: 'honest essay: ordinary use of linking words', itemId: ESSAY_FOUR_DAY, gaming: 'honest', floors: { developmentStructureCoherence: 1, generalLinguisticRange: 1 },
    answer: `A four-day working week is an attractive idea, but its effects depend on the kind of work involved.

Firstly, employees would gain an extra day for rest, family and hobbies. As a result, they would probably return to work more focused, and companies might see fewer sick days. Moreover, a shorter week could make it easier for parents to share childcare.

However, not every business can close for a day. Hospitals and supermarkets, for instance, must stay open, so they would need more staff or longer shifts. Furthermore, small companies might find the change too expensive, because customers still expect a reply on Fridays.

For society, the picture is also mixed. On the one hand, less commuting would reduce traffic and pollution. On the other hand, if only some workers enjoy shorter weeks, inequality between sectors could grow.

In conclusion, a four-day week offers clear advantages, but governments and companies should introduce it gradually and adapt it to each sector rather than imposing a single model on everyone.`,
  },
  {
    name: 'honest essay: a few stock phrases around real content', itemId: ESSAY_SLEEP, gaming: 'honest', floors: { grammar: 1 },
    answer: `Lack of sleep has become a common problem in modern life, and it has several clear causes as well as some practical solutions.

The most obvious cause is technology. Many teenagers take their phones to bed and keep chatting or watching videos until midnight, and the bright screens delay the hormone that makes us sleepy. Adults face a different problem: long working hours and worries about money or deadlines keep their minds active at night. Shift workers, such as nurses and drivers, suffer most, because their sleep clashes with their natural body clock.

Fortunately, there are practical ways to sleep better. People can leave their phones outside the bedroom and replace evening screen time with reading. Writing down tomorrow's tasks before bed helps to calm a busy mind, and keeping the same bedtime at weekends stabilises the body clock. Employers can help too, by avoiding emails late in the evening and giving shift workers enough time to recover between shifts.

In conclusion, the main causes of poor sleep are screens, stress and irregular hours, and each of them has a simple remedy that costs little.`,
  },
  {
    name: 'honest essay: the prompt quoted briefly in the introduction', itemId: ESSAY_SOCIAL, gaming: 'honest', floors: { grammar: 1 },
    answer: `Some countries are considering laws that would ban children under sixteen from using social media. Although I understand the worry behind such laws, I do not think a complete ban is a good idea.

It is true that social media can harm young people. Many teenagers lose sleep scrolling late at night, and constant comparison with edited photos can damage their self-esteem. Bullying also follows children home when it moves online.

However, a ban would be difficult to enforce. Children already lie about their age to open accounts, and strict identity checks would force everyone, adults included, to hand over personal documents to technology companies. Moreover, social media is not only harmful: teenagers use it to keep in touch with distant relatives, to find communities that share their interests and, in some cases, to get help with problems they cannot discuss at home.

A better approach would be to make platforms safer by design, for example by switching off late-night notifications for young users and limiting targeted advertising. Schools should also teach pupils how algorithms work. In my view, these measures would protect children without cutting them off from the benefits of being online.`,
  },
  {
    name: 'honest essay: specialist vocabulary used accurately', itemId: ESSAY_WFH, gaming: 'honest', floors: { grammar: 1 },
    answer: `Remote work has reshaped the relationship between employees and employers, and its consequences are more nuanced than either enthusiasts or sceptics suggest.

For employees, the advantages are tangible. Eliminating the commute returns hours to family life, and autonomy over one's schedule tends to improve wellbeing. Some firms even use gamification, with leaderboards and badges, to keep distributed teams motivated, although the evidence for such schemes is mixed.

Employers benefit from a larger pool of applicants and lower overheads, since a smaller headquarters costs far less to lease. Productivity data are ambiguous: routine tasks are often completed faster at home, whereas collaborative problem-solving appears to suffer.

The disadvantages are real. Isolation can erode morale, and the boundary between work and leisure easily becomes porous, exacerbating burnout. Junior staff lose the tacit knowledge they would absorb by observing experienced colleagues, and managers struggle to cultivate trust in teams that never meet.

On balance, a hybrid arrangement seems most sensible: colleagues can meet in person for mentoring and brainstorming while reserving quieter days at home for concentrated work. Such a compromise mitigates the drawbacks without sacrificing the considerable benefits.`,
  },
  {
    name: 'honest essay: a weaker writer with some misspellings', itemId: ESSAY_PLASTICS, gaming: 'honest',
    answer: `I think it is a good idea to ban or tax plastic bags and straws, because they make a lot of polution in the sea.

First, plastic is very dangerous for animals. Turtles and fish eat small pieces of plastic and they die. In my country the beaches are dirty after the holidays because people leave bottles and bags there. When the goverment put a tax on bags, people started to bring there own bags to the supermarket, and now the streets are cleaner.

Second, these rules change people habits. If a straw costs money, people think before they take one. Children learn from their parents to use less plastic, so the next generation will be more carefull with the enviroment.

But there are some problems. Small shops must buy paper bags which are more expensive, and some customers are angry when they must pay extra. Also, some people say that one country alone can not solve a global problem.

In conclusion, I agree with these measures. They are not perfect, but they help to protect the sea and the animals, and they teach people to think about waste.`,
  },
  {
    name: 'honest essay: names and technical terms', itemId: ESSAY_SLEEP, gaming: 'honest', floors: { grammar: 1 },
    answer: `Sleep researchers agree that many adults and teenagers sleep far less than they need, and the causes are both biological and social.

During the day, a chemical called adenosine builds up in the brain and creates pressure to sleep, while the hormone melatonin, released in the evening, tells the body that night has come. Modern habits interfere with both signals. Coffee blocks adenosine, so a cup at four o'clock can still keep someone awake at midnight, and the light from phones and laptops delays the release of melatonin. Teenagers are especially affected because puberty shifts their circadian rhythm later, yet schools expect them at their desks by eight.

Stress adds to the problem. Employees who answer messages late in the evening find it hard to switch off, and people with irregular shifts, from nurses in Manchester to delivery drivers in Chicago, constantly confuse their body clocks.

The remedies follow from these causes. Avoiding caffeine after lunch, dimming screens in the evening and keeping a fixed wake-up time all help. Some schools in Seattle moved their start times later and found that students slept longer and attended more lessons. Small changes like these, made consistently, can restore healthy sleep.`,
  },
  {
    name: 'honest essay: parallel paragraphs for each group', itemId: ESSAY_FOUR_DAY, gaming: 'honest', floors: { grammar: 1 },
    answer: `A four-day week, in which staff work fewer hours for the same pay, affects employees, businesses and society in different ways.

For employees, the gain is obvious: an extra free day for rest, family, study or caring for relatives. Many people in trials reported less stress and better sleep, and some said they would not return to a five-day week for a pay rise.

For businesses, the picture is more complicated. Firms that measure results rather than hours, such as software or marketing companies, often keep the same output by cutting unnecessary meetings. Firms that must be open every day, such as hospitals, restaurants and transport operators, face higher costs because they need more staff to cover the missing day.

For society, the effects could be wide-ranging. Fewer commuting days would ease traffic and pollution, and people with more free time might volunteer or spend more in local businesses. However, if the benefits reach only office workers, the change could deepen divisions between those who can work flexibly and those who cannot.

Overall, the idea has clear advantages, but it suits some sectors far better than others, so it should be adopted where it works rather than imposed everywhere.`,
  },
  { name: 'honest SWT: key terms reused', itemId: SWT_POLLINATORS, gaming: 'honest', floors: { grammar: 1 }, answer: 'Wild pollinators are declining because habitat loss, pesticides, disease and a warming climate combine, so the remedy is to protect their wider landscape with wildflower margins and less spraying rather than to add more managed honeybee hives.' },
  { name: 'honest SWT: a list of consequences', itemId: SWT_TEEN_SLEEP, gaming: 'honest', floors: { grammar: 1 }, answer: 'Because puberty delays teenagers\' body clocks while they still need eight to ten hours of sleep, early school starts leave them short of sleep, harming concentration, memory, mood and safety, so later start times, despite practical costs, are worth adopting.' },
  { name: 'honest SWT: parallel clauses', itemId: SWT_RETRIEVAL, gaming: 'honest', floors: { grammar: 1 }, answer: 'Rereading feels productive but teaches little, while retrieval practice feels hard but builds lasting memory, especially when spaced, low-stakes and followed by feedback, so teachers should add regular quizzes to their courses.' },
  { name: 'honest SWT: a short phrase of the passage reused', itemId: SWT_MANGROVES, gaming: 'honest', floors: { grammar: 1 }, answer: 'Mangroves shelter young fish, shield coasts from storms and store large amounts of carbon, but many have been cleared for shrimp farms and development, and since replanting often fails, protecting existing forests is the priority.' },
  { name: 'honest SST: lecture terms reused', itemId: SST_OCTOPUS, gaming: 'honest', floors: { grammar: 1 }, answer: 'The lecture explains that octopuses are molluscs, only distantly related to humans, yet they solve puzzles and recognise people, so intelligence must have evolved at least twice. Around two thirds of their neurons are in their arms, which can act on their own. Their short, solitary lives also challenge the idea that intelligence needs a long life and a social group.' },
  { name: 'honest SST: a list of animals harmed', itemId: SST_LIGHT, gaming: 'honest', floors: { grammar: 1 }, answer: 'According to the lecture, artificial light at night hides the Milky Way from over a third of people and harms wildlife: turtle hatchlings crawl away from the sea, migrating birds lose their way and insects die around lamps. It also disturbs human sleep. Fortunately, light pollution is easy to reduce with shielded, warmer and dimmer lamps, which save energy and money too.' },
  { name: 'honest SST: a stock opener and a repeated key term', itemId: SST_WOLVES, gaming: 'honest', floors: { grammar: 1 }, answer: 'The lecture explains that the return of wolves to Yellowstone was widely credited with reducing elk and restoring trees, beavers and rivers. Some of this is true, since elk declined and some willows recovered. However, other predators, hunting and drought also reduced elk, elk did not always avoid wolves, and many streams have not recovered, so ecosystems rarely respond simply to one change.' },
  { name: 'honest SST: light pollution named several times', itemId: SST_LIGHT, gaming: 'honest', floors: { grammar: 1 }, answer: 'The speaker argues that light pollution has effects far beyond astronomy. Light pollution hides the stars from most Europeans and North Americans, it leads sea turtles and migrating birds astray, it kills insects, and it disrupts human sleep. Yet light pollution is one of the easiest problems to solve, because shielded, warmer and dimmer lights make a large difference and save money.' },
  ...[ESSAY_WFH, ESSAY_FOUR_DAY, ESSAY_PLASTICS, ESSAY_SLEEP, ESSAY_SOCIAL, SWT_POLLINATORS, SWT_TEEN_SLEEP, SWT_RETRIEVAL, SWT_MANGROVES, SST_OCTOPUS, SST_LIGHT, SST_WOLVES].map((itemId): AdversarialCase => ({
    name: `honest: the bank's model answer of ${itemId}`, itemId, gaming: 'honest', answer: (item) => item.modelAnswer ?? '', floors: { grammar: 1 },
  })),
];

