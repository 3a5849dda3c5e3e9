import type { AiTool } from '@atelier/contract';

/**
 * The side directory of the AI Tool Recommendations page (spec part 2): real, currently offered
 * tools, each with its official site. Grouped by the page's category filter.
 */
export const AI_TOOLS_DIRECTORY: AiTool[] = [
  // ---- Data analytics ---------------------------------------------------------------------
  {
    name: 'Julius AI',
    description:
      'Chat with spreadsheets and databases to run analyses, build charts and fit models in plain English.',
    category: 'data_analytics',
    url: 'https://julius.ai',
  },
  {
    name: 'Tableau Pulse',
    description:
      'Tableau feature that monitors your metrics and delivers AI-written insight summaries in Slack, email or Tableau.',
    category: 'data_analytics',
    url: 'https://www.tableau.com/products/tableau-pulse',
  },
  {
    name: 'Power BI Copilot',
    description:
      'Copilot in Microsoft Power BI creates report pages, DAX queries and narrative summaries from natural-language requests.',
    category: 'data_analytics',
    url: 'https://www.microsoft.com/en-us/power-platform/products/power-bi',
  },
  {
    name: 'Hex Magic',
    description:
      'AI assistant inside Hex notebooks that writes SQL and Python, fixes errors and builds charts from a prompt.',
    category: 'data_analytics',
    url: 'https://hex.tech',
  },
  {
    name: 'ThoughtSpot',
    description:
      'Search- and AI-driven analytics platform whose Spotter agent answers business questions directly on cloud data.',
    category: 'data_analytics',
    url: 'https://www.thoughtspot.com',
  },
  {
    name: 'Akkio',
    description:
      'No-code platform for building predictive models and AI-generated reports, aimed at agencies and marketers.',
    category: 'data_analytics',
    url: 'https://www.akkio.com',
  },
  {
    name: 'Rows',
    description:
      'Spreadsheet with a built-in AI analyst that summarises, classifies and charts data from connected sources.',
    category: 'data_analytics',
    url: 'https://rows.com',
  },
  {
    name: 'Polymer',
    description:
      'Turns spreadsheets and connected data sources into interactive dashboards with AI-generated insights.',
    category: 'data_analytics',
    url: 'https://www.polymersearch.com',
  },
  {
    name: 'Databricks AI/BI Genie',
    description:
      'Conversational analytics in Databricks that answers data questions in natural language over governed tables.',
    category: 'data_analytics',
    url: 'https://www.databricks.com/product/ai-bi',
  },
  {
    name: 'Gemini in Looker',
    description:
      'Google Cloud Looker with Gemini, which builds visualisations, formulas and slide decks from conversational prompts.',
    category: 'data_analytics',
    url: 'https://cloud.google.com/looker',
  },

  // ---- Text generation --------------------------------------------------------------------
  {
    name: 'ChatGPT',
    description:
      "OpenAI's general-purpose assistant for writing, research, analysis and conversation.",
    category: 'text_generation',
    url: 'https://chatgpt.com',
  },
  {
    name: 'Claude',
    description:
      "Anthropic's AI assistant, strong at long documents, careful writing and reasoning.",
    category: 'text_generation',
    url: 'https://claude.ai',
  },
  {
    name: 'Google Gemini',
    description:
      "Google's multimodal assistant that writes, summarises and works across Gmail, Docs and Drive.",
    category: 'text_generation',
    url: 'https://gemini.google.com',
  },
  {
    name: 'Le Chat',
    description:
      "Mistral AI's assistant for writing, research and document analysis, built on Mistral's models.",
    category: 'text_generation',
    url: 'https://chat.mistral.ai',
  },
  {
    name: 'Perplexity',
    description:
      'Answer engine that searches the web in real time and writes cited answers and research reports.',
    category: 'text_generation',
    url: 'https://www.perplexity.ai',
  },
  {
    name: 'Jasper',
    description:
      'AI content platform for marketing teams that keeps copy on brand voice across campaigns.',
    category: 'text_generation',
    url: 'https://www.jasper.ai',
  },
  {
    name: 'Copy.ai',
    description:
      'AI platform for go-to-market teams that generates sales and marketing copy and automates content workflows.',
    category: 'text_generation',
    url: 'https://www.copy.ai',
  },
  {
    name: 'Grammarly',
    description:
      'Writing assistant that corrects grammar and tone and drafts or rewrites text wherever you type.',
    category: 'text_generation',
    url: 'https://www.grammarly.com',
  },
  {
    name: 'QuillBot',
    description:
      'Paraphrasing, summarising and grammar-checking tool for rewriting text in different styles.',
    category: 'text_generation',
    url: 'https://quillbot.com',
  },
  {
    name: 'Notion AI',
    description:
      'AI built into Notion that drafts, summarises and answers questions across your workspace pages.',
    category: 'text_generation',
    url: 'https://www.notion.com/product/ai',
  },
  {
    name: 'Textio',
    description:
      'Augmented writing tool that helps recruiters write inclusive, effective job posts and performance feedback.',
    category: 'text_generation',
    url: 'https://textio.com',
  },

  // ---- Media generation -------------------------------------------------------------------
  {
    name: 'Midjourney',
    description:
      'Image generator known for highly artistic, stylised pictures, with video animation of stills.',
    category: 'media_generation',
    url: 'https://www.midjourney.com',
  },
  {
    name: 'Adobe Firefly',
    description:
      "Adobe's generative image, video and vector models, trained on licensed content and built into Creative Cloud.",
    category: 'media_generation',
    url: 'https://firefly.adobe.com',
  },
  {
    name: 'Runway',
    description:
      'AI video platform whose Gen-series models create and edit video from text, images and reference clips.',
    category: 'media_generation',
    url: 'https://runwayml.com',
  },
  {
    name: 'Pika',
    description: 'Text- and image-to-video generator with playful effects for short social clips.',
    category: 'media_generation',
    url: 'https://pika.art',
  },
  {
    name: 'Luma Dream Machine',
    description:
      "Luma AI's app for generating realistic videos and images from text or images with its Ray models.",
    category: 'media_generation',
    url: 'https://lumalabs.ai/dream-machine',
  },
  {
    name: 'Ideogram',
    description:
      'Image generator that renders legible text and typography reliably, ideal for posters and logos.',
    category: 'media_generation',
    url: 'https://ideogram.ai',
  },
  {
    name: 'Leonardo.Ai',
    description:
      'Image and video generation suite with fine-tuned models and consistent characters for game and design assets.',
    category: 'media_generation',
    url: 'https://leonardo.ai',
  },
  {
    name: 'ElevenLabs',
    description: 'Lifelike text-to-speech, voice cloning and dubbing in dozens of languages.',
    category: 'media_generation',
    url: 'https://elevenlabs.io',
  },
  {
    name: 'Suno',
    description:
      'Creates full songs with vocals and instrumentation from a text prompt or your own lyrics.',
    category: 'media_generation',
    url: 'https://suno.com',
  },
  {
    name: 'Synthesia',
    description:
      'Produces presenter-led videos with realistic AI avatars from a script, in over 140 languages.',
    category: 'media_generation',
    url: 'https://www.synthesia.io',
  },
  {
    name: 'HeyGen',
    description:
      'AI avatar and video translation platform for talking-head, marketing and training videos.',
    category: 'media_generation',
    url: 'https://www.heygen.com',
  },
  {
    name: 'Kling AI',
    description:
      "Kuaishou's text- and image-to-video generator, noted for realistic motion in longer clips.",
    category: 'media_generation',
    url: 'https://klingai.com',
  },
  {
    name: 'Canva Magic Studio',
    description:
      "Canva's AI features for generating images, designs and edits such as background removal inside Canva.",
    category: 'media_generation',
    url: 'https://www.canva.com/magic/',
  },

  // ---- Code generation --------------------------------------------------------------------
  {
    name: 'GitHub Copilot',
    description:
      'AI pair programmer in VS Code, JetBrains and GitHub with completions, chat and a coding agent.',
    category: 'code_generation',
    url: 'https://github.com/features/copilot',
  },
  {
    name: 'Cursor',
    description:
      'AI-first code editor (a VS Code fork) with codebase-aware chat, multi-file edits and agents.',
    category: 'code_generation',
    url: 'https://cursor.com',
  },
  {
    name: 'Claude Code',
    description:
      "Anthropic's agentic coding tool that reads your repository, edits files and runs commands from the terminal or IDE.",
    category: 'code_generation',
    url: 'https://www.anthropic.com/claude-code',
  },
  {
    name: 'OpenAI Codex',
    description:
      "OpenAI's coding agent that works on tasks in parallel in the cloud, the CLI or your IDE and proposes pull requests.",
    category: 'code_generation',
    url: 'https://openai.com/codex/',
  },
  {
    name: 'Windsurf',
    description: 'Agentic IDE whose Cascade agent plans and carries out multi-step coding changes.',
    category: 'code_generation',
    url: 'https://windsurf.com',
  },
  {
    name: 'Tabnine',
    description:
      'Privacy-focused AI code assistant that can run on-premises and is trained on permissively licensed code.',
    category: 'code_generation',
    url: 'https://www.tabnine.com',
  },
  {
    name: 'Amazon Q Developer',
    description:
      'AWS coding assistant for generating, transforming and securing code, with deep AWS knowledge.',
    category: 'code_generation',
    url: 'https://aws.amazon.com/q/developer/',
  },
  {
    name: 'Gemini Code Assist',
    description:
      "Google's AI coding assistant for VS Code and JetBrains IDEs, with code review on GitHub.",
    category: 'code_generation',
    url: 'https://codeassist.google',
  },
  {
    name: 'JetBrains AI Assistant',
    description:
      'AI chat, completion and refactoring built into IntelliJ IDEA, PyCharm and other JetBrains IDEs.',
    category: 'code_generation',
    url: 'https://www.jetbrains.com/ai/',
  },
  {
    name: 'Replit',
    description:
      'Browser-based development environment whose Replit Agent builds and deploys apps from a description.',
    category: 'code_generation',
    url: 'https://replit.com',
  },
  {
    name: 'Bolt.new',
    description:
      "StackBlitz's in-browser agent that generates, runs and deploys full-stack web apps from a prompt.",
    category: 'code_generation',
    url: 'https://bolt.new',
  },
  {
    name: 'Lovable',
    description:
      'Builds full-stack web apps from a chat description, with Supabase back ends and one-click deploys.',
    category: 'code_generation',
    url: 'https://lovable.dev',
  },
  {
    name: 'v0',
    description:
      "Vercel's generator that turns prompts and screenshots into React and Next.js interfaces and apps.",
    category: 'code_generation',
    url: 'https://v0.app',
  },
  {
    name: 'Qodo',
    description:
      'Code-integrity platform that generates tests and reviews pull requests with AI agents.',
    category: 'code_generation',
    url: 'https://www.qodo.ai',
  },

  // ---- Automation -------------------------------------------------------------------------
  {
    name: 'Zapier',
    description:
      'Connects thousands of apps with no-code automations, AI steps and autonomous agents.',
    category: 'automation',
    url: 'https://zapier.com',
  },
  {
    name: 'Make',
    description:
      'Visual scenario builder for complex multi-step automations and AI agents across apps.',
    category: 'automation',
    url: 'https://www.make.com',
  },
  {
    name: 'n8n',
    description:
      'Fair-code workflow automation, self-hostable or cloud, with AI agent nodes for any LLM.',
    category: 'automation',
    url: 'https://n8n.io',
  },
  {
    name: 'Microsoft Power Automate',
    description:
      'Microsoft cloud and desktop automation with Copilot that builds flows from natural language.',
    category: 'automation',
    url: 'https://www.microsoft.com/en-us/power-platform/products/power-automate',
  },
  {
    name: 'UiPath',
    description: 'Enterprise robotic process automation and agentic automation platform.',
    category: 'automation',
    url: 'https://www.uipath.com',
  },
  {
    name: 'Automation Anywhere',
    description:
      'Cloud RPA platform with AI agents that automate document-heavy business processes.',
    category: 'automation',
    url: 'https://www.automationanywhere.com',
  },
  {
    name: 'Workato',
    description:
      'Enterprise integration and automation platform with AI agents ("Genies") for business processes.',
    category: 'automation',
    url: 'https://www.workato.com',
  },
  {
    name: 'Bardeen',
    description:
      'Browser-based AI automation for sales and go-to-market tasks such as scraping leads and enriching CRM data.',
    category: 'automation',
    url: 'https://www.bardeen.ai',
  },
  {
    name: 'Relevance AI',
    description:
      'Platform for building teams of AI agents that carry out sales, support and operations work.',
    category: 'automation',
    url: 'https://relevanceai.com',
  },
  {
    name: 'Lindy',
    description:
      'No-code builder for AI assistants that handle email, meetings, scheduling and lead outreach.',
    category: 'automation',
    url: 'https://www.lindy.ai',
  },
  {
    name: 'Gumloop',
    description:
      'Drag-and-drop builder for AI-powered workflows and agents that connect LLMs to everyday tools.',
    category: 'automation',
    url: 'https://www.gumloop.com',
  },
  {
    name: 'IFTTT',
    description:
      'Simple "if this then that" applets that link apps and smart-home devices, with AI-powered actions.',
    category: 'automation',
    url: 'https://ifttt.com',
  },
  {
    name: 'Paradox',
    description:
      'Conversational recruiting assistant (Olivia) that screens candidates, answers questions and schedules interviews automatically.',
    category: 'automation',
    url: 'https://www.paradox.ai',
  },

  // ---- SEO & marketing --------------------------------------------------------------------
  {
    name: 'Surfer SEO',
    description:
      'Content editor that scores drafts against top-ranking pages and suggests terms, structure and length.',
    category: 'seo_marketing',
    url: 'https://surferseo.com',
  },
  {
    name: 'Semrush',
    description:
      'SEO and marketing suite for keyword research, site audits and competitor analysis, with AI content tools.',
    category: 'seo_marketing',
    url: 'https://www.semrush.com',
  },
  {
    name: 'Ahrefs',
    description:
      'SEO toolset for backlink analysis, keyword research and rank tracking, with AI content helpers.',
    category: 'seo_marketing',
    url: 'https://ahrefs.com',
  },
  {
    name: 'Moz Pro',
    description:
      'SEO software for keyword research, rank tracking and site crawls, known for Domain Authority.',
    category: 'seo_marketing',
    url: 'https://moz.com',
  },
  {
    name: 'Clearscope',
    description:
      'Content optimisation tool that grades drafts for topical relevance against search results.',
    category: 'seo_marketing',
    url: 'https://www.clearscope.io',
  },
  {
    name: 'Frase',
    description:
      'Researches search results and outlines and writes SEO-optimised briefs and articles.',
    category: 'seo_marketing',
    url: 'https://www.frase.io',
  },
  {
    name: 'MarketMuse',
    description:
      'Content strategy platform that maps topic authority and plans content gaps with AI.',
    category: 'seo_marketing',
    url: 'https://www.marketmuse.com',
  },
  {
    name: 'HubSpot Breeze',
    description:
      "HubSpot's AI layer with copilot and agents for content, prospecting and customer service in the HubSpot CRM.",
    category: 'seo_marketing',
    url: 'https://www.hubspot.com/products/artificial-intelligence',
  },
  {
    name: 'AdCreative.ai',
    description:
      'Generates conversion-focused ad creatives, copy and product shots for social and display campaigns.',
    category: 'seo_marketing',
    url: 'https://www.adcreative.ai',
  },
  {
    name: 'Anyword',
    description:
      'Marketing copy generator that predicts how each variant will perform for your audience.',
    category: 'seo_marketing',
    url: 'https://www.anyword.com',
  },

  // ---- Translation ------------------------------------------------------------------------
  {
    name: 'DeepL',
    description:
      'Neural machine translation known for natural-sounding output, with document and glossary support.',
    category: 'translation',
    url: 'https://www.deepl.com',
  },
  {
    name: 'Google Translate',
    description:
      'Free translation of text, documents, websites, speech and images in over 200 languages.',
    category: 'translation',
    url: 'https://translate.google.com',
  },
  {
    name: 'Microsoft Translator',
    description:
      'Translation for text, speech and conversations across Microsoft products and the Azure AI Translator API.',
    category: 'translation',
    url: 'https://www.microsoft.com/en-us/translator/',
  },
  {
    name: 'Amazon Translate',
    description:
      'AWS neural machine translation service for translating content and applications at scale.',
    category: 'translation',
    url: 'https://aws.amazon.com/translate/',
  },
  {
    name: 'Papago',
    description: "Naver's translator, particularly strong for Korean, Japanese and Chinese.",
    category: 'translation',
    url: 'https://papago.naver.com',
  },
  {
    name: 'Smartling',
    description:
      'Enterprise translation management platform combining AI translation with human linguists.',
    category: 'translation',
    url: 'https://www.smartling.com',
  },
  {
    name: 'Lokalise',
    description:
      'Localisation platform for apps, websites and games with AI translation and developer integrations.',
    category: 'translation',
    url: 'https://lokalise.com',
  },
  {
    name: 'Phrase',
    description:
      'Localisation suite with translation management, machine translation and string management for software.',
    category: 'translation',
    url: 'https://phrase.com',
  },
  {
    name: 'Crowdin',
    description:
      'Cloud localisation platform that syncs source files and combines AI, machine and community translation.',
    category: 'translation',
    url: 'https://crowdin.com',
  },
  {
    name: 'Weglot',
    description:
      'Website translation plugin that detects, translates and serves multilingual pages with SEO support.',
    category: 'translation',
    url: 'https://www.weglot.com',
  },
  {
    name: 'Rask AI',
    description:
      'Video localisation tool that translates and dubs videos with voice cloning and lip-sync.',
    category: 'translation',
    url: 'https://www.rask.ai',
  },

  // ---- Testing ----------------------------------------------------------------------------
  {
    name: 'Testim',
    description:
      'AI-stabilised end-to-end test automation from Tricentis, with smart locators that resist UI changes.',
    category: 'testing',
    url: 'https://www.testim.io',
  },
  {
    name: 'Mabl',
    description:
      'Low-code, AI-native test automation for web, mobile and API testing with auto-healing tests.',
    category: 'testing',
    url: 'https://www.mabl.com',
  },
  {
    name: 'Applitools',
    description: 'Visual AI testing that catches visual regressions across browsers and devices.',
    category: 'testing',
    url: 'https://applitools.com',
  },
  {
    name: 'Functionize',
    description:
      'Agentic test automation platform that creates and self-heals tests with machine learning.',
    category: 'testing',
    url: 'https://www.functionize.com',
  },
  {
    name: 'testRigor',
    description: 'Generative AI test automation where tests are written in plain English.',
    category: 'testing',
    url: 'https://testrigor.com',
  },
  {
    name: 'Katalon',
    description:
      'Test automation platform for web, mobile, API and desktop with AI-assisted test generation.',
    category: 'testing',
    url: 'https://katalon.com',
  },
  {
    name: 'Tricentis Tosca',
    description:
      'Model-based, codeless enterprise test automation with AI-powered Vision AI for UI testing.',
    category: 'testing',
    url: 'https://www.tricentis.com/products/automate-continuous-testing-tosca',
  },
  {
    name: 'Diffblue Cover',
    description: 'Autonomously writes Java unit tests using reinforcement learning.',
    category: 'testing',
    url: 'https://www.diffblue.com',
  },
  {
    name: 'QA Wolf',
    description:
      'Managed service plus AI that builds and maintains Playwright end-to-end test suites.',
    category: 'testing',
    url: 'https://www.qawolf.com',
  },
  {
    name: 'Momentic',
    description:
      'AI testing tool that writes, runs and auto-heals end-to-end tests from natural-language steps.',
    category: 'testing',
    url: 'https://momentic.ai',
  },
  {
    name: 'LangSmith',
    description:
      'LangChain platform for tracing, evaluating and monitoring LLM applications and agents.',
    category: 'testing',
    url: 'https://www.langchain.com/langsmith',
  },
  {
    name: 'Promptfoo',
    description:
      'Open-source tool for evaluating and red-teaming LLM prompts, agents and RAG pipelines.',
    category: 'testing',
    url: 'https://www.promptfoo.dev',
  },
];
