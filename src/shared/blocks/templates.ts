// The seven ready-made templates of the 'Use Template' dialog. Their blocks use the lowercase
// template types, outside the 30-type enumeration; labels show them as they are.

export const TEMPLATE_BLOCK_TYPES = [
  "header",
  "greeting",
  "content",
  "cta",
  "footer",
  "intro",
  "conclusion",
  "hero",
  "benefits",
  "testimonials",
  "guarantee",
  "overview",
  "features",
  "use-case",
  "specifications",
  "body",
  "bullets",
  "social-proof",
  "summary",
  "client",
  "challenge",
  "solution",
  "results",
  "testimonial",
  "twitter",
  "linkedin",
  "facebook",
  "instagram",
] as const;

export type TemplateBlockType = (typeof TEMPLATE_BLOCK_TYPES)[number];

export interface TemplateBlock {
  type: TemplateBlockType;
  /** English placeholder the writer replaces. */
  originalText: string;
}

export interface Template {
  id: string;
  name: string;
  description: string;
  /** A lucide icon name (kebab-case), resolved by the web app. */
  icon: string;
  blocks: readonly TemplateBlock[];
}

const block = (type: TemplateBlockType, originalText: string): TemplateBlock => ({ type, originalText });

export const TEMPLATES: readonly Template[] = [
  {
    id: "email-newsletter",
    name: "Email Newsletter",
    description: "A friendly newsletter with a clear headline, one main story and a call to action.",
    icon: "mail",
    blocks: [
      block("header", "[Newsletter name] | Issue #[number]: [Headline that makes them open it]"),
      block("greeting", "Hi [First name],"),
      block(
        "content",
        "[Open with the one thing your reader should know this week and why it matters to them.]",
      ),
      block("content", "[Add the details: a short story, a tip or a result, with one concrete example.]"),
      block("cta", "[Tell the reader the next step] → [Button text, e.g. 'Read the full guide']"),
      block(
        "footer",
        "You are receiving this because you subscribed at [website]. [Unsubscribe] · [Company address]",
      ),
    ],
  },
  {
    id: "blog-post",
    name: "Blog Post",
    description: "An article structure that hooks the reader, delivers the points and ends with a takeaway.",
    icon: "file-text",
    blocks: [
      block("header", "[Post title: the promise of the article in under 60 characters]"),
      block(
        "intro",
        "[Start with the reader's problem or question, and say what they will get from this post.]",
      ),
      block("content", "[Point 1: explain it, then give an example or a number.]"),
      block("content", "[Point 2: explain it, then show how to apply it.]"),
      block("content", "[Point 3: the most useful or surprising idea, saved for last.]"),
      block("conclusion", "[Sum up the key takeaway in two sentences and invite a comment or a share.]"),
    ],
  },
  {
    id: "landing-page",
    name: "Landing Page",
    description: "A single-page pitch: promise, benefits, proof, risk reversal and action.",
    icon: "layout-template",
    blocks: [
      block("hero", "[Headline: the main result your visitor wants] — [Subheadline: how, and for whom]"),
      block("benefits", "[Benefit 1: what changes for them] · [Benefit 2] · [Benefit 3]"),
      block("testimonials", '"[Short quote about a specific result]" — [Customer name, role or city]'),
      block("guarantee", "[Your guarantee: how many days, what you refund and how simple it is to ask]"),
      block("cta", "[Button text, e.g. 'Start my free trial'] — [One line that removes the last doubt]"),
      block("footer", "[Company name] · [Contact] · [Privacy policy] · [Terms]"),
    ],
  },
  {
    id: "product-description",
    name: "Product Description",
    description: "A product page description that moves from the big picture to the specifications.",
    icon: "package",
    blocks: [
      block("header", "[Product name]: [the main benefit in one line]"),
      block(
        "overview",
        "[What the product is, who it is for and the problem it solves, in two or three sentences.]",
      ),
      block(
        "features",
        "[Feature 1 → what it means for the buyer] · [Feature 2 → benefit] · [Feature 3 → benefit]",
      ),
      block("use-case", "[Describe a moment in the buyer's day when this product makes a difference.]"),
      block("specifications", "[Size] · [Weight] · [Materials] · [What's in the box] · [Warranty]"),
      block("cta", "[Add to cart] — [Shipping time, returns policy or stock note]"),
    ],
  },
  {
    id: "ad-copy",
    name: "Ad Copy",
    description: "A short paid-ad structure for social or search campaigns.",
    icon: "megaphone",
    blocks: [
      block("header", "[Scroll-stopping headline: a question, a number or a bold promise]"),
      block("body", "[Two sentences: the problem your audience feels and how your offer solves it.]"),
      block("bullets", "✓ [Benefit 1] ✓ [Benefit 2] ✓ [Benefit 3]"),
      block("social-proof", "[Number] customers · [Rating] stars · [Short quote or media mention]"),
      block("cta", "[Action verb + result, e.g. 'Get your free plan'] → [Link]"),
    ],
  },
  {
    id: "case-study",
    name: "Case Study",
    description: "A customer success story from the challenge to measurable results.",
    icon: "briefcase",
    blocks: [
      block("header", "How [Client] achieved [result] in [time frame]"),
      block(
        "summary",
        "[Two-sentence overview: who the client is, what they needed and the headline result.]",
      ),
      block("client", "[About the client: industry, size, location and what makes them interesting.]"),
      block(
        "challenge",
        "[The problem they faced, what it was costing them and what they had tried before.]",
      ),
      block("solution", "[What you did, step by step, and why this approach fit their situation.]"),
      block("results", "[Measurable outcomes: numbers before and after, time saved, revenue gained.]"),
      block("testimonial", '"[Quote from the client about the experience and the result]" — [Name, role]'),
      block("cta", "[Invite readers with a similar challenge to book a call or request a demo.]"),
    ],
  },
  {
    id: "social-media-posts",
    name: "Social Media Posts",
    description: "One message adapted to four networks, each in its own format and tone.",
    icon: "share-2",
    blocks: [
      block("twitter", "[Short, punchy take under 280 characters] [1-2 hashtags] [Link]"),
      block(
        "linkedin",
        "[Professional hook line]\n[Three short paragraphs with a lesson or insight]\n[Question to invite comments]",
      ),
      block(
        "facebook",
        "[Conversational post that tells a quick story and asks the audience to share theirs.] [Link]",
      ),
      block(
        "instagram",
        "[Caption that matches the image, with a clear first line] [Call to action] [5-10 hashtags]",
      ),
    ],
  },
];

export function findTemplate(id: string): Template | undefined {
  return TEMPLATES.find((t) => t.id === id);
}

/** A template's blocks as editor blocks, with ids from `newId` (the caller owns id generation). */
export function instantiateTemplate(
  template: Template,
  newId: () => string,
): { id: string; type: TemplateBlockType; originalText: string; translation: string; expansion: string }[] {
  return template.blocks.map((b) => ({
    id: newId(),
    type: b.type,
    originalText: b.originalText,
    translation: "",
    expansion: "",
  }));
}
