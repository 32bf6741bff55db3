import { describe, expect, it } from 'vitest';
import { checkAgreement, type DescribeImageItem } from './agreement';
import type { ChartData } from './chart-data';

const data: ChartData = {
  kind: 'bar',
  title: 'Recycling rates in 2005 and 2020',
  categories: ['Paper', 'Glass', 'Plastic'],
  series: [
    { name: '2005', values: [48, 35, 12] },
    { name: '2020', values: [72, 64, 31] },
  ],
  xAxis: { label: 'Material' },
  yAxis: { label: 'Recycled (%)', min: 0, max: 80, step: 10 },
};

const filler = 'The chart shows how much of each material was recycled and the rates rose for every one of them over the period.';
const modelAnswer = `${filler} Paper had the highest rate, rising from 48% to 72%. Plastic had the lowest rate in 2020 at 31%. ${filler} ${filler} In conclusion, recycling improved across the board.`;
const item: DescribeImageItem = {
  id: 'di-1',
  prompt: { image: 'di-1.svg', alt: 'Bar chart of recycling rates for three materials in 2005 and 2020.' },
  answerKey: { keyElements: ['Rates of three materials in 2005 and 2020', 'Paper was highest: 72% in 2020', 'Plastic was lowest, at 12% in 2005', 'Every rate rose'] },
  modelAnswer,
};

describe('checkAgreement', () => {
  it('finds nothing wrong with an item that agrees with its data', () => {
    expect(checkAgreement(item, data)).toEqual([]);
  });

  it('requires prompt.image to be the id with .svg', () => {
    expect(checkAgreement({ ...item, prompt: { ...item.prompt, image: 'chart.png' } }, data)).toEqual(['prompt.image must be "di-1.svg"']);
  });

  it('requires 4–8 key elements', () => {
    expect(checkAgreement({ ...item, answerKey: { keyElements: ['Every rate rose'] } }, data)).toEqual(['list 4–8 key elements (has 1)']);
  });

  it('requires a model answer of 80–110 words', () => {
    expect(checkAgreement({ ...item, modelAnswer: 'Paper had the highest rate.' }, data)).toEqual(['the model answer has 5 words; write 80–110']);
  });

  it('reports numbers the data does not show, wherever they are quoted', () => {
    const wrong = { ...item, prompt: { ...item.prompt, alt: 'Bar chart of 4 materials.' }, answerKey: { keyElements: [...item.answerKey!.keyElements!.slice(0, 3), 'Glass rose by 1,250 tonnes'] } };
    expect(checkAgreement(wrong, data)).toEqual([
      'answerKey.keyElements[3]: 1250 not in the data ("Glass rose by 1,250 tonnes")',
      'prompt.alt: 4 not in the data ("Bar chart of 4 materials.")',
    ]);
  });

  it('counts numbers in labels and step numbers as shown', () => {
    const process: ChartData = { kind: 'process', title: 'Paper in 3 stages', steps: [{ label: 'Collect' }, { label: 'Sort' }, { label: 'Pulp' }] };
    const stepItem = { ...item, prompt: { image: 'di-1.svg' }, answerKey: { keyElements: ['Step 1 is collecting', 'Then 2 sorting', 'Pulping is stage 3', 'There are 3 stages'] }, modelAnswer: filler.repeat(4) };
    expect(checkAgreement(stepItem, process)).toEqual([]);
  });

  it('requires a superlative to quote a maximum or minimum of a series or category', () => {
    const keyElements = ['Glass had the highest rate, 35%', 'Glass had the lowest rate, 64%', 'Glass was top in 2020 with 64%', 'Glass was lowest in 2005, at 35%'];
    expect(checkAgreement({ ...item, answerKey: { keyElements } }, data)).toEqual([
      'answerKey.keyElements[0]: says "highest" but quotes no maximum of the data ("Glass had the highest rate, 35%")',
      'answerKey.keyElements[1]: says "lowest" but quotes no minimum of the data ("Glass had the lowest rate, 64%")',
    ]);
  });

  it('checks superlatives sentence by sentence in the model answer', () => {
    const wrong = { ...item, modelAnswer: modelAnswer.replace('Plastic had the lowest rate in 2020 at 31%.', 'Plastic had the lowest rate in 2020 at 64%.') };
    expect(checkAgreement(wrong, data)).toEqual(['modelAnswer: says "lowest" but quotes no minimum of the data ("Plastic had the lowest rate in 2020 at 64%.")']);
  });
});
