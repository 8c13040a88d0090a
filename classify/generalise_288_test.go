package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases288 runs held-out set 288: SQLite via modernc.org/sqlite for search/compute agents, captured live, labelled blind.
// First run at c61e868: 30/35 overall, 12/16 tricky.
func TestIndependentCases288(t *testing.T) {
	runIndependent(t, "testdata/independent288.jsonl", false)
}

// TestGeneralise288FTS5Table: fts5vocab's "no such fts5 table: db.tbl"
// (fts5_vocab.c) in other bindings' renderings reads premise, as "no such
// table"; other "no such" words of the statement keep invalid.
func TestGeneralise288FTS5Table(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"python sqlite3", "sqlite", 0, "", "sqlite3.OperationalError: no such fts5 table: main.notes_fts", rung.KindPremise},
		{"better-sqlite3", "sqlite", 0, "", "SqliteError: no such fts5 table: main.docs", rung.KindPremise},
		{"mattn go-sqlite3", "sqlite", 0, "", "no such fts5 table: temp.search_idx", rung.KindPremise},
		{"ncruces go-sqlite3", "sqlite", 0, "", "sqlite3: SQL logic error: no such fts5 table: main.articles", rung.KindPremise},
		{"rusqlite debug", "sqlite", 0, "", `SqliteFailure(Error { code: Unknown, extended_code: 1 }, Some("no such fts5 table: main.pages"))`, rung.KindPremise},
		{"modernc with code", "sqlite", 0, "1", "SQL logic error: no such fts5 table: aux.posts (1)", rung.KindPremise},
		// Near misses: the statement's own words stay invalid.
		{"fts5 column filter stays invalid", "sqlite", 0, "1", "SQL logic error: no such column: author (1)", rung.KindInvalid},
		{"no such window stays invalid", "sqlite", 0, "1", "SQL logic error: no such window: w (1)", rung.KindInvalid},
		{"fts5 syntax error stays invalid", "sqlite", 0, "1", `SQL logic error: fts5: syntax error near "." (1)`, rung.KindInvalid},
	})
}
