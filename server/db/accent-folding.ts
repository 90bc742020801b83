import { type RawBuilder, sql } from 'kysely';

/**
 * Accent folding for PostgreSQL's people search, as SQLite's FTS5 folds with
 * `remove_diacritics 2`: translate() maps each Latin letter with a diacritic (U+00C0 to U+024F,
 * and ø, ł, đ, ħ) to its base letter in lower case, in the stored search vector and in every
 * query on it alike. translate() is immutable, so a generated column may use it (unaccent() is
 * neither, and is an extension). Changing these strings needs a migration that rebuilds the
 * vector (20261127T1400-search-accent-folding).
 */
export const PG_ACCENTED =
  'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳØøŁłĐđĦħ';
export const PG_UNACCENTED =
  'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzoouuaaiioouuuuuuuuuuaaaaggkkoooojggnnaaaaaaeeeeiiiioooorrrruuuusstthhaaeeooooooooyyoollddhh';

/** The SQL text of `expression` folded, for a migration's generated column. */
export const pgFoldAccentsSql = (expression: string): string =>
  `translate(${expression}, '${PG_ACCENTED}', '${PG_UNACCENTED}')`;

/** A tsquery over the folded vector, its words folded the same way. */
export const pgFoldedTsquery = (query: string): RawBuilder<unknown> =>
  sql`to_tsquery('simple', translate(${query}, ${PG_ACCENTED}, ${PG_UNACCENTED}))`;
