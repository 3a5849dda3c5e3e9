import type { PromptDatabaseEntry } from '@atelier/contract';

/**
 * The prompt builder's database method (spec part 1, "Prompt builder"): ready-to-use prompts for
 * image and video tools, each written in its platform's own idiom (Midjourney parameters, Stable
 * Diffusion weights and negative prompts, Pika flags, Hailuo camera commands, Veo audio cues...).
 * Ids are the platform's slug and the entry's position, so keep new entries at the end of a list.
 */
type Entry = [category: string, prompt: string, tags: string[]];

function platform(
  tool: string,
  format: PromptDatabaseEntry['format'],
  entries: Entry[],
): PromptDatabaseEntry[] {
  const slug = tool
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return entries.map(([category, prompt, tags], index) => ({
    id: `${slug}-${String(index + 1).padStart(2, '0')}`,
    category,
    tool,
    format,
    prompt,
    tags,
  }));
}

const midjourney = platform('Midjourney', 'image', [
  [
    'Portrait',
    'editorial portrait of an elderly fisherman with deeply weathered skin and a knitted wool cap, soft overcast window light, shallow depth of field, shot on Kodak Portra 400, muted teal and amber tones --ar 4:5 --style raw --v 6.1',
    ['portrait', 'editorial', 'film', 'photography'],
  ],
  [
    'Landscape',
    'vast Icelandic highlands at blue hour, braided glacial river reflecting a pastel sky, a lone red cabin in the distance, low drifting mist, ultra-wide landscape photography --ar 16:9 --style raw --s 150',
    ['landscape', 'iceland', 'blue hour', 'wide angle'],
  ],
  [
    'Fantasy',
    'ancient elven library carved inside a colossal hollow tree, spiral staircases of living wood, glowing runes, floating books, shafts of golden light through the canopy, intricate concept art --ar 2:3 --s 400 --c 15',
    ['fantasy', 'library', 'concept art', 'magic'],
  ],
  [
    'Sci-Fi',
    'derelict orbital station interior, zero-gravity debris, red emergency lights, an astronaut silhouetted at a viewport overlooking a gas giant, cinematic film still, anamorphic lens flare --ar 21:9 --style raw --v 6.1',
    ['sci-fi', 'space', 'astronaut', 'cinematic'],
  ],
  [
    'Product',
    'minimalist amber glass serum bottle on a travertine plinth, shallow water ripples, dappled sunlight through palm leaves, beige and sage palette, commercial product photography, crisp shadows --ar 4:5 --style raw --no text, logo',
    ['product', 'skincare', 'minimal', 'commercial'],
  ],
  [
    'Architecture',
    'brutalist concrete museum in a pine forest, cantilevered volumes, long horizontal windows glowing warm at dusk, reflecting pool in the foreground, architectural photography, two-point perspective --ar 3:2 --style raw',
    ['architecture', 'brutalism', 'dusk', 'exterior'],
  ],
  [
    'Food',
    'overhead shot of a rustic sourdough loaf torn open with steam rising, salted butter on a knife, linen napkin, dark walnut table, moody food photography, chiaroscuro side light --ar 4:5 --style raw',
    ['food', 'bread', 'moody', 'overhead'],
  ],
  [
    'Fashion',
    'high-fashion editorial, model in an oversized sculptural red wool coat on a windswept salt flat, dramatic cumulus clouds, low camera angle, 35mm film grain, bold minimal styling --ar 2:3 --s 250',
    ['fashion', 'editorial', 'red', 'minimal'],
  ],
  [
    'Animals',
    'red fox curled asleep in fresh snow, frost on its whiskers, soft morning backlight, telephoto wildlife photography, 600mm lens, creamy bokeh --ar 3:2 --style raw',
    ['animals', 'wildlife', 'winter', 'fox'],
  ],
  [
    'Abstract',
    'flowing liquid chrome ribbons intertwined with iridescent glass shards, soft gradient background of violet and peach, 3D abstract sculpture, studio lighting --ar 1:1 --s 750 --weird 50',
    ['abstract', '3d', 'chrome', 'iridescent'],
  ],
  [
    'Logo & Branding',
    'flat vector logo mark, a mountain peak merged with a coffee cup drawn as one continuous line, geometric, clever negative space, black on white --no gradients, shading, text, mockup --v 6.1',
    ['logo', 'vector', 'minimal', 'line art'],
  ],
  [
    'Cinematic',
    'film still from a 1970s neo-noir thriller, a detective in a rain-soaked phone booth at night, neon sign reflections on wet asphalt, Ektachrome colours, anamorphic bokeh --ar 21:9 --style raw',
    ['cinematic', 'noir', 'neon', 'rain'],
  ],
  [
    'Illustration',
    'girl reading on a rooftop garden at sunset, wind in her hair, city skyline behind, luminous towering clouds, painterly anime background art --ar 16:9 --niji 6',
    ['anime', 'niji', 'sunset', 'illustration'],
  ],
  [
    'Social Ads',
    'summer sale flat lay: sunglasses, seashells and a straw hat on a pastel yellow background, bold empty space on the left for headline text, playful commercial photography --ar 9:16 --style raw --no text',
    ['social ads', 'flat lay', 'summer', 'story format'],
  ],
]);

const dalle3 = platform('DALL-E 3', 'image', [
  [
    'Illustration',
    'A whimsical children’s book illustration of a hedgehog running a tiny bakery inside a hollow log. Warm watercolour and ink, soft morning light, flour dust in the air, and a little chalkboard sign that reads "Fresh Buns".',
    ['illustration', "children's book", 'watercolor', 'cute'],
  ],
  [
    'Logo & Branding',
    'A clean, modern logo for a bicycle repair shop called "Spoke & Chain": a bicycle gear that forms the letter S, flat design, navy and orange only, centred on a plain white background, no mockup.',
    ['logo', 'flat design', 'typography', 'branding'],
  ],
  [
    'Social Ads',
    'A vibrant square Instagram ad for a smoothie bar: three colourful smoothies in glass jars surrounded by splashing fresh fruit, the bold headline "Blend Your Summer" at the top, bright teal background, clean commercial style.',
    ['social ads', 'instagram', 'drinks', 'text in image'],
  ],
  [
    'Architecture',
    'A cutaway isometric illustration of a cosy two-storey treehouse with a reading loft, a hammock and a rope bridge to a second tree, soft pastel colours, friendly and highly detailed, plain white background.',
    ['architecture', 'isometric', 'treehouse', 'cutaway'],
  ],
  [
    'Food',
    'A photorealistic close-up of a bowl of steaming tonkotsu ramen with a soft-boiled egg, chashu pork, nori and scallions, chopsticks lifting a tangle of noodles, dark moody background, shallow depth of field.',
    ['food', 'ramen', 'photorealistic', 'close-up'],
  ],
  [
    'Fantasy',
    'A majestic dragon made entirely of autumn leaves gliding over a misty forest valley at sunrise, leaves scattering from its wings, painterly digital art in rich oranges, reds and golds.',
    ['fantasy', 'dragon', 'autumn', 'digital art'],
  ],
  [
    'Sci-Fi',
    'A retro-futuristic 1950s travel poster advertising holidays on Mars: a streamlined chrome rocket over red dunes, a family waving from a glass dome, the big title "VISIT MARS" at the top, screen-print texture, limited palette.',
    ['sci-fi', 'retro', 'poster', 'typography'],
  ],
  [
    'Product',
    'A photorealistic studio shot of wireless earbuds in an open matte white charging case, floating at a slight angle above a soft grey surface with a gentle reflection, clean minimal lighting, square format.',
    ['product', 'tech', 'studio', 'minimal'],
  ],
  [
    'Animals',
    'A photorealistic portrait of a golden retriever wearing a tiny red knitted scarf, sitting in gently falling snow with warm bokeh lights behind it and a joyful expression.',
    ['animals', 'dog', 'winter', 'portrait'],
  ],
]);

const sdxl = platform('Stable Diffusion XL', 'image', [
  [
    'Portrait',
    'photo of a young woman with freckles and auburn hair, (natural skin texture:1.2), golden hour backlight, 85mm, f/1.8, bokeh, subtle film grain, masterpiece, best quality\nNegative prompt: cartoon, 3d render, (deformed iris, deformed pupils:1.3), extra fingers, blurry, lowres, watermark, text, oversaturated',
    ['portrait', 'photorealistic', 'golden hour', 'negative prompt'],
  ],
  [
    'Landscape',
    'epic alpine valley with a winding turquoise river, golden larch trees, storm clouds breaking apart, god rays, (hyperdetailed:1.2), landscape photography, 16mm wide angle, HDR\nNegative prompt: people, buildings, blurry, haze, low contrast, watermark, signature, jpeg artifacts',
    ['landscape', 'mountains', 'autumn', 'hdr'],
  ],
  [
    'Fantasy',
    'fantasy warrior queen in ornate silver armour, flowing crimson cape, standing on castle ramparts, stormy sky, (intricate engraving:1.3), digital painting, sharp focus, dramatic lighting\nNegative prompt: bad anatomy, extra limbs, deformed hands, blurry, lowres, text, watermark, cropped',
    ['fantasy', 'character', 'armor', 'digital painting'],
  ],
  [
    'Sci-Fi',
    'rain-soaked cyberpunk street market at night, holographic signs in Japanese and Korean, steam from food stalls, crowd with umbrellas, (neon reflections:1.3), cinematic, volumetric fog, 8k\nNegative prompt: daylight, blurry, lowres, deformed faces, watermark, text, cartoon',
    ['sci-fi', 'cyberpunk', 'neon', 'night'],
  ],
  [
    'Interior',
    'Scandinavian cabin living room with floor-to-ceiling windows overlooking a fjord, light oak, wool throws, fireplace, soft morning light, interior design photography, (clean lines:1.1), 24mm\nNegative prompt: clutter, people, distorted perspective, fisheye, blurry, lowres, watermark',
    ['interior', 'scandinavian', 'cabin', 'design'],
  ],
  [
    'Product',
    'luxury automatic wristwatch on wet black slate, water droplets, (dramatic rim light:1.2), dark background, macro product photography, razor sharp, reflective steel\nNegative prompt: blurry, dust, fingerprints, text, logo, watermark, lowres, distorted dial',
    ['product', 'watch', 'luxury', 'macro'],
  ],
  [
    'Illustration',
    'masterpiece, best quality, 1girl, silver hair, school uniform, cherry blossom petals in the wind, looking at viewer, detailed background, spring, anime screencap style\nNegative prompt: lowres, bad hands, extra digits, worst quality, low quality, jpeg artifacts, watermark, signature',
    ['anime', 'character', 'spring', 'tags'],
  ],
  [
    'Animals',
    'macro photo of a jumping spider on a dew-covered leaf, (iridescent eyes:1.3), extreme detail, focus stacking, soft diffused light, green bokeh background\nNegative prompt: blurry, out of focus, cartoon, illustration, lowres, watermark',
    ['animals', 'macro', 'insects', 'nature'],
  ],
  [
    'Abstract',
    'abstract fluid art, swirling marbled ink in deep indigo, gold leaf veins and pearl white, (high detail:1.2), glossy resin texture, top-down view\nNegative prompt: text, watermark, frame, people, objects, blurry',
    ['abstract', 'fluid art', 'gold', 'texture'],
  ],
  [
    'Food',
    'gourmet burger with melted cheddar, crispy bacon and brioche bun, sesame seeds, (juicy:1.2), dark wooden board, side of fries, food photography, 50mm, shallow depth of field\nNegative prompt: plastic look, blurry, deformed, raw meat, text, watermark',
    ['food', 'burger', 'advertising', 'photography'],
  ],
]);

const flux = platform('Flux', 'image', [
  [
    'Social Ads',
    'A bold Instagram story ad for a coffee brand: a hand holding an iced latte against a sunny orange wall with hard shadows. The words "COLD BREW SEASON" in chunky white sans-serif letters across the top and a small rounded button reading "Order now" near the bottom. Bright, punchy commercial photography.',
    ['social ads', 'coffee', 'text rendering', 'story'],
  ],
  [
    'Portrait',
    'A candid street portrait of a young man laughing, a film camera hanging from his neck, in a narrow Lisbon alley with a yellow tram passing behind him. Late-afternoon sun, shot on 35mm, natural colours, realistic skin texture.',
    ['portrait', 'street', 'candid', 'travel'],
  ],
  [
    'Logo & Branding',
    'A brand identity board for an organic tea company called "Leaf & Ember": a logo combining a leaf and a small flame, five colour swatches in greens and warm rust, a typography sample, and a tea tin mockup on kraft paper, neatly laid out on a light background.',
    ['branding', 'identity', 'mockup', 'packaging'],
  ],
  [
    'Product',
    'A sleek electric toothbrush standing on a bathroom shelf made of white terrazzo, morning light from a frosted window, a eucalyptus sprig in a small vase beside it, clean and calm lifestyle product photography.',
    ['product', 'lifestyle', 'bathroom', 'clean'],
  ],
  [
    'Cinematic',
    'Wide cinematic shot of a lone cowboy on horseback at the edge of a canyon during a thunderstorm, lightning forking across a purple sky, dust whipping in the wind, shot on 65mm film, epic western mood.',
    ['cinematic', 'western', 'storm', 'epic'],
  ],
  [
    'Illustration',
    'A vintage botanical illustration of a monstera plant with labelled parts in elegant handwritten captions, aged cream paper, fine ink linework with soft watercolour washes, scientific plate style.',
    ['illustration', 'botanical', 'vintage', 'scientific'],
  ],
  [
    'Landscape',
    'Lavender fields in Provence at golden hour stretching to a stone farmhouse, rows leading the eye to the horizon, a warm haze, a few swallows in the sky, photorealistic, rich purple and gold.',
    ['landscape', 'provence', 'lavender', 'golden hour'],
  ],
  [
    'Architecture',
    'A futuristic timber skyscraper covered in hanging gardens, terraces with trees on every floor, people on walkways, photographed from street level on a clear day, realistic architectural visualisation.',
    ['architecture', 'sustainable', 'skyscraper', 'visualization'],
  ],
  [
    'Fashion',
    'Studio fashion photograph of a model in a flowing emerald silk dress mid-spin, fabric frozen in motion, seamless charcoal backdrop, one hard key light from the side, high-end magazine look.',
    ['fashion', 'studio', 'motion', 'silk'],
  ],
]);

const leonardo = platform('Leonardo AI', 'image', [
  [
    'Fantasy',
    'Leonardo Phoenix, Style: Cinematic. An ancient stone guardian golem awakening in an overgrown jungle temple, moss and vines falling from its shoulders, glowing blue eyes, shafts of light through the canopy, epic scale, ultra detailed.',
    ['fantasy', 'golem', 'jungle', 'phoenix'],
  ],
  [
    'Portrait',
    'PhotoReal on, Alchemy on. Close-up portrait of a female astronaut inside her helmet, Earth reflected in the visor, soft cabin light on her face, tiny droplets of condensation, photorealistic, 85mm.',
    ['portrait', 'astronaut', 'photoreal', 'reflection'],
  ],
  [
    'Illustration',
    'Style: Illustration. A cosy autumn café in a fox village, animal townsfolk sipping cider, pumpkins on the steps, warm string lights, storybook style with soft gouache textures.',
    ['illustration', 'storybook', 'autumn', 'cozy'],
  ],
  [
    'Sci-Fi',
    'Leonardo Kino XL. A massive colony ship under construction in orbit above a ringed planet, scaffolding drones, welding sparks, sunrise on the planet’s horizon, cinematic sci-fi concept art, wide shot.',
    ['sci-fi', 'spaceship', 'concept art', 'kino xl'],
  ],
  [
    'Product',
    'PhotoReal on. A premium bottle of craft gin on a bar counter, botanicals (juniper, lime peel, rosemary) scattered around it, moody speakeasy lighting, condensation on the glass, commercial photography.',
    ['product', 'drinks', 'gin', 'moody'],
  ],
  [
    'Animals',
    'Style: Dynamic. A snow leopard leaping between rocky ledges in a Himalayan blizzard, snow spraying from its paws, powerful motion, telephoto wildlife photography, frozen action.',
    ['animals', 'snow leopard', 'action', 'wildlife'],
  ],
  [
    'Logo & Branding',
    'Style: Graphic Design Vector. A mascot logo for an esports team called "Night Owls": a fierce owl with glowing eyes in a shield shape, bold outlines, purple and electric yellow, flat colours, transparent-background look.',
    ['logo', 'esports', 'mascot', 'vector'],
  ],
]);

const ideogram = platform('Ideogram', 'image', [
  [
    'Logo & Branding',
    'Minimal wordmark logo that says "NORTHWIND" in wide geometric sans-serif capitals, a small compass star replacing the O, deep navy on off-white, generous letter spacing. Style: Design. Magic Prompt: off.',
    ['logo', 'wordmark', 'typography', 'minimal'],
  ],
  [
    'Social Ads',
    'Instagram post for a bakery with the headline "Croissants are back" in playful hand-lettered script, a golden croissant on a pastel pink plate below it, and the small line "Every Saturday from 7am". Style: Design, aspect ratio 1:1.',
    ['social ads', 'bakery', 'lettering', 'instagram'],
  ],
  [
    'Illustration',
    'Vintage travel poster that reads "KYOTO" at the top and "Spring Festival" at the bottom, cherry blossoms framing a pagoda at dusk, flat mid-century illustration, limited palette of pink, cream and indigo.',
    ['poster', 'travel', 'vintage', 'typography'],
  ],
  [
    'Product',
    'Front label design for a craft beer can named "Hazy Days" IPA: sunny retro illustration of rolling hills, bold 70s-style lettering, ABV 6.2% in small type, mockup on a dewy aluminium can. Style: Realistic.',
    ['product', 'packaging', 'label', 'beer'],
  ],
  [
    'Abstract',
    'Typographic poster with the word "BREATHE" made of layered translucent paper cut-outs in seafoam, mint and white, soft shadows between layers, Swiss design grid, lots of negative space.',
    ['abstract', 'typography', 'paper', 'poster'],
  ],
  [
    'Social Ads',
    'YouTube thumbnail: an excited person pointing at a giant glowing laptop screen, bold yellow text "I TRIED 10 AI TOOLS" with black outline on the left, high contrast, saturated colours, aspect ratio 16:9.',
    ['thumbnail', 'youtube', 'text', 'bold'],
  ],
  [
    'Fashion',
    'Streetwear T-shirt graphic: the phrase "Stay Weird" in distressed varsity lettering arched over a cartoon alien on a skateboard, two-colour screen print in red and black, isolated on white.',
    ['fashion', 't-shirt', 'streetwear', 'print'],
  ],
]);

const firefly = platform('Adobe Firefly', 'image', [
  [
    'Product',
    'Content type: Photo. A handmade ceramic mug with a speckled glaze on a linen tablecloth, morning coffee steam, soft window light, neutral earthy tones. Effects: Minimalist. Composition: close-up.',
    ['product', 'ceramics', 'lifestyle', 'commercially safe'],
  ],
  [
    'Landscape',
    'Content type: Photo. A rolling Tuscan countryside with cypress trees along a winding gravel road, golden hour, gentle morning fog in the valleys. Lighting: golden hour. Camera angle: aerial shot.',
    ['landscape', 'tuscany', 'aerial', 'golden hour'],
  ],
  [
    'Illustration',
    'Content type: Art. A colourful paper-craft underwater scene with layered coral, clownfish and sea turtles, depth created by stacked cut paper, soft shadows. Effects: Layered paper. Color and tone: vibrant.',
    ['illustration', 'paper craft', 'ocean', 'layered'],
  ],
  [
    'Social Ads',
    'Content type: Photo. A diverse group of friends laughing around a picnic blanket in a sunny park, summer fruit and lemonade, space at the top for text. Color and tone: warm. Composition: wide angle.',
    ['social ads', 'lifestyle', 'people', 'summer'],
  ],
  [
    'Abstract',
    'Content type: Art. Soft gradient abstract of overlapping translucent circles in coral, lilac and butter yellow, grainy risograph texture, calm and modern. Effects: Bokeh, Pastel colors.',
    ['abstract', 'gradient', 'pastel', 'background'],
  ],
  [
    'Interior',
    'Content type: Photo. A sunlit Japandi bedroom with a low wooden platform bed, linen bedding, paper lantern and a bonsai on the windowsill, calm beige palette. Lighting: soft. Camera angle: eye level.',
    ['interior', 'japandi', 'bedroom', 'calm'],
  ],
  [
    'Food',
    'Content type: Photo. A colourful Mediterranean mezze spread from above: hummus, falafel, tabbouleh, olives and warm pita on a rustic blue table. Lighting: natural daylight. Composition: overhead flat lay.',
    ['food', 'mezze', 'overhead', 'flat lay'],
  ],
]);

const imagen = platform('Google Imagen', 'image', [
  [
    'Portrait',
    'A photo of a jazz saxophonist performing on a small club stage, eyes closed, a warm spotlight cutting through haze, captured with a 50mm lens at f/2, rich shadows and a blurred audience in the foreground.',
    ['portrait', 'music', 'stage', 'low light'],
  ],
  [
    'Food',
    'A close-up photo of a stack of fluffy pancakes with blueberries and maple syrup dripping down the side, morning sunlight from the left, shallow depth of field, bright and appetising.',
    ['food', 'breakfast', 'close-up', 'bright'],
  ],
  [
    'Landscape',
    'An aerial drone photo of turquoise waves meeting a white sand beach with a curved line of palm trees, midday sun, crystal clear water, high detail, 4K.',
    ['landscape', 'aerial', 'beach', 'tropical'],
  ],
  [
    'Animals',
    'A photo of a hummingbird hovering beside a red hibiscus flower, wings frozen mid-beat, captured with a fast shutter speed and a 300mm telephoto lens, soft green background.',
    ['animals', 'birds', 'telephoto', 'nature'],
  ],
  [
    'Architecture',
    'A photo of a narrow whitewashed alley in Santorini with blue doors, bougainvillea spilling over the walls and stairs leading to the sea, captured in soft late-afternoon light with a 24mm lens.',
    ['architecture', 'greece', 'travel', 'street'],
  ],
  [
    'Illustration',
    'A charming 3D clay-style illustration of a tiny island with a lighthouse, a cottage and a vegetable garden, floating in a pastel sky, soft studio lighting, playful and rounded shapes.',
    ['illustration', '3d', 'claymation', 'miniature'],
  ],
]);

const playground = platform('Playground', 'image', [
  [
    'Social Ads',
    'Graphic design for a fitness app promo: an athletic woman mid-sprint cut out against a bold electric blue background, dynamic diagonal stripes, headline "Run Your City" in heavy italic type, modern sports advertising style.',
    ['social ads', 'fitness', 'graphic design', 'sports'],
  ],
  [
    'Logo & Branding',
    'Set of four matching app icons for a meditation app: moon, leaf, wave and candle, soft gradients in lavender and teal, rounded square tiles, consistent line weight, clean UI design.',
    ['icons', 'app', 'ui design', 'gradient'],
  ],
  [
    'Illustration',
    'A flat vector illustration of a busy home office: a person on a video call, a cat on the keyboard, plants everywhere, coffee mug, warm muted palette, editorial illustration for a blog header.',
    ['illustration', 'vector', 'editorial', 'remote work'],
  ],
  [
    'Fashion',
    'T-shirt design: a retro sunset with palm trees inside a circle, the text "Endless Summer" in bold 80s script, distressed vintage print texture, isolated on a black background.',
    ['fashion', 't-shirt', 'retro', 'print'],
  ],
  [
    'Portrait',
    'A cinematic portrait of a street chef at a night market in Bangkok, wok flames lighting his face, steam and smoke, bustling stalls blurred behind, vivid colours, realistic photography.',
    ['portrait', 'street food', 'night market', 'cinematic'],
  ],
  [
    'Abstract',
    'Wallpaper of flowing neon waves in magenta and cyan on a deep black background, smooth glowing lines, minimalist, high resolution, suitable for a phone lock screen.',
    ['abstract', 'wallpaper', 'neon', 'minimal'],
  ],
]);

const krea = platform('Krea', 'image', [
  [
    'Portrait',
    'Natural light portrait of a potter in her studio, clay on her hands and apron, a half-formed vase on the wheel, dust in a sunbeam, candid, unposed, analog film look with soft grain.',
    ['portrait', 'artisan', 'candid', 'analog'],
  ],
  [
    'Landscape',
    'Quiet Nordic fjord at dawn, a small red boathouse on the shoreline, perfect mirror reflections, faint fog, muted pastel colours, realistic photograph with an aesthetic, editorial feel.',
    ['landscape', 'nordic', 'dawn', 'reflection'],
  ],
  [
    'Product',
    'Sneaker floating above a bed of crushed ice, frost crystals on the mesh, cool blue light with a warm orange rim, hyper-real product shot, dark background.',
    ['product', 'sneakers', 'ice', 'hyperreal'],
  ],
  [
    'Fashion',
    'Early-2000s digicam flash photo of friends in vintage streetwear outside a corner shop at night, harsh on-camera flash, slight motion blur, candid party energy.',
    ['fashion', 'y2k', 'flash', 'streetwear'],
  ],
  [
    'Interior',
    'Mid-century modern living room with a sunken conversation pit, walnut panelling, an orange velvet sofa, a globe pendant lamp and a wall of records, warm evening light, architectural digest photo.',
    ['interior', 'mid-century', 'retro', 'warm'],
  ],
  [
    'Abstract',
    'Macro photograph of soap-bubble film with swirling rainbow interference patterns, black background, ultra sharp, abstract and hypnotic.',
    ['abstract', 'macro', 'bubbles', 'rainbow'],
  ],
]);

const recraft = platform('Recraft', 'image', [
  [
    'Logo & Branding',
    'Vector logo for a plant shop called "Green Room": a potted monstera leaf inside a doorway shape, flat two-colour design in forest green and cream, simple shapes that work at small sizes. Style: Vector art, Line art.',
    ['logo', 'vector', 'svg', 'plants'],
  ],
  [
    'Illustration',
    'Set of 12 line icons for a travel app: plane, suitcase, passport, map pin, hotel, camera, ticket, compass, sun, train, wallet, globe; 2px stroke, rounded corners, consistent 24px grid. Style: Icon.',
    ['icons', 'ui', 'line icons', 'travel'],
  ],
  [
    'Illustration',
    'Flat vector hero illustration for a fintech landing page: a woman watering a plant that grows coins, charts in the background, soft blue and mint palette, clean geometric shapes, plenty of white space.',
    ['illustration', 'fintech', 'landing page', 'flat'],
  ],
  [
    'Social Ads',
    'Vector sticker pack of six cute food characters (avocado, sushi, taco, donut, boba tea, pizza slice) with happy faces, thick white outline, bright flat colours, for social media stickers.',
    ['stickers', 'cute', 'food', 'vector'],
  ],
  [
    'Logo & Branding',
    'Brand pattern for a surf school: repeating waves, suns and surfboards in a seamless tile, limited palette of sand, ocean blue and coral, flat vector, suitable for packaging and merch.',
    ['pattern', 'seamless', 'branding', 'surf'],
  ],
  [
    'Architecture',
    'Isometric vector illustration of a small modern city block: café with awning, bike lane, trees, rooftop solar panels, pastel colours, soft shadows, clean infographic style.',
    ['architecture', 'isometric', 'city', 'infographic'],
  ],
  [
    'Product',
    'Realistic mockup of a minimal coffee bag label with the brand "Slow Morning", kraft paper pouch with a matte white label, soft natural shadow, neutral background. Style: Realistic image, Studio portrait.',
    ['product', 'packaging', 'mockup', 'coffee'],
  ],
]);

const runway = platform('Runway Gen-3', 'video', [
  [
    'Cinematic',
    'Slow dolly in: a lone lighthouse keeper climbs a spiral iron staircase by lantern light as a storm batters the windows. Waves explode against the rocks outside. Moody, cinematic, 35mm film grain. 10 seconds.',
    ['cinematic', 'storm', 'lighthouse', 'dolly'],
  ],
  [
    'Landscape',
    'FPV drone shot: fast flight low over a glacier, weaving through ice canyons, then rising to reveal a vast mountain range at sunrise. Crisp, high-contrast, epic scale.',
    ['landscape', 'drone', 'fpv', 'glacier'],
  ],
  [
    'Product',
    'Orbiting shot: a luxury perfume bottle rotates on a black mirrored pedestal, liquid gold light rippling across the glass, tiny particles drifting in a spotlight. Elegant commercial look, 5 seconds.',
    ['product', 'perfume', 'orbit', 'commercial'],
  ],
  [
    'Fantasy',
    'Low angle static shot: a giant ancient tree in a misty forest, bioluminescent spores lift off its branches and drift upward like fireflies as night falls. Magical, serene, volumetric light.',
    ['fantasy', 'forest', 'bioluminescence', 'static'],
  ],
  [
    'Portrait',
    'Handheld close-up: a young dancer backstage breathes slowly before her performance, stage lights flicker across her face, shallow depth of field, intimate documentary style.',
    ['portrait', 'dance', 'handheld', 'documentary'],
  ],
  [
    'Sci-Fi',
    'Tracking shot: a hover-bike speeds through a neon-lit megacity at night, rain streaking past the camera, holograms reflected on wet streets, motion blur, Blade Runner-like atmosphere.',
    ['sci-fi', 'cyberpunk', 'tracking', 'speed'],
  ],
  [
    'Abstract',
    'Macro shot: ink drops bloom in clear water in slow motion, swirling clouds of indigo and gold mixing together, black background, smooth and hypnotic.',
    ['abstract', 'ink', 'slow motion', 'macro'],
  ],
  [
    'Food',
    'Slow-motion close-up: dark chocolate sauce pours over a stack of pancakes, strawberries tumble beside them, warm studio light, glossy textures, appetising commercial style.',
    ['food', 'slow motion', 'chocolate', 'commercial'],
  ],
]);

const pika = platform('Pika', 'video', [
  [
    'Animals',
    'a fluffy corgi running through autumn leaves in a park, leaves flying, joyful, golden afternoon light -camera pan right -motion 2 -ar 16:9 -gs 12 -neg blurry, distorted, extra legs',
    ['animals', 'dog', 'autumn', 'parameters'],
  ],
  [
    'Fantasy',
    'a tiny paper boat sailing across a puddle that reflects a starry galaxy, ripples glowing softly, dreamy -camera zoom in -motion 1 -ar 16:9 -neg low quality, flicker',
    ['fantasy', 'dreamy', 'galaxy', 'zoom'],
  ],
  [
    'Social Ads',
    'a can of sparkling lemonade bursting out of a splash of water, lemon slices flying around, bright yellow background, energetic -camera rotate clockwise -motion 3 -ar 9:16 -gs 16',
    ['social ads', 'drinks', 'vertical', 'splash'],
  ],
  [
    'Illustration',
    '3D animated style, a little robot watering flowers on a windowsill, flowers bloom as it passes, soft Pixar-like lighting, cheerful -camera pan left -motion 2 -ar 1:1',
    ['animation', 'robot', 'cute', '3d'],
  ],
  [
    'Landscape',
    'cherry blossom petals drifting over a calm lake with a wooden bridge, spring morning, gentle breeze -camera pan up -motion 1 -fps 24 -ar 16:9 -neg people, text',
    ['landscape', 'spring', 'japan', 'calm'],
  ],
  [
    'Abstract',
    'melting clock dripping over a tree branch in a desert, surreal, warm light, Dali-inspired -camera zoom out -motion 2 -ar 16:9 -gs 10',
    ['abstract', 'surreal', 'melting', 'art'],
  ],
]);

const sora = platform('Sora', 'video', [
  [
    'Cinematic',
    'A courier in a yellow raincoat cycles through a crowded Hong Kong night market, weaving between stalls as steam and neon light spill across wet pavement. The camera tracks alongside her at handlebar height, then lets her pull ahead into the glowing crowd. Shot on 35mm, shallow depth of field, 15 seconds.',
    ['cinematic', 'night market', 'neon', 'tracking'],
  ],
  [
    'Animals',
    'A herd of wild horses gallops across a frozen steppe at dawn, breath steaming, snow kicked up in glittering clouds, low sun behind distant mountains. Low camera close to the ground as the herd thunders past, then a slow rise above them. Natural colours, 10 seconds.',
    ['animals', 'horses', 'snow', 'epic'],
  ],
  [
    'Sci-Fi',
    'Trailer-style sequence for a film about a botanist on a terraformed moon. Shot 1: wide view of glass greenhouses on grey lunar dust under a huge blue planet. Shot 2: medium shot of her inspecting a seedling. Shot 3: close-up of her eyes reflecting the first green leaf. Shot on 35mm film, vivid but natural colours.',
    ['sci-fi', 'trailer', 'multi-shot', 'storyboard'],
  ],
  [
    'Landscape',
    'Drone flight along a rugged coastline at golden hour: turquoise water breaks into white foam against dark cliffs, a small stone lighthouse stands on a rocky island, wildflowers cover the clifftops. Slow, steady forward movement with a gentle bank to the left, 20 seconds.',
    ['landscape', 'coast', 'drone', 'golden hour'],
  ],
  [
    'Food',
    'Close-up of a chef’s hands folding dumplings on a flour-dusted wooden counter, steam rising from a bamboo basket in the background, warm kitchen light, slow push-in, calm documentary pacing, 10 seconds.',
    ['food', 'dumplings', 'hands', 'documentary'],
  ],
  [
    'Fantasy',
    'A miniature felt-and-paper forest where tiny wool foxes chase paper butterflies between cardboard mushrooms, the camera gliding slowly at their eye level. Handmade stop-motion texture, visible fibres, soft warm light, whimsical.',
    ['fantasy', 'papercraft', 'stop motion', 'miniature'],
  ],
  [
    'Portrait',
    'Extreme close-up of a violinist in her seventies tuning her instrument backstage, eyes half closed as she listens. She pauses, looks up past the camera and smiles faintly. Soft tungsten light, 70mm film look, shallow depth of field, 10 seconds.',
    ['portrait', 'close-up', 'musician', 'emotion'],
  ],
  [
    'Architecture',
    'A slow aerial orbit around a futuristic glass observatory perched on a snowy mountain summit at twilight, warm light glowing inside, stars appearing overhead, clouds flowing below the peak like an ocean, 15 seconds.',
    ['architecture', 'aerial', 'orbit', 'twilight'],
  ],
]);

const kling = platform('Kling', 'video', [
  [
    'Portrait',
    'A young woman in a white sundress turns towards the camera in a sunflower field and smiles, hair moving in the breeze, golden hour backlight. Camera: slow push-in. Duration: 5s. Negative prompt: distorted face, extra limbs, flicker, blurry.',
    ['portrait', 'sunflowers', 'golden hour', 'push-in'],
  ],
  [
    'Food',
    'Close-up of a barista pouring steamed milk into espresso, latte art forming into a rosetta, crema swirling, warm café light. Camera: static macro. Duration: 5s. Negative prompt: spills, deformed hands, low quality.',
    ['food', 'coffee', 'latte art', 'macro'],
  ],
  [
    'Animals',
    'A panda cub tumbles down a grassy slope in a bamboo forest, rolls over and sits up eating a bamboo shoot, soft morning mist. Camera: handheld tracking shot. Duration: 10s.',
    ['animals', 'panda', 'cute', 'tracking'],
  ],
  [
    'Fashion',
    'A model walks towards the camera on a runway wearing a flowing silver gown that catches the light, photographers’ flashes popping on both sides. Camera: slow dolly back keeping her centred. Duration: 10s. Negative prompt: warped fabric, extra legs.',
    ['fashion', 'runway', 'dolly', 'glamour'],
  ],
  [
    'Cinematic',
    'A samurai stands in a bamboo grove in heavy rain, slowly draws his sword, and water droplets freeze mid-air for a moment. Camera: orbit 180 degrees around him. Moody green tones, cinematic, 10s.',
    ['cinematic', 'samurai', 'rain', 'orbit'],
  ],
  [
    'Product',
    'A smartphone rises out of dark water, droplets sliding off its glass back, blue rim light and reflections, the screen lights up. Camera: low angle, slow tilt up. Duration: 5s. Premium tech commercial.',
    ['product', 'tech', 'water', 'commercial'],
  ],
  [
    'Sci-Fi',
    'A humanoid robot in a workshop opens its eyes for the first time, LED irises adjusting, then lifts its hand and studies its fingers. Camera: slow push-in from medium shot to close-up. Duration: 10s.',
    ['sci-fi', 'robot', 'awakening', 'close-up'],
  ],
]);

const luma = platform('Luma Dream Machine', 'video', [
  [
    'Architecture',
    'Camera orbits left around a glass-walled modern villa on a cliff above the ocean at sunset, infinity pool shimmering, warm interior lights turning on. Smooth, luxurious real-estate film.',
    ['architecture', 'villa', 'orbit', 'real estate'],
  ],
  [
    'Landscape',
    'Time-lapse of the Milky Way rotating over desert rock formations, a lone camper’s tent glowing orange, shooting stars, camera slowly pushes forward. Seamless loop.',
    ['landscape', 'night sky', 'time-lapse', 'loop'],
  ],
  [
    'Fantasy',
    'A whale swims slowly through clouds above a sleeping village at dawn, its shadow passing over rooftops, birds scattering. Camera tilts up from the streets to the sky. Dreamlike, soft pastel light.',
    ['fantasy', 'whale', 'surreal', 'tilt'],
  ],
  [
    'Animals',
    'A hummingbird hovers and drinks from a bright red flower in extreme slow motion, iridescent feathers shimmering, shallow depth of field. Static camera, macro lens.',
    ['animals', 'hummingbird', 'slow motion', 'macro'],
  ],
  [
    'Social Ads',
    'A skincare jar opens by itself, cream swirls upward in a graceful ribbon and forms a heart, soft pink studio background, petals falling. Camera pushes in slowly. Vertical 9:16, 5 seconds.',
    ['social ads', 'skincare', 'vertical', 'beauty'],
  ],
  [
    'Cinematic',
    'A vintage convertible drives along a coastal road at golden hour, camera tracking alongside the car, the driver’s scarf fluttering, lens flares from the low sun. Nostalgic 1960s film look.',
    ['cinematic', 'car', 'road trip', 'tracking'],
  ],
  [
    'Abstract',
    'Liquid metal morphs into geometric shapes, sphere to cube to pyramid, reflecting a colourful studio environment, smooth transitions, camera slowly orbiting. Seamless loop.',
    ['abstract', 'liquid metal', 'morph', 'loop'],
  ],
]);

const hailuo = platform('Hailuo (MiniMax)', 'video', [
  [
    'Cinematic',
    '[Push in] A detective in a trench coat stands under a flickering streetlight in the rain, lights a cigarette, the flame illuminates his face. [Pan right] reveals a shadowy figure at the end of the alley. Film noir, high contrast.',
    ['cinematic', 'noir', 'camera commands', 'rain'],
  ],
  [
    'Fantasy',
    '[Tracking shot] A girl rides a giant white wolf across a snowy plain under the northern lights, snow spraying from its paws. [Pedestal up] rising to reveal the endless glowing sky.',
    ['fantasy', 'wolf', 'aurora', 'camera commands'],
  ],
  [
    'Portrait',
    'An old craftsman carefully carves a violin in his workshop, wood shavings curling away, sunlight through dusty windows. [Truck left] slowly along the workbench, [Zoom in] on his hands.',
    ['portrait', 'craftsman', 'workshop', 'detail'],
  ],
  [
    'Food',
    'Sizzling steak on a cast-iron grill, butter melting with garlic and rosemary, flames leaping up. [Static shot], then [Push in] to an extreme close-up of the crust. Rich, appetising lighting.',
    ['food', 'steak', 'grill', 'close-up'],
  ],
  [
    'Animals',
    'A pod of dolphins leaps out of turquoise water in slow motion, spray sparkling in the sunlight. [Tracking shot] alongside them from a boat, then [Tilt up] to the horizon.',
    ['animals', 'dolphins', 'ocean', 'slow motion'],
  ],
  [
    'Sci-Fi',
    'A spaceship emerges from hyperspace above an alien ocean planet, sonic boom rippling through the clouds. [Zoom out] to reveal three moons. Epic sci-fi, realistic VFX.',
    ['sci-fi', 'spaceship', 'planet', 'zoom out'],
  ],
]);

const pixverse = platform('PixVerse', 'video', [
  [
    'Illustration',
    'Style: Anime. A high-school girl runs to catch a train as cherry blossom petals swirl around her, the train doors close just as she arrives, she laughs. Camera: tracking shot from the side. 5 seconds.',
    ['anime', 'cherry blossom', 'train', 'tracking'],
  ],
  [
    'Social Ads',
    'Style: Realistic. A pair of running shoes splashes through a puddle in slow motion on a city street at dawn, water droplets glowing in the backlight. Camera: low angle, static. Vertical 9:16.',
    ['social ads', 'shoes', 'slow motion', 'vertical'],
  ],
  [
    'Fantasy',
    'Style: 3D Animation. A cute baby dragon hatches from a glowing egg in a cosy cave, sneezes a tiny puff of fire and blinks at the camera. Camera: slow push-in. Warm lighting.',
    ['fantasy', 'dragon', '3d animation', 'cute'],
  ],
  [
    'Abstract',
    'Style: Clay. Colourful clay shapes squish and morph to the rhythm of music, spheres bouncing and stretching on a pastel stage. Camera: static front view. Looping.',
    ['abstract', 'clay', 'loop', 'playful'],
  ],
  [
    'Cinematic',
    'Style: Realistic. A lone astronaut walks across red Martian dunes, dust blowing, the sun setting blue on the horizon. Camera: wide crane shot rising behind the astronaut. 8 seconds.',
    ['cinematic', 'mars', 'astronaut', 'crane'],
  ],
  [
    'Animals',
    'Style: Cyberpunk. A robotic cat with glowing circuit patterns prowls along a neon rooftop in the rain, tail flicking, city lights below. Camera: tracking follow shot.',
    ['animals', 'robot cat', 'cyberpunk', 'rooftop'],
  ],
]);

const veo = platform('Google Veo', 'video', [
  [
    'Cinematic',
    'Medium shot of an old sailor on a fishing boat at dawn, he looks at the horizon and says: "The sea always gives back what it takes." Audio: gulls, creaking wood, waves lapping the hull. Soft golden light, 35mm film look, 8 seconds.',
    ['cinematic', 'dialogue', 'audio', 'sea'],
  ],
  [
    'Food',
    'Overhead shot of a street vendor flipping crepes on a hot griddle in Paris, batter sizzling, folding in Nutella and banana. Audio: sizzle, a busy street, accordion music in the distance. Slow push-in.',
    ['food', 'street food', 'audio', 'paris'],
  ],
  [
    'Landscape',
    'A timelapse of storm clouds rolling over a wheat field in Kansas, lightning flashing inside the clouds, wheat rippling in waves of wind. Audio: rolling thunder and wind. Wide static shot, dramatic natural light.',
    ['landscape', 'storm', 'timelapse', 'audio'],
  ],
  [
    'Product',
    'Studio shot of a pair of over-ear headphones rotating slowly on a turntable, soft gradient backdrop from navy to teal, a sweep of light gliding across the metal. Audio: deep bass hum building to a beat drop. 8 seconds.',
    ['product', 'headphones', 'turntable', 'audio'],
  ],
  [
    'Animals',
    'Close-up of a wise old tortoise slowly turning its head towards the camera in a sunlit garden, then a tiny sparrow lands on its shell. Audio: birdsong, rustling leaves. Shallow depth of field, macro lens.',
    ['animals', 'tortoise', 'macro', 'audio'],
  ],
  [
    'Social Ads',
    'Vertical 9:16. A young woman unboxes a smartwatch at her kitchen table, smiles and taps it, and it lights up. She says to camera: "Finally, a watch that keeps up with me." Audio: upbeat acoustic music. Bright, natural UGC style.',
    ['social ads', 'ugc', 'dialogue', 'vertical'],
  ],
  [
    'Sci-Fi',
    'Tracking shot through the corridor of a space station as a maintenance robot rolls past, lights flickering. A calm AI voice announces: "Docking sequence initiated." Audio: hum of machinery, distant alarms. Cold blue lighting.',
    ['sci-fi', 'space station', 'voice', 'tracking'],
  ],
  [
    'Portrait',
    'Close-up of a jazz singer in a dimly lit club, she closes her eyes and sings a soft, slow melody, smoke drifting through a spotlight. Audio: her voice with a piano accompaniment, quiet audience murmurs. Slow dolly in.',
    ['portrait', 'music', 'singer', 'audio'],
  ],
]);

const haiper = platform('Haiper', 'video', [
  [
    'Landscape',
    'Gentle waves rolling onto a black sand beach in Iceland, sea foam swirling around basalt columns, overcast moody sky, slow steady camera. 4 seconds.',
    ['landscape', 'beach', 'iceland', 'moody'],
  ],
  [
    'Animals',
    'A golden retriever puppy chases bubbles in a sunny backyard, jumping and snapping playfully, slow motion, warm summer light.',
    ['animals', 'puppy', 'bubbles', 'playful'],
  ],
  [
    'Fantasy',
    'A floating island with waterfalls spilling into the clouds, small dragons circling around it, camera slowly pulls back to reveal more islands. Painterly fantasy style.',
    ['fantasy', 'floating island', 'waterfalls', 'pull back'],
  ],
  [
    'Abstract',
    'Colourful powder paint explodes in slow motion against a black background, clouds of magenta, yellow and cyan colliding and swirling.',
    ['abstract', 'powder', 'explosion', 'slow motion'],
  ],
  [
    'Food',
    'Honey drips slowly from a wooden dipper onto a stack of golden waffles, morning sunlight from a window, close-up, gentle steam.',
    ['food', 'honey', 'breakfast', 'close-up'],
  ],
]);

const vidu = platform('Vidu', 'video', [
  [
    'Illustration',
    'Anime style. A boy and his giant furry forest spirit wait at a rural bus stop in the rain, the spirit holds a tiny umbrella, raindrops bounce off the road. Static wide shot, warm melancholy mood. 4 seconds.',
    ['anime', 'rain', 'forest spirit', 'static'],
  ],
  [
    'Cinematic',
    'A knight in battered armour kneels in a misty battlefield at dawn, slowly removes his helmet and looks up at the rising sun. Camera slowly pushes in to a close-up. Epic medieval film.',
    ['cinematic', 'knight', 'medieval', 'push-in'],
  ],
  [
    'Social Ads',
    'Reference-to-video: the same character from the reference image holds a bottle of our sparkling water, takes a sip and smiles at the camera in a bright summer park. Consistent face and outfit. Vertical 9:16.',
    ['social ads', 'reference', 'consistent character', 'vertical'],
  ],
  [
    'Animals',
    'A fluffy white cat dressed as a chef stirs a tiny pot of soup in a miniature kitchen, tastes it and nods approvingly. Cute, whimsical, 3D animation style.',
    ['animals', 'cat', 'cute', '3d animation'],
  ],
  [
    'Sci-Fi',
    'Mecha robot transforms from a sports car in a rainy city street, panels unfolding and locking into place, sparks flying. Dynamic low-angle shot, cinematic lighting, 8 seconds.',
    ['sci-fi', 'mecha', 'transformation', 'action'],
  ],
]);

const mochi = platform('Genmo Mochi', 'video', [
  [
    'Landscape',
    'A serene mountain lake at sunrise, mist rising from the water surface, a wooden canoe drifting slowly across the frame, pine trees lining the shore, soft golden light reflecting on the ripples, photorealistic, gentle camera drift to the right.',
    ['landscape', 'lake', 'sunrise', 'photorealistic'],
  ],
  [
    'Portrait',
    'Close-up of an elderly woman with silver hair laughing warmly, crinkles forming around her eyes, wearing a knitted cardigan, sitting by a sunny kitchen window, natural light, realistic skin detail, handheld camera with slight movement.',
    ['portrait', 'elderly', 'laughter', 'natural light'],
  ],
  [
    'Animals',
    'A hermit crab crawls out of its shell on wet sand at the edge of the tide, foam washing around it, low camera angle at sand level, shallow depth of field, bright tropical daylight.',
    ['animals', 'crab', 'beach', 'low angle'],
  ],
  [
    'Food',
    'Thick tomato soup simmering in a cast-iron pot, bubbles breaking on the surface, a wooden spoon stirring slowly, basil leaves floating, warm kitchen lighting, close-up, realistic steam.',
    ['food', 'soup', 'cooking', 'close-up'],
  ],
  [
    'Cinematic',
    'A lone figure in a red raincoat walks through a foggy forest of tall birch trees, leaves falling around her, camera follows from behind at a steady pace, muted colours with the red coat standing out.',
    ['cinematic', 'forest', 'fog', 'follow shot'],
  ],
]);

const wan = platform('Wan', 'video', [
  [
    'Cinematic',
    'A young woman in a traditional hanfu dress walks across a stone bridge over a misty river in an ancient Chinese water town, red lanterns glowing, she stops and looks back at the camera. Slow tracking shot, cinematic composition, soft diffused light.',
    ['cinematic', 'hanfu', 'water town', 'tracking'],
  ],
  [
    'Animals',
    'Two cats in boxing gloves spar on a spotlit stage in a small boxing ring, dodging and jabbing playfully, a crowd cheering in the background. Dynamic camera, realistic fur, humorous.',
    ['animals', 'cats', 'funny', 'action'],
  ],
  [
    'Landscape',
    'Aerial view of terraced rice fields in Yunnan at sunrise, water in the terraces reflecting the pink sky, layers of mist between the hills, camera slowly glides forward and descends.',
    ['landscape', 'rice terraces', 'aerial', 'sunrise'],
  ],
  [
    'Illustration',
    'Traditional Chinese ink-wash painting comes to life: a crane takes flight over misty mountains, ink strokes forming its wings as it moves, pine branches sway. Monochrome with a touch of red seal. Static camera.',
    ['illustration', 'ink wash', 'crane', 'art'],
  ],
  [
    'Sci-Fi',
    'A futuristic maglev train glides silently through a glass tunnel under the ocean, schools of fish and a giant manta ray swimming alongside, passengers pressing hands to the windows. Side tracking shot, cool blue light.',
    ['sci-fi', 'train', 'underwater', 'tracking'],
  ],
  [
    'Food',
    'Hand-pulled noodles being stretched and slapped on a floured counter by a chef, strands multiplying with each fold, flour dust in the light, close-up then pull back to a medium shot.',
    ['food', 'noodles', 'chef', 'craft'],
  ],
]);

const ltx = platform('LTX Video', 'video', [
  [
    'Portrait',
    'A street musician with a grey beard plays an acoustic guitar on a city corner, his fingers moving across the strings as he sings with his eyes closed. He wears a faded denim jacket and a knitted beanie. People pass by in soft focus behind him. The camera holds a medium close-up at eye level, drifting slightly. The lighting is warm late-afternoon sun. The scene appears to be real-life footage.',
    ['portrait', 'close-up', 'natural light', 'detailed description'],
  ],
  [
    'Landscape',
    'Waves crash against jagged rocks along a shoreline, sending spray high into the air. The rocks are dark grey with sharp edges, partially covered in green moss. The water is a deep blue-green with white foam. The camera holds a static wide shot from slightly above. The lighting is overcast and diffused. The scene appears to be real-life footage.',
    ['landscape', 'waves', 'coast', 'static'],
  ],
  [
    'Cinematic',
    'A man in a grey wool coat walks down a narrow cobblestone street at night, his breath visible in the cold air. He passes a lit bakery window and glances inside. The camera tracks beside him at walking pace. Warm light spills from the windows onto the wet stones. The scene is cinematic with a shallow depth of field.',
    ['cinematic', 'night', 'street', 'tracking'],
  ],
  [
    'Animals',
    'A brown horse gallops across an open meadow, its mane flowing in the wind, hooves kicking up small clumps of grass. The camera follows from the side at the same speed. Tall grass sways in the foreground. Golden hour light backlights the horse’s silhouette. The scene appears to be real-life footage.',
    ['animals', 'horse', 'gallop', 'golden hour'],
  ],
  [
    'Product',
    'A glass of iced coffee sits on a marble countertop as milk is poured in, swirling into the dark coffee in slow curling clouds. Ice cubes shift and clink. The camera is a static close-up at the height of the glass. Bright, soft daylight from a window on the left. Clean commercial look.',
    ['product', 'coffee', 'pour', 'close-up'],
  ],
  [
    'Fantasy',
    'A small glowing fairy with translucent wings flies between mushrooms on a forest floor at dusk, leaving a trail of sparkling dust. The camera slowly follows her at ground level. Fireflies blink in the background. The lighting is dim and magical with blue and gold tones.',
    ['fantasy', 'fairy', 'forest', 'magical'],
  ],
]);

const svd = platform('Stable Video Diffusion', 'video', [
  [
    'Landscape',
    'Image-to-video. Source image: a waterfall in a lush rainforest with mist. Settings: SVD-XT, 25 frames, 6 fps, motion bucket 127, augmentation level 0.02. Expect gentle falling water and drifting mist with a near-static camera.',
    ['landscape', 'image-to-video', 'waterfall', 'settings'],
  ],
  [
    'Product',
    'Image-to-video. Source image: a perfume bottle on a reflective surface with soft studio light, 1024x576. Settings: motion bucket 60 for subtle light play, 14 frames, 7 fps, fixed seed for repeatable results.',
    ['product', 'image-to-video', 'subtle motion', 'settings'],
  ],
  [
    'Cinematic',
    'Image-to-video. Source image: a city street at night in the rain with neon signs, 1024x576. Settings: SVD-XT, motion bucket 180 for stronger movement (rain, reflections, light traffic), 25 frames, 8 fps, augmentation 0.05.',
    ['cinematic', 'image-to-video', 'rain', 'neon'],
  ],
  [
    'Abstract',
    'Image-to-video. Source image: swirling nebula of purple and blue gas with stars. Settings: motion bucket 100, 25 frames, 6 fps, decode chunk size 8. Produces a slow cosmic drift suitable for a looping background.',
    ['abstract', 'space', 'image-to-video', 'background'],
  ],
  [
    'Portrait',
    'Image-to-video. Source image: a centred head-and-shoulders portrait with hair and clothing against a plain backdrop, 576x1024. Settings: low motion bucket 40 to keep the face stable, 14 frames, 6 fps, augmentation 0.0. Subtle breathing and hair movement.',
    ['portrait', 'image-to-video', 'low motion', 'settings'],
  ],
]);

const hunyuan = platform('Hunyuan Video', 'video', [
  [
    'Cinematic',
    'A cowboy rides a black horse through a dusty desert town at high noon, townsfolk watching from porches, tumbleweed rolling past. Camera: wide tracking shot, then a slow push-in to his face. Style: realistic western film, warm tones.',
    ['cinematic', 'western', 'horse', 'tracking'],
  ],
  [
    'Animals',
    'A red panda balances on a tree branch and nibbles a leaf, then looks curiously at the camera, soft forest light, realistic fur detail, camera static with a slight zoom in.',
    ['animals', 'red panda', 'cute', 'realistic'],
  ],
  [
    'Sci-Fi',
    'An astronaut floats outside a space station performing repairs, Earth rotating slowly below, sunlight flaring off the visor, tools tethered and drifting. Camera orbits slowly around the astronaut.',
    ['sci-fi', 'astronaut', 'space', 'orbit'],
  ],
  [
    'Fashion',
    'A model in a flowing red gown stands on a windy cliff edge, fabric billowing dramatically behind her, grey stormy sea below. Camera: low-angle slow dolly in. High-fashion editorial film.',
    ['fashion', 'gown', 'wind', 'editorial'],
  ],
  [
    'Food',
    'A chef torches the top of a crème brûlée, sugar bubbling and caramelising to amber, then cracks it with a spoon. Extreme close-up, warm restaurant lighting, slow motion.',
    ['food', 'dessert', 'close-up', 'slow motion'],
  ],
]);

export const PROMPT_LIBRARY: PromptDatabaseEntry[] = [
  ...midjourney,
  ...dalle3,
  ...sdxl,
  ...flux,
  ...leonardo,
  ...ideogram,
  ...firefly,
  ...imagen,
  ...playground,
  ...krea,
  ...recraft,
  ...runway,
  ...pika,
  ...sora,
  ...kling,
  ...luma,
  ...hailuo,
  ...pixverse,
  ...veo,
  ...haiper,
  ...vidu,
  ...mochi,
  ...wan,
  ...ltx,
  ...svd,
  ...hunyuan,
];
