package sql

import (
	"fmt"
	"strings"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/tool/internal/verdict"
)

// This file holds the statement check both tools run before a statement
// reaches the database: one statement per call, and, for sql.query, a
// leading keyword that reads. It is lexical, after each database's own
// tokenizer, so that a ';' or a keyword inside a literal, a quoted
// identifier or a comment is seen as the database sees it. It is the first
// layer, not the only one: sql.query also runs under the database's own
// read-only mechanisms (see readOnly in sql.go), which hold whatever this
// check misses.

type tokKind uint8

const (
	tokWord   tokKind = iota + 1 // a keyword or bare identifier, upper-cased
	tokIdent                     // a quoted identifier, unquoted
	tokString                    // a string literal; its text is not kept
	tokPunct                     // one byte of punctuation
	tokOther                     // a number, a parameter
)

type token struct {
	kind tokKind
	text string
	pos  int // byte offset in the statement text
	// unicode marks a PostgreSQL U&"..." identifier, whose text holds
	// escapes the check does not decode.
	unicode bool
}

func (t token) is(kind tokKind, text string) bool { return t.kind == kind && t.text == text }

// lex splits q into tokens, dropping whitespace and comments. backslash
// makes \ an escape inside PostgreSQL's '...' strings, as it is on a server
// with standard_conforming_strings off; the caller lexes both ways, so that
// the check holds whichever the server uses.
func lex(q string, d Dialect, backslash bool) []token {
	// Both databases receive the text as a C string and see nothing past
	// a NUL.
	if i := strings.IndexByte(q, 0); i >= 0 {
		q = q[:i]
	}
	pg := d == Postgres
	var out []token
	for i := 0; i < len(q); {
		c := q[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v':
			i++
		case c == '-' && i+1 < len(q) && q[i+1] == '-':
			if j := strings.IndexByte(q[i:], '\n'); j >= 0 {
				i += j + 1
			} else {
				i = len(q)
			}
		case c == '/' && i+1 < len(q) && q[i+1] == '*' && (pg || i+2 < len(q)):
			// SQLite reads a /* with nothing after it as a slash and a
			// star; PostgreSQL nests block comments.
			i = blockCommentEnd(q, i, pg)
		case c == '\'':
			end := stringEnd(q, i, pg && backslash)
			out = append(out, token{kind: tokString, pos: i})
			i = end
		case c == '"' || (!pg && c == '`'):
			end, text := identEnd(q, i, c)
			out = append(out, token{kind: tokIdent, text: text, pos: i})
			i = end
		case !pg && c == '[':
			end := len(q)
			if j := strings.IndexByte(q[i+1:], ']'); j >= 0 {
				end = i + 1 + j + 1
			}
			out = append(out, token{kind: tokIdent, text: q[i+1 : max(end-1, i+1)], pos: i})
			i = end
		case pg && c == '$':
			i = lexDollar(q, i, &out)
		case wordStart(c):
			j := i + 1
			for j < len(q) && wordByte(q[j]) {
				j++
			}
			w := q[i:j]
			switch {
			case pg && (w == "e" || w == "E") && j < len(q) && q[j] == '\'':
				// E'...': backslash escapes whatever the server's settings.
				end := stringEnd(q, j, true)
				out = append(out, token{kind: tokString, pos: i})
				i = end
				continue
			case pg && (w == "u" || w == "U") && j+1 < len(q) && q[j] == '&' && (q[j+1] == '\'' || q[j+1] == '"'):
				if q[j+1] == '\'' {
					end := stringEnd(q, j+1, false)
					out = append(out, token{kind: tokString, pos: i})
					i = end
				} else {
					end, text := identEnd(q, j+1, '"')
					out = append(out, token{kind: tokIdent, text: text, pos: i, unicode: true})
					i = end
				}
				continue
			}
			out = append(out, token{kind: tokWord, text: strings.ToUpper(w), pos: i})
			i = j
		case c >= '0' && c <= '9' || c == '.' && i+1 < len(q) && q[i+1] >= '0' && q[i+1] <= '9':
			j := i + 1
			for j < len(q) && (wordByte(q[j]) && q[j] != '$' || q[j] == '.') {
				j++
			}
			out = append(out, token{kind: tokOther, text: q[i:j], pos: i})
			i = j
		case !pg && (c == '?' || c == ':' || c == '@' || c == '$' || c == '#'):
			// SQLite parameters: ?NNN, :name, @name, $name.
			j := i + 1
			for j < len(q) && wordByte(q[j]) {
				j++
			}
			out = append(out, token{kind: tokOther, text: q[i:j], pos: i})
			i = j
		default:
			out = append(out, token{kind: tokPunct, text: q[i : i+1], pos: i})
			i++
		}
	}
	return out
}

func wordStart(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' || c >= 0x80
}

func wordByte(c byte) bool { return wordStart(c) || c >= '0' && c <= '9' || c == '$' }

// blockCommentEnd returns the index just past the comment opening at q[i];
// an unterminated one runs to the end, as in both databases.
func blockCommentEnd(q string, i int, nested bool) int {
	depth := 0
	for j := i; j+1 < len(q); j++ {
		switch {
		case q[j] == '/' && q[j+1] == '*' && (nested || depth == 0):
			depth++
			j++
		case q[j] == '*' && q[j+1] == '/':
			depth--
			j++
			if depth == 0 {
				return j + 1
			}
		}
	}
	return len(q)
}

// stringEnd returns the index just past the '...' literal opening at q[i]:
// a doubled quote stands for one, and with backslash so does \'.
func stringEnd(q string, i int, backslash bool) int {
	for j := i + 1; j < len(q); j++ {
		switch {
		case backslash && q[j] == '\\':
			j++
		case q[j] == '\'':
			if j+1 < len(q) && q[j+1] == '\'' {
				j++
				continue
			}
			return j + 1
		}
	}
	return len(q)
}

// identEnd returns the index just past the identifier quoted by quote at
// q[i], and its name.
func identEnd(q string, i int, quote byte) (int, string) {
	var b strings.Builder
	for j := i + 1; j < len(q); j++ {
		if q[j] != quote {
			b.WriteByte(q[j])
			continue
		}
		if j+1 < len(q) && q[j+1] == quote {
			b.WriteByte(quote)
			j++
			continue
		}
		return j + 1, b.String()
	}
	return len(q), b.String()
}

// lexDollar reads what a '$' at q[i] opens in PostgreSQL: a parameter ($1),
// a dollar-quoted string ($tag$...$tag$), or a lone '$'.
func lexDollar(q string, i int, out *[]token) int {
	j := i + 1
	if j < len(q) && q[j] >= '0' && q[j] <= '9' {
		for j < len(q) && q[j] >= '0' && q[j] <= '9' {
			j++
		}
		*out = append(*out, token{kind: tokOther, text: q[i:j], pos: i})
		return j
	}
	for j < len(q) && wordByte(q[j]) && q[j] != '$' {
		j++
	}
	if j < len(q) && q[j] == '$' {
		tag := q[i : j+1]
		end := len(q)
		if k := strings.Index(q[j+1:], tag); k >= 0 {
			end = j + 1 + k + len(tag)
		}
		*out = append(*out, token{kind: tokString, pos: i})
		return end
	}
	*out = append(*out, token{kind: tokPunct, text: "$", pos: i})
	return i + 1
}

// split cuts tokens into statements at each ';' that ends one, dropping
// empty ones (a trailing ';' is no second statement).
func split(toks []token, d Dialect) [][]token {
	var out [][]token
	start := 0
	ends := sqliteEnds()
	if d == Postgres {
		ends = postgresEnds()
	}
	for i, t := range toks {
		if !ends(toks[start:i+1], t) {
			continue
		}
		if i > start {
			out = append(out, toks[start:i])
		}
		start = i + 1
	}
	if start < len(toks) {
		out = append(out, toks[start:])
	}
	return out
}

// sqliteEnds follows sqlite3_complete's state machine, in which a ';'
// inside a CREATE TRIGGER body, up to its END, does not end the statement.
func sqliteEnds() func(stmt []token, t token) bool {
	const (
		semi = iota
		other
		explain
		create
		temp
		trigger
		end
	)
	// The states are sqlite3_complete's, less its whitespace column:
	// 0 invalid, 1 start, 2 normal, 3 explain, 4 create, 5 trigger,
	// 6 semi (inside a trigger), 7 end.
	trans := [8][7]uint8{
		{1, 2, 3, 4, 2, 2, 2},
		{1, 2, 3, 4, 2, 2, 2},
		{1, 2, 2, 2, 2, 2, 2},
		{1, 3, 2, 4, 2, 2, 2},
		{1, 2, 2, 2, 4, 5, 2},
		{6, 5, 5, 5, 5, 5, 5},
		{6, 5, 5, 5, 5, 5, 7},
		{1, 5, 5, 5, 5, 5, 5},
	}
	state := uint8(0)
	return func(_ []token, t token) bool {
		class := other
		switch {
		case t.is(tokPunct, ";"):
			class = semi
		case t.kind == tokWord:
			switch t.text {
			case "EXPLAIN":
				class = explain
			case "CREATE":
				class = create
			case "TEMP", "TEMPORARY":
				class = temp
			case "TRIGGER":
				class = trigger
			case "END":
				class = end
			}
		}
		state = trans[state][class]
		if class == semi && state == 1 {
			state = 0
			return true
		}
		return false
	}
}

// postgresEnds ends a statement at a ';' outside the body of a CREATE
// FUNCTION or PROCEDURE ... BEGIN ATOMIC ... END, tracked as psql does
// (CASE ... END nests inside it).
func postgresEnds() func(stmt []token, t token) bool {
	parens, atomic := 0, 0
	return func(stmt []token, t token) bool {
		switch {
		case t.is(tokPunct, ";"):
			if atomic > 0 {
				return false
			}
			parens = 0
			return true
		case t.is(tokPunct, "("):
			parens++
		case t.is(tokPunct, ")"):
			parens--
		case atomic > 0 && t.is(tokWord, "CASE"):
			atomic++
		case atomic > 0 && t.is(tokWord, "END"):
			atomic--
		case parens == 0 && len(stmt) >= 2 && stmt[len(stmt)-2].is(tokWord, "BEGIN") && t.is(tokWord, "ATOMIC") && routine(stmt):
			atomic++
		}
		return false
	}
}

// routine reports whether stmt begins CREATE [OR REPLACE] FUNCTION or
// PROCEDURE.
func routine(stmt []token) bool {
	words := stmt
	if len(words) >= 3 && words[1].is(tokWord, "OR") && words[2].is(tokWord, "REPLACE") {
		words = append([]token{words[0]}, words[3:]...)
	}
	return len(words) >= 2 && words[0].is(tokWord, "CREATE") && (words[1].is(tokWord, "FUNCTION") || words[1].is(tokWord, "PROCEDURE"))
}

// statement returns q's one statement as the database lexes it (for
// PostgreSQL, twice: with and without backslash escapes in strings), or an
// invalid failure when q holds more than one. Text with no statement at all
// (empty, only comments) passes, for the database to answer as it always
// has.
func (d *DB) statement(q string) ([][]token, *rung.Failure) {
	modes := []bool{false}
	if d.dialect == Postgres {
		modes = append(modes, true)
	}
	var views [][]token
	for _, backslash := range modes {
		stmts := split(lex(q, d.dialect, backslash), d.dialect)
		if len(stmts) > 1 {
			return nil, d.stacked(q, stmts[1][0].pos)
		}
		if len(stmts) == 1 {
			views = append(views, stmts[0])
		}
	}
	return views, nil
}

func (d *DB) stacked(q string, at int) *rung.Failure {
	rest := q[at:]
	if len(rest) > 40 {
		rest = rest[:40] + "..."
	}
	code := "SQLITE_ERROR"
	if d.dialect == Postgres {
		code = "42601"
	}
	msg := fmt.Sprintf("argument \"query\" holds more than one statement (the second begins at byte %d: %q): send one statement per call", at, rung.Redact(rest))
	return verdict.New(rung.KindInvalid, string(d.dialect), code, msg, "sql: one statement per call", nil)
}

// refusal is why the statement check or the SQLite authorizer refused a
// statement sent to sql.query.
type refusal struct {
	write bool   // it changes rows or schema: sql.exec's work
	what  string // what was refused, for the message
	// unknown marks a statement that begins with no statement keyword the
	// database knows: a typo, invalid rather than denied.
	unknown bool
}

// refuse turns a refusal into the failure sql.query returns. A write is
// invalid beside sql.exec (call that instead) and denied on a ReadOnly
// database, which has none; anything else read-only forbids (a PRAGMA
// assignment, ATTACH, VACUUM, SET, COPY, a server file function) is
// denied: it is the sandbox's boundary. The codes are the ones the database
// gives for the same refusal.
func (d *DB) refuse(r *refusal, cause error) *rung.Failure {
	pg := d.dialect == Postgres
	query, exec := d.opts.Name+".query", d.opts.Name+".exec"
	if r.unknown {
		code, reads := "SQLITE_ERROR", "SELECT, WITH ... SELECT, VALUES, EXPLAIN, or a PRAGMA that reads"
		if pg {
			code, reads = "42601", "SELECT, WITH ... SELECT, VALUES, TABLE, SHOW or EXPLAIN"
		}
		msg := fmt.Sprintf("argument \"query\": %s does not begin a statement %s runs: it runs %s", r.what, query, reads)
		return verdict.New(rung.KindInvalid, string(d.dialect), code, msg, "sql: not a statement: fix the statement", cause)
	}
	if r.write && !d.opts.ReadOnly {
		code := "SQLITE_READONLY"
		if pg {
			code = "25006"
		}
		msg := fmt.Sprintf("argument \"query\": %s writes, and %s runs read-only: use %s", r.what, query, exec)
		return verdict.New(rung.KindInvalid, string(d.dialect), code, msg, "sql: "+query+" runs read-only: use "+exec+" for statements that write", cause)
	}
	code := "SQLITE_AUTH"
	if pg {
		code = "42501"
	}
	msg := fmt.Sprintf("argument \"query\": %s is refused: %s is read-only", r.what, query)
	reason := "sql: read-only: the statement reaches past reading"
	if r.write {
		reason = "sql: read-only: the database is read-only to this agent"
	}
	return verdict.New(rung.KindDenied, string(d.dialect), code, msg, reason, cause)
}

// readOnlyRefusal checks a statement sent to sql.query: nil when its
// leading keyword reads and it names nothing read-only forbids.
func readOnlyRefusal(stmt []token, d Dialect) *refusal {
	if d == Postgres {
		return postgresRefusal(stmt)
	}
	return sqliteRefusal(stmt)
}

// writes are the leading keywords of statements that change rows or schema.
var writes = map[string]bool{
	"INSERT": true, "UPDATE": true, "DELETE": true, "REPLACE": true, "MERGE": true,
	"CREATE": true, "DROP": true, "ALTER": true, "TRUNCATE": true, "REINDEX": true,
	"GRANT": true, "REVOKE": true, "COMMENT": true, "CLUSTER": true, "REFRESH": true,
	"IMPORT": true, "SECURITY": true,
}

func leading(stmt []token) (token, *refusal) {
	if len(stmt) == 0 || stmt[0].kind != tokWord {
		return token{}, &refusal{what: "a statement that does not begin with a keyword", unknown: true}
	}
	return stmt[0], nil
}

// The keywords that begin a statement, from each database's list of SQL
// commands. A leading word outside them is a typo (invalid); one inside
// them that is not a read is refused (denied).
var (
	sqliteStatements   = words("ALTER ANALYZE ATTACH BEGIN COMMIT CREATE DELETE DETACH DROP END EXPLAIN INSERT PRAGMA REINDEX RELEASE REPLACE ROLLBACK SAVEPOINT SELECT UPDATE VACUUM VALUES WITH")
	postgresStatements = words("ABORT ALTER ANALYZE ANALYSE BEGIN CALL CHECKPOINT CLOSE CLUSTER COMMENT COMMIT COPY CREATE DEALLOCATE DECLARE DELETE DISCARD DO DROP END EXECUTE EXPLAIN FETCH GRANT IMPORT INSERT LISTEN LOAD LOCK MERGE MOVE NOTIFY PREPARE REASSIGN REFRESH REINDEX RELEASE RESET REVOKE ROLLBACK SAVEPOINT SECURITY SELECT SET SHOW START TABLE TRUNCATE UNLISTEN UPDATE VACUUM VALUES WITH")
)

func words(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}

func sqliteRefusal(stmt []token) *refusal {
	if len(stmt) == 0 {
		return nil
	}
	lead, r := leading(stmt)
	if r != nil {
		return r
	}
	switch lead.text {
	case "SELECT", "VALUES":
		return nil
	case "WITH":
		return withRefusal(stmt[1:], map[string]bool{"SELECT": true, "VALUES": true})
	case "EXPLAIN":
		rest := stmt[1:]
		if len(rest) >= 2 && rest[0].is(tokWord, "QUERY") && rest[1].is(tokWord, "PLAN") {
			rest = rest[2:]
		}
		if len(rest) == 0 {
			return nil
		}
		return sqliteRefusal(rest)
	case "PRAGMA":
		return pragmaRefusal(stmt[1:])
	}
	return &refusal{write: writes[lead.text], what: lead.text, unknown: !sqliteStatements[lead.text]}
}

// withRefusal finds the statement a WITH clause prefixes: the first keyword
// outside the parentheses of its common table expressions.
func withRefusal(rest []token, reads map[string]bool) *refusal {
	depth := 0
	for _, t := range rest {
		switch {
		case t.is(tokPunct, "("):
			depth++
		case t.is(tokPunct, ")"):
			depth--
		case depth == 0 && t.kind == tokWord && (reads[t.text] || writes[t.text]):
			if reads[t.text] {
				return nil
			}
			return &refusal{write: true, what: "WITH ... " + t.text}
		}
	}
	return &refusal{what: "WITH without a SELECT"}
}

// The PRAGMAs sql.query may run on SQLite: reads of the schema and of the
// database's state. tablePragmas take a table or index name (or a check's
// limit) as their argument; the others take none, since an argument to
// them is an assignment (PRAGMA user_version(7) writes).
var (
	tablePragmas = map[string]bool{
		"table_info": true, "table_xinfo": true, "table_list": true, "index_list": true,
		"index_info": true, "index_xinfo": true, "foreign_key_list": true,
		"foreign_key_check": true, "integrity_check": true, "quick_check": true,
	}
	readPragmas = map[string]bool{
		"database_list": true, "collation_list": true, "function_list": true,
		"module_list": true, "pragma_list": true, "compile_options": true,
		"encoding": true, "page_count": true, "page_size": true, "freelist_count": true,
		"schema_version": true, "user_version": true, "application_id": true,
		"data_version": true, "foreign_keys": true,
	}
)

func pragmaAllowed(name string, withArg bool) bool {
	if withArg {
		return tablePragmas[name]
	}
	return tablePragmas[name] || readPragmas[name]
}

func pragmaRefusal(rest []token) *refusal {
	if len(rest) >= 3 && rest[1].is(tokPunct, ".") {
		rest = rest[2:]
	}
	if len(rest) == 0 || rest[0].kind != tokWord {
		return &refusal{what: "PRAGMA with a quoted or missing name"}
	}
	name := strings.ToLower(rest[0].text)
	after := rest[1:]
	switch {
	case len(after) == 0 && pragmaAllowed(name, false):
		return nil
	case len(after) > 0 && after[0].is(tokPunct, "(") && pragmaAllowed(name, true):
		return nil
	case len(after) > 0 && (after[0].is(tokPunct, "=") || after[0].is(tokPunct, "(")):
		return &refusal{what: "PRAGMA " + name + " with a value"}
	}
	return &refusal{what: "PRAGMA " + name}
}

func postgresRefusal(stmt []token) *refusal {
	if len(stmt) == 0 {
		return nil
	}
	body := stmt
	for len(body) > 0 && body[0].is(tokPunct, "(") {
		body = body[1:]
	}
	lead, r := leading(body)
	if r != nil {
		return r
	}
	switch lead.text {
	case "SELECT", "VALUES", "TABLE", "SHOW":
	case "WITH":
		if r := withRefusal(body[1:], map[string]bool{"SELECT": true, "VALUES": true, "TABLE": true}); r != nil {
			return r
		}
	case "EXPLAIN":
		rest := body[1:]
		if len(rest) > 0 && rest[0].is(tokPunct, "(") {
			depth := 0
			for i, t := range rest {
				if t.is(tokPunct, "(") {
					depth++
				} else if t.is(tokPunct, ")") {
					if depth--; depth == 0 {
						rest = rest[i+1:]
						break
					}
				}
			}
		}
		for len(rest) > 0 && (rest[0].is(tokWord, "ANALYZE") || rest[0].is(tokWord, "ANALYSE") || rest[0].is(tokWord, "VERBOSE")) {
			rest = rest[1:]
		}
		if r := postgresRefusal(rest); r != nil {
			return r
		}
	default:
		// SET, RESET, COPY, DO, CALL, BEGIN, COMMIT, LOCK, LISTEN...:
		// none of them is a read.
		return &refusal{write: writes[lead.text], what: lead.text, unknown: !postgresStatements[lead.text]}
	}
	for _, t := range stmt {
		if t.unicode {
			return &refusal{what: "a Unicode-escaped identifier (U&\"...\")"}
		}
		if (t.kind == tokWord || t.kind == tokIdent) && serverFunction(strings.ToLower(t.text)) {
			return &refusal{what: t.text}
		}
	}
	return nil
}

// The PostgreSQL functions sql.query refuses by name: they read or write
// the server's files, run SQL that a statement check cannot see, reach
// other databases, change settings, signal other sessions, or take locks
// that outlive the transaction. A READ ONLY transaction stops none of
// them. The list names built-ins; the role's privileges are what bound the
// rest (see docs/tools.md).
var (
	serverFunctions = map[string]bool{
		"pg_stat_file": true, "pg_logdir_ls": true, "pg_current_logfile": true,
		"lo_import": true, "lo_export": true, "lo_from_bytea": true, "lo_create": true,
		"lo_creat": true, "lo_unlink": true, "lo_put": true, "lowrite": true,
		"lo_truncate": true, "lo_truncate64": true,
		"query_to_xml": true, "query_to_xml_and_xmlschema": true, "query_to_xmlschema": true,
		"set_config": true, "pg_reload_conf": true, "pg_rotate_logfile": true,
		"pg_terminate_backend": true, "pg_cancel_backend": true, "pg_promote": true,
		"pg_switch_wal": true, "pg_create_restore_point": true,
		"pg_advisory_lock": true, "pg_advisory_lock_shared": true,
		"pg_try_advisory_lock": true, "pg_try_advisory_lock_shared": true,
		"pg_logical_emit_message": true, "pg_import_system_collations": true,
		"pg_log_backend_memory_contexts": true, "pg_drop_replication_slot": true,
	}
	serverFunctionPrefixes = []string{"pg_read_", "pg_ls_", "pg_file_", "dblink", "pg_create_", "pg_replication_"}
)

func serverFunction(name string) bool {
	if serverFunctions[name] {
		return true
	}
	for _, p := range serverFunctionPrefixes {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}
