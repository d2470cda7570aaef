/**
 * What `virtual:icon-sprite` gives the unit tests (vitest.config.ts): the sprite's URL, which
 * only the app's build makes (scripts/build/icon-sprite.ts). Components render with it as they do
 * in a page, with `<use href="/icons.svg#name">`; no unit test loads the sprite itself.
 */
export default "/icons.svg";
