import type { WorkflowGraphInput } from '@atelier/contract';

/**
 * Runnable graphs for workflow templates (issue 49), by template id: each runs on the local
 * engines out of the box, and a workflow made from its template starts with a copy.
 */
export const TEMPLATE_GRAPHS: Record<string, WorkflowGraphInput> = {
  'paid-social-ad-creative-sprint': {
    inputs: {
      product: { type: 'text', required: true, label: 'Product' },
      photo: { type: 'image', required: true, label: 'Product photo (a link or data URL)' },
    },
    nodes: [
      {
        id: 'copy',
        tool: 'text',
        params: { prompt: 'Write three short ad taglines for {{inputs.product}}.' },
      },
      {
        id: 'image_ad',
        tool: 'product_ad.image',
        params: {
          product_image: '{{inputs.photo}}',
          product_description: '{{inputs.product}}',
          num_prompts: 2,
        },
      },
      {
        id: 'video_ad',
        tool: 'product_ad.video',
        params: { product_image: '{{inputs.photo}}', user_description: '{{inputs.product}}' },
      },
      {
        id: 'voice',
        tool: 'voice_over',
        params: { text: 'Introducing {{inputs.product}}. {{copy.text}}' },
      },
    ],
  },
  'email-nurture-campaign': {
    inputs: {
      offer: { type: 'text', required: true, label: 'Offer' },
      audience: { type: 'text', required: true, label: 'Audience' },
    },
    nodes: [
      {
        id: 'emails',
        tool: 'text',
        params: {
          prompt:
            'Write a five-email nurture sequence for {{inputs.audience}} about {{inputs.offer}}: a subject line and two sentences each.',
        },
      },
      {
        id: 'header',
        tool: 'image.free',
        params: { prompt: 'An email header illustration for {{inputs.offer}}, clean and friendly' },
      },
    ],
  },
  'seo-content-cluster': {
    inputs: {
      pillar: { type: 'text', required: true, label: 'Pillar topic' },
      subtopics: { type: 'text', required: true, label: 'Subtopics, one per line' },
    },
    nodes: [
      { id: 'topics', tool: 'split', params: { text: '{{inputs.subtopics}}' } },
      {
        id: 'intros',
        tool: 'text',
        for_each: '{{topics.items}}',
        params: {
          prompt:
            'Write the opening paragraph of an article on {{item}}, part of a guide to {{inputs.pillar}}.',
        },
      },
      { id: 'cluster', tool: 'join', params: { items: '{{intros.text}}', separator: '\n\n' } },
    ],
  },
  'youtube-video-production': {
    inputs: { topic: { type: 'text', required: true, label: 'Video topic' } },
    nodes: [
      {
        id: 'script',
        tool: 'text',
        params: { prompt: 'Write a 30-second video script about {{inputs.topic}}.' },
      },
      {
        id: 'broll',
        tool: 'video',
        params: {
          prompt: 'Cinematic b-roll of {{inputs.topic}}',
          model_type: 'ultra',
          duration: 5,
        },
      },
      { id: 'narration', tool: 'voice_over', params: { text: '{{script.text}}' } },
      {
        id: 'score',
        tool: 'music',
        params: {
          prompt: 'Upbeat background music for a video about {{inputs.topic}}',
          duration: 15,
        },
      },
    ],
  },
  'blog-content-calendar': {
    inputs: { posts: { type: 'text', required: true, label: 'Post titles, one per line' } },
    nodes: [
      { id: 'titles', tool: 'split', params: { text: '{{inputs.posts}}' } },
      {
        id: 'covers',
        tool: 'image.free',
        for_each: '{{titles.items}}',
        params: { prompt: 'A blog cover image for "{{item}}"' },
      },
      { id: 'calendar', tool: 'join', params: { items: '{{covers.image_url}}' } },
    ],
  },
  'podcast-repurposing-engine': {
    inputs: { episode: { type: 'text', required: true, label: 'Episode summary' } },
    nodes: [
      {
        id: 'notes',
        tool: 'text',
        params: {
          prompt:
            'Turn this episode summary into show notes and three social posts: {{inputs.episode}}',
        },
      },
      { id: 'teaser', tool: 'voice_over', params: { text: 'On this episode: {{inputs.episode}}' } },
      {
        id: 'jingle',
        tool: 'music',
        params: { prompt: 'A short warm podcast jingle', duration: 8 },
      },
    ],
  },
  'online-course-creation': {
    inputs: { course: { type: 'text', required: true, label: 'Course subject' } },
    nodes: [
      {
        id: 'outline',
        tool: 'text',
        params: { prompt: 'Outline a six-lesson course on {{inputs.course}}.' },
      },
      {
        id: 'cover_prompt',
        tool: 'prompt.enhance',
        params: { subject: 'A course cover for {{inputs.course}}', format: 'image' },
      },
      {
        id: 'cover',
        tool: 'image',
        params: { prompt: '{{cover_prompt.text}}', model_type: 'ultra', aspect_ratio: '16:9' },
      },
    ],
  },
  'product-catalogue-refresh': {
    inputs: {
      product: { type: 'text', required: true, label: 'Product' },
      photo: { type: 'image', required: true, label: 'Product photo (a link or data URL)' },
    },
    nodes: [
      {
        id: 'description',
        tool: 'text',
        params: { prompt: 'Write a catalogue description for {{inputs.product}} in 60 words.' },
      },
      {
        id: 'photos',
        tool: 'product_ad.image',
        params: {
          product_image: '{{inputs.photo}}',
          product_description: '{{inputs.product}}',
          ad_style: 'minimalist',
          num_prompts: 3,
        },
      },
    ],
  },
  'marketplace-launch': {
    inputs: { product: { type: 'text', required: true, label: 'Product' } },
    nodes: [
      {
        id: 'listing',
        tool: 'text',
        params: {
          prompt:
            'Write a marketplace listing for {{inputs.product}}: title, five bullet points, description.',
        },
      },
      {
        id: 'hero',
        tool: 'image.free',
        params: { prompt: 'A product hero image of {{inputs.product}} on a clean background' },
      },
      {
        id: 'jingle',
        tool: 'song',
        params: { prompt: 'A catchy pop jingle about {{inputs.product}}' },
      },
    ],
  },
  'employee-onboarding-program': {
    inputs: { company: { type: 'text', required: true, label: 'Company' } },
    nodes: [
      {
        id: 'welcome',
        tool: 'text',
        params: {
          prompt: 'Write a warm first-day welcome note for new hires at {{inputs.company}}.',
        },
      },
      { id: 'spoken', tool: 'voice_over', params: { text: '{{welcome.text}}' } },
      {
        id: 'card',
        tool: 'image.free',
        params: {
          prompt: 'A welcome card illustration for new team members at {{inputs.company}}',
        },
      },
    ],
  },
  'classroom-lesson-planning': {
    inputs: {
      subject: { type: 'text', required: true, label: 'Subject' },
      activities: { type: 'text', required: true, label: 'Activities, one per line' },
    },
    nodes: [
      {
        id: 'plan',
        tool: 'text',
        params: { prompt: 'Write a 45-minute lesson plan on {{inputs.subject}}.' },
      },
      { id: 'steps', tool: 'split', params: { text: '{{inputs.activities}}' } },
      {
        id: 'pictures',
        tool: 'image.free',
        for_each: '{{steps.items}}',
        params: { prompt: 'A classroom illustration of {{item}}' },
      },
    ],
  },
};
