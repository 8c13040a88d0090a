package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise87 checks set 87's fixed class in other software's words: a
// full-text tokenizer that the engine does not carry and the build never
// registered (an extension's or a plugin's) is premise, as a collation or a
// module the build lacks, though SQLITE_ERROR and a 400 read as the
// statement's; a name one or two letters from a built-in tokenizer stays
// invalid (collseq.go unregisteredTokenizer). Neighbours keep their kinds.
func TestGeneralise87(t *testing.T) {
	const esICU = `{"error":{"root_cause":[{"type":"illegal_argument_exception","reason":"failed to find global tokenizer under [icu_tokenizer]"}],"type":"illegal_argument_exception","reason":"failed to find global tokenizer under [icu_tokenizer]"},"status":400}`
	const esKuromoji = `{"error":{"root_cause":[{"type":"illegal_argument_exception","reason":"failed to find global tokenizer under [kuromoji_tokenizer]"}],"type":"illegal_argument_exception","reason":"failed to find global tokenizer under [kuromoji_tokenizer]"},"status":400}`
	const esTypo = `{"error":{"root_cause":[{"type":"illegal_argument_exception","reason":"failed to find global tokenizer under [standrad]"}],"type":"illegal_argument_exception","reason":"failed to find global tokenizer under [standrad]"},"status":400}`
	runWordingCases(t, []wordingCase{
		// Set 87's line: modernc.org/sqlite, FTS5 fts5_config.c
		// "no such tokenizer: %s" for tokenize='icu' (not built in).
		{"sqlite fts5 no such tokenizer icu (set 87)", "sqlite", 0, "", "SQL logic error: no such tokenizer: icu (1)", rung.KindPremise},
		// SQLite FTS3/FTS4, fts3_tokenizer.c sqlite3Fts3InitTokenizer
		// "unknown tokenizer: %s" (fts3.html#tokenizer: icu needs
		// SQLITE_ENABLE_ICU).
		{"sqlite fts4 unknown tokenizer icu", "sqlite", 0, "", "SQL logic error: unknown tokenizer: icu (1)", rung.KindPremise},
		// Python's sqlite3 passing the same FTS5 text, with a MeCab
		// tokenizer an application registers.
		{"python sqlite3 no such tokenizer mecab", "", 0, "", "sqlite3.OperationalError: no such tokenizer: mecab", rung.KindPremise},
		// Elasticsearch _analyze, TransportAnalyzeAction "failed to find
		// global tokenizer under [%s]" (IllegalArgumentException, 400)
		// for the analysis-icu and analysis-kuromoji plugins' tokenizers
		// on a cluster without the plugin.
		{"elasticsearch icu_tokenizer without plugin", "http", 400, "", esICU, rung.KindPremise},
		{"elasticsearch kuromoji_tokenizer without plugin", "http", 400, "", esKuromoji, rung.KindPremise},
		// PostgreSQL's text search configuration the server lacks
		// (42704): the same fact, premise already.
		{"postgres text search configuration missing", "postgres", 0, "42704", `ERROR: text search configuration "japanese" does not exist (SQLSTATE 42704)`, rung.KindPremise},

		// Neighbours: a misspelt built-in is the statement's.
		{"sqlite fts5 misspelt unicode61", "sqlite", 0, "", "SQL logic error: no such tokenizer: unicode16 (1)", rung.KindInvalid},
		{"python sqlite3 misspelt porter", "", 0, "", "sqlite3.OperationalError: no such tokenizer: porterr", rung.KindInvalid},
		{"elasticsearch misspelt standard", "http", 400, "", esTypo, rung.KindInvalid},
		// Other FTS5 refusals stay invalid: an unknown option, a query
		// syntax error, a tokenizer's bad arguments.
		{"sqlite fts5 unrecognized option", "sqlite", 0, "", `SQL logic error: unrecognized option: "bogus" (1)`, rung.KindInvalid},
		{"sqlite fts5 syntax error", "sqlite", 0, "", `SQL logic error: fts5: syntax error near "" (1)`, rung.KindInvalid},
		{"sqlite fts5 tokenizer constructor", "sqlite", 0, "", "SQL logic error: error in tokenizer constructor (1)", rung.KindInvalid},
		// A missing module and a registered collation keep premise; a
		// misspelt collation keeps invalid.
		{"sqlite no such module vec0", "sqlite", 0, "", "SQL logic error: no such module: vec0 (1)", rung.KindPremise},
		{"sqlite collation icu_de", "sqlite", 0, "", "SQL logic error: no such collation sequence: icu_de (1)", rung.KindPremise},
		{"sqlite collation nocases", "sqlite", 0, "", "SQL logic error: no such collation sequence: NOCASES (1)", rung.KindInvalid},
	})
}

// TestIndependentCases87 runs testdata/independent87.jsonl, a held-out set
// captured live from modernc.org/sqlite v1.62.0 through database/sql: FTS5
// (a dangling operator, a hyphenated term read as a column filter, an ICU
// tokenizer and the vec0 module the build lacks), JSON functions (malformed
// text, a bad path), STRICT tables (a type refused, an unknown datatype),
// NOT NULL, a generated column written, window functions misused and an
// undefined window, an upsert whose target has no unique index, a UNIQUE
// duplicate, RETURNING table.*, ATTACH past the limit, twice under one
// alias and of a missing file in mode=ro, VACUUM INTO an existing file and
// inside a transaction, SQLITE_BUSY between two processes, SQLITE_LOCKED on
// one connection, writes through mode=ro and after the file was moved, a
// 256k tmpfs filled, a corrupted page, a file that is not a database, and
// database/sql's own errors (Scan of NULL and with too few destinations, an
// unsupported argument type, no rows, a finished Tx, a closed DB, a
// deadline). Labelled from SQLite's and Go's docs and sources before the
// classifier was run. First run (HEAD 63c81b7): 27/34 overall, 12/17 on the
// tricky lines. Fixed by class: a tokenizer the build never registered
// (premise; collseq.go unregisteredTokenizer, TestGeneralise87).
//
// Tolerated, each a line whose label disagrees with a rule the taxonomy
// documents for exactly that text, so no narrower rule can tell them apart:
//   - (i87-attach-too-many, tolerated here first, is premise since the
//     lead's attach-limit reading, sqlite.go, with set 265.)
//   - i87-attach-same-name-again, i87-json-malformed-literal: first-run
//     misses, right since the alias and JSON rulings (sqlite.go).
//   - i87-no-rows: premise here; the taxonomy reads sql.ErrNoRows as
//     ambiguous.
//   - (i87-db-handle-closed and i87-tx-already-done, tolerated here first,
//     are premise since the handle and transaction rulings,
//     docs/taxonomy.md.)
func TestIndependentCases87(t *testing.T) {
	// i87-write-mode-ro: labelled denied; SQLITE_READONLY (8) is premise by the read-only ruling (sqlite.go).
	runIndependent(t, "testdata/independent87.jsonl", true,
		"i87-no-rows")
}
