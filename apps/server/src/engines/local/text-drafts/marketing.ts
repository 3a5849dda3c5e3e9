import { cap, email, or, type Draft, type Section } from './draft';

/** The topic as one tag when it is a short phrase, then its longer words, from the user's text. */
function hashtags(topic: string, audience: string): string[] {
  const stop = new Set(['with', 'from', 'that', 'this', 'your', 'their', 'about', 'what', 'into']);
  const wordsIn = (text: string) =>
    (/^\[\w+\]$/.test(text) ? '' : text)
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 3 && !stop.has(w));
  const phrase = topic.startsWith('[')
    ? []
    : topic
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter(Boolean);
  const tags = [
    ...(phrase.length > 1 && phrase.length <= 3 ? [phrase.join('')] : []),
    ...wordsIn(topic),
    ...wordsIn(audience),
  ];
  return [...new Set(tags)].slice(0, 8).map((w) => `#${w}`);
}

/** Drafts for the Marketing templates. */
export function marketingDraft(d: Draft): Section[] {
  const product = d.v('product_name', 'brand_name');
  const audience = d.v('target_audience', 'target_customer');
  const benefit = d.v('key_benefit', 'unique_value', 'differentiator', 'key_features');
  const cta = d.v('call_to_action', 'offer');
  if (d.id === 'marketing-email') {
    const offer = d.v('offer');
    return email(
      [
        `Benefit: ${cap(benefit)} with ${product}`,
        `Curiosity: What ${audience} don't know about ${product}`,
        `Urgency: ${cap(offer)}, for a short time`,
        `Social proof: Why ${audience} are switching to ${product}`,
        `Question: Ready for ${benefit}?`,
      ],
      [
        `Preview text: ${cap(offer)}, made for ${audience}.`,
        `Hook: name the problem ${audience} feel before they find ${product}.`,
        `Benefit: show ${benefit} with one concrete example or number.`,
        `Offer: ${offer}, with any deadline or condition stated plainly.`,
        `Call to action: "${cta}" as one button, repeated once at most.`,
        'P.S.: restate the offer in a single line.',
      ],
      `Written for ${audience} in a ${d.v('brand_voice')} voice; one idea per paragraph.`,
    );
  }
  return [
    {
      title: 'Core message',
      content: `For ${audience}, ${product} delivers ${benefit}.`,
      items: [
        `${product}: ${benefit}`,
        `Built for ${audience}`,
        `${cap(benefit)}, without the usual trade-offs`,
      ],
    },
    {
      title: 'Feature to benefit',
      content: `Rewrite each point as what it gives ${audience}:`,
      items: or(d.list('key_features').concat(d.list('unique_value'), d.list('differentiator')), [
        benefit,
      ]).map((f) => `${f} → which means … for the customer`),
    },
    {
      title: 'Call to action',
      content: `${cap(cta)}. Make it one action, stated as a verb the reader does.`,
    },
  ];
}

/** Drafts for the Social Media templates. */
export function socialMediaDraft(d: Draft): Section[] {
  const topic = d.v('topic', 'post_description', 'video_topic', 'content_pillars');
  const audience = d.v('target_audience', 'audience', 'niche');
  if (d.id === 'content-calendar') {
    const pillars = d.list('content_pillars');
    return [
      {
        title: 'Calendar skeleton',
        content: `${d.v('posting_frequency')} on ${d.v('platforms')} for ${d.v('time_period')}, rotating the pillars:`,
        items: (pillars.length ? pillars : ['pillar 1', 'pillar 2', 'pillar 3']).flatMap((p, i) => [
          `Week ${i + 1}: ${p}, educational post (carousel or thread)`,
          `Week ${i + 1}: ${p}, behind-the-scenes or story (short video)`,
        ]),
      },
    ];
  }
  const structure =
    d.id === 'youtube-video-script'
      ? [
          '0:00 Hook: promise the payoff in one sentence',
          'Intro: who this is for and what they will get',
          ...d.list('key_points').map((p, i) => `Chapter ${i + 1}: ${p} (open with a re-hook)`),
          'Recap, then one call to action and the next video',
        ]
      : [
          'Hook: the first line must stop the scroll',
          'Value: one idea with one concrete example',
          'Proof: a number, a result or a short story',
          `Call to action: ${d.v('call_to_action', 'goal', 'key_takeaway')}`,
        ];
  return [
    {
      title: 'Hook options',
      content: 'Pick one and make it specific.',
      items: [
        `Most ${audience} get ${topic} wrong. Here is what works instead.`,
        `${cap(topic)}: 3 things nobody tells you.`,
        `I tried this so you don't have to: ${topic}.`,
        `Quick question for ${audience}: how do you handle ${topic}?`,
      ],
    },
    { title: 'Structure', content: 'In this order:', items: structure },
    {
      title: 'Hashtag starters',
      content: 'Mix broad and niche tags; check each one’s volume first.',
      items: or(hashtags(topic, audience), ['Fill in the topic to get tag ideas from it']),
    },
  ];
}
