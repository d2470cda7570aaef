// Imported first by the server's entry points: React and Express pick their production
// code paths from NODE_ENV when they load, and an unset NODE_ENV means development
// (several times slower server rendering, extra checks on every request).
process.env.NODE_ENV ??= "production";
