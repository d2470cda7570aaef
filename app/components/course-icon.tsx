import {
  Activity,
  Briefcase,
  Building2,
  ChefHat,
  Clapperboard,
  Code,
  Droplets,
  Dumbbell,
  Eye,
  Flower,
  HandHeart,
  HeartPulse,
  Microscope,
  Monitor,
  Scan,
  Scissors,
  Server,
  ShieldCheck,
  ShoppingCart,
  Sparkles,
  Syringe,
  TrendingUp,
  type LucideIcon,
} from "lucide-react";
import type { COURSE_ICONS } from "~/content/course-schema";

const ICONS: Record<(typeof COURSE_ICONS)[number], LucideIcon> = {
  microscope: Microscope,
  scan: Scan,
  syringe: Syringe,
  eye: Eye,
  droplets: Droplets,
  "heart-pulse": HeartPulse,
  "building-2": Building2,
  "shield-check": ShieldCheck,
  "hand-heart": HandHeart,
  activity: Activity,
  clapperboard: Clapperboard,
  "chef-hat": ChefHat,
  code: Code,
  flower: Flower,
  monitor: Monitor,
  "shopping-cart": ShoppingCart,
  scissors: Scissors,
  sparkles: Sparkles,
  "trending-up": TrendingUp,
  dumbbell: Dumbbell,
  briefcase: Briefcase,
  server: Server,
};

export function CourseIcon({ name, className = "size-6" }: { name: (typeof COURSE_ICONS)[number]; className?: string }) {
  const Icon = ICONS[name];
  return <Icon aria-hidden="true" className={className} />;
}
