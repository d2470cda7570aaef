/**
 * Every icon the site shows, by its lucide name (https://lucide.dev/icons). The build turns
 * this list into one SVG sprite from lucide's published SVG files (scripts/build/icon-sprite.ts);
 * a name lucide does not have stops the build. <Icon name> accepts only these names.
 *
 * Plain data with no imports: vite.config.ts reads it too.
 */
export const ICON_NAMES = [
  // Shell, pages and forms
  "arrow-left",
  "arrow-right",
  "award",
  "badge-check",
  "book-open",
  "briefcase",
  "building",
  "circle-check",
  "clock",
  "eye",
  "flask-conical",
  "graduation-cap",
  "hand",
  "headphones",
  "hospital",
  "house",
  "indian-rupee",
  "layers",
  "loader-circle",
  "mail",
  "map-pin",
  "menu",
  "message-circle",
  "phone",
  "phone-call",
  "quote",
  "school",
  "send",
  "star",
  "target",
  "users",
  "wallet",
  "x",
  // Courses (COURSE_ICONS in app/content/course-schema.ts must be a subset)
  "activity",
  "building-2",
  "chef-hat",
  "clapperboard",
  "code",
  "droplets",
  "dumbbell",
  "flower",
  "hand-heart",
  "heart-pulse",
  "microscope",
  "monitor",
  "scan",
  "scissors",
  "server",
  "shield-check",
  "shopping-cart",
  "sparkles",
  "syringe",
  "trending-up",
  // The admissions desk
  "download",
  "key-round",
  "trash-2",
] as const;

export type IconName = (typeof ICON_NAMES)[number];
