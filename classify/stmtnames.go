package classify

// statementOwnName reads a lookup that failed for a name the statement
// defines for itself, not one of the catalog: a window named in OVER that
// the query's WINDOW clause does not define. Whatever the catalog holds,
// the statement is wrong: invalid, though PostgreSQL files it under 42704
// undefined_object (parse_clause.c findWindowClause: `window "%s" does not
// exist`), whose other names (a type, a role, an index) are the world's.
// SQLite says "no such window: %s" (window.c) and MySQL 8.0 "Window name
// '%s' is not defined." (3579 ER_WINDOW_NO_SUCH_WINDOW). PostgreSQL's form
// counts only with a database's marks around it, so that a desktop tool's
// `window "Notepad" does not exist` stays a missing window (premise).
func statementOwnName(t string) bool {
	if hasAny(t, "no such window: ") {
		return true
	}
	if i := indexFold(t, "window name '"); i >= 0 && hasFold(t[i:], "is not defined") {
		return true
	}
	i := indexFold(t, `window "`)
	if i < 0 || !hasFold(t[i:], `" does not exist`) {
		return false
	}
	return hasAny(t, "sqlstate", "error:", "pq: ", "42704")
}
