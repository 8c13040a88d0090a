package classify

import "strings"

// invalidIndexLeft reads a report that an index is left INVALID, in
// PostgreSQL's own markers: the catalog's pg_index.indisvalid false
// ("indisvalid = false", "indisvalid=false", "indisvalid is false",
// "indisvalid | f") and psql's \d, which prints " INVALID" after such an
// index's definition (describe.c). CREATE INDEX CONCURRENTLY that fails or
// is cancelled part-way (a duplicate key, statement_timeout, a deadlock)
// leaves the index behind, marked invalid, "ignored for querying purposes"
// but still built on every write (sql-createindex.html, "Building Indexes
// Concurrently"; set 1491, captured live with PostgreSQL 15 and pgx v5).
// With the statement's error beside it the leftover is what the next step
// must deal with (drop it, then rebuild: a re-run says "already exists"):
// premise, whatever the error's own class (a timeout's wait, a unique
// violation). Without an error (IF NOT EXISTS's "already exists, skipping",
// a command tag) the call reported success over an unusable index:
// ambiguous. An index reported valid ("indisvalid = true") is no reading.
func invalidIndexLeft(text string) (Result, bool) {
	if !indexMarkedInvalid(text) {
		return Result{}, false
	}
	if hasAny(text, "ERROR", "error:", "failed", "cancel", "SQLSTATE 57014", "SQLSTATE 23505", "SQLSTATE 40P01") {
		return verdict(premise, "postgres: the failed index build left an INVALID index behind (pg_index.indisvalid false): drop it before building again")
	}
	return verdict(ambiguous, "postgres: the call succeeded but the index it names is INVALID (pg_index.indisvalid false): it is not used and must be rebuilt")
}

// indexMarkedInvalid reports pg_index.indisvalid shown false, or psql's
// \d marking an index " INVALID" at the end of its definition. Every
// pgx error passes here, so the two markers' shared "valid"/"VALID" is
// looked for first: a search led by a rare byte, where "indisvalid"'s
// leading 'i' and ") INVALID"'s ')' stop at every word of a message.
func indexMarkedInvalid(text string) bool {
	if !strings.Contains(text, "valid") && !strings.Contains(text, "VALID") {
		return false
	}
	for i := strings.Index(text, "indisvalid"); i >= 0; {
		rest := text[i+len("indisvalid"):]
		rest = strings.TrimLeft(rest, " \t=:|")
		rest = strings.TrimPrefix(rest, "is ")
		rest = strings.TrimLeft(rest, " ")
		if strings.HasPrefix(rest, "false") || rest == "f" || strings.HasPrefix(rest, "f ") || strings.HasPrefix(rest, "f\n") || strings.HasPrefix(rest, "f,") || strings.HasPrefix(rest, "f;") || strings.HasPrefix(rest, "f)") {
			return true
		}
		j := strings.Index(rest, "indisvalid")
		if j < 0 {
			break
		}
		text = rest
		i = j
	}
	return strings.Contains(text, ") INVALID\n") || strings.HasSuffix(text, ") INVALID")
}
