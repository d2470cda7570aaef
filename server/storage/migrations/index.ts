import type { Migration } from "kysely";
import { migration as m0001 } from "./0001-submissions";
import { migration as m0002 } from "./0002-desk";
import { migration as m0003 } from "./0003-notifications";
import { migration as m0004 } from "./0004-desk-indexes";
import { migration as m0005 } from "./0005-privacy";
import { migration as m0006 } from "./0006-postgres-rate-limits";
import { migration as m0007 } from "./0007-lead-counts";
import { migration as m0008 } from "./0008-today-indexes";
import { migration as m0009 } from "./0009-reaching-people";
import { migration as m0010 } from "./0010-student-name";
import { migration as m0011 } from "./0011-allocation";
import { migration as m0012 } from "./0012-push";
import { migration as m0013 } from "./0013-held-posts";
import { migration as m0014 } from "./0014-enquiry-language";
import { migration as m0015 } from "./0015-imports";
import { migration as m0016 } from "./0016-report-days";
import { migration as m0017 } from "./0017-content-revisions";
import { migration as m0018 } from "./0018-launch-confirmations";
import { migration as m0019 } from "./0019-photos";
import { migration as m0023 } from "./0023-content-pages-compressed";
import { migration as m0024 } from "./0024-imports-committing";
import { migration as m0025 } from "./0025-import-pending-problem";
import { migration as m0026 } from "./0026-privacy-request-verification";
import { migration as m0027 } from "./0027-kept-sources";
import { migration as m0028 } from "./0028-import-courses";
import { migration as m0031 } from "./0031-launch-fingerprints";
import { migration as m0033 } from "./0033-client-save-ids";

/**
 * Versioned schema changes, applied in name order at start-up by Kysely's Migrator. Never
 * edit a migration that has shipped: add the next one. Written with Kysely's schema
 * builder so the same steps run on PostgreSQL. One file each, named for its place in the
 * order: a new migration is the next file and its line here (./index.db.test.ts checks that every
 * file in this folder is listed, under its own name, in order).
 */
export const migrations: Record<string, Migration> = {
  "0001_submissions": m0001,
  "0002_desk": m0002,
  "0003_notifications": m0003,
  "0004_desk_indexes": m0004,
  "0005_privacy": m0005,
  "0006_postgres_rate_limits": m0006,
  "0007_lead_counts": m0007,
  "0008_today_indexes": m0008,
  "0009_reaching_people": m0009,
  "0010_student_name": m0010,
  "0011_allocation": m0011,
  "0012_push": m0012,
  "0013_held_posts": m0013,
  "0014_enquiry_language": m0014,
  "0015_imports": m0015,
  "0016_report_days": m0016,
  "0017_content_revisions": m0017,
  "0018_launch_confirmations": m0018,
  "0019_photos": m0019,
  "0023_content_pages_compressed": m0023,
  "0024_imports_committing": m0024,
  "0025_import_pending_problem": m0025,
  "0026_privacy_request_verification": m0026,
  "0027_kept_sources": m0027,
  "0028_import_courses": m0028,
  "0031_launch_fingerprints": m0031,
  "0033_client_save_ids": m0033,
};
