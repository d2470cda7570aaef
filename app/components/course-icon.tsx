import type { COURSE_ICONS } from "~/content/course-schema";
import { Icon } from "./icon";

export function CourseIcon({ name, className = "size-6" }: { name: (typeof COURSE_ICONS)[number]; className?: string }) {
  return <Icon name={name} className={className} />;
}
