/* eslint-disable no-control-regex -- finding control characters is what these are for */

/**
 * Characters refused in what people type: shared by the public forms' schemas
 * (./validation.ts, which runs in the browser too, so this stays two regular expressions)
 * and the desk's own inputs. Text is also normalised to NFC, so "e" + U+0301 and "é" are
 * one spelling in the database, its searches and its exports.
 *
 * Refused everywhere, messages included: the C0 control characters but tab, newline and
 * carriage return (a textarea sends CR LF), DEL and the C1 controls; and the bidirectional
 * embeddings and overrides (U+202A to U+202E) and isolates (U+2066 to U+2069), which can
 * make text show in another order than it is stored ("Trojan Source"), in the desk, an
 * email or a spreadsheet.
 */
export const HIDDEN_IN_TEXT = /[\0-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/;

/**
 * Also refused in a single line (a name, a subject): tab and line breaks (also U+2028 and
 * U+2029), and the direction marks LRM, RLM and ALM (U+200E, U+200F, U+061C). The marks
 * only nudge the characters beside them and reorder nothing beyond, so a message, which may
 * mix Urdu and English, keeps them; in a name they are invisible and only make two names
 * that look alike differ. Zero-width joiners and non-joiners (U+200C, U+200D) stay allowed
 * everywhere: Indian scripts need them to spell words.
 */
export const HIDDEN_IN_LINE = /[\0-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
