package classify

// DuckDB names the class of each error before its message, as its clients
// render it ("Binder Error: ...", "Catalog Error: ...": the ExceptionType
// of duckdb/common/exception.hpp, Exception::ExceptionTypeToString). The
// class decides where the message's words mislead: a Binder Error is the
// statement binding a name or a type wrongly, whatever it says ("Referenced
// column "x" not found in FROM clause!" is no missing object, "Ambiguous
// reference to column name" no unusable result); Parser, Conversion, Out of
// Range and Invalid Input Errors are the statement's or its values'. A
// Catalog Error is the catalog's: a table that does not exist stays premise
// and one that exists conflict (the generic words), but a function the
// catalog has under no name ("Scalar Function with name dateadd does not
// exist!") is PostgreSQL's 42883 in DuckDB's words, invalid, unless the
// message points at an extension that provides it (premise, as set 58's
// extension functions). "INTERRUPT Error: Interrupted!" is the caller's
// own cancel (set 68; duckdb.org/docs/stable/dev/internal_errors and the
// client APIs' error messages).
func duckdbError(text string) (Result, bool) {
	// An Invalid Input Error that is a scalar subquery's several rows
	// ("More than one row returned by a subquery used as an expression -
	// scalar subqueries can only return a single row.") ran fine: several
	// matches, not the statement's fault (scalarsubquery.go, set 451).
	if hasFold(text, "invalid input error: ") {
		if r, ok := scalarSubqueryRows("duckdb: Invalid Input Error", text); ok {
			return r, true
		}
	}
	switch {
	case hasAny(text, "binder error: ", "parser error: ", "conversion error: ", "out of range error: ", "invalid input error: "):
		return verdict(invalid, "duckdb: the statement binds a name or a type wrongly, or a value does not convert (Binder/Parser/Conversion/Out of Range Error): fix the statement")
	case hasFold(text, "catalog error: ") && hasFold(text, "function with name ") && hasFold(text, " does not exist"):
		if hasFold(text, "extension") {
			return verdict(premise, "duckdb: the function is an extension's, not loaded here: install and load the extension first")
		}
		return verdict(invalid, "duckdb: no function by that name (Catalog Error): fix the call")
	case hasFold(text, "transactioncontext error: ") && hasFold(text, "conflict") && !hasFold(text, "replaying wal"):
		// A TransactionException that is a write conflict between
		// concurrent transactions: "Conflict on tuple deletion!",
		// "Catalog write-write conflict on alter with ...", "Failed to
		// commit: write-write conflict on key", DuckLake's "Transaction
		// conflict - attempting to delete from table ... but another
		// transaction has deleted from it" (ducklake_max_retry_count
		// retries it; set 1456). The other transaction won: run it again.
		// The same words while replaying a WAL at open are the file's
		// state, not a race, and keep no reading here.
		return verdict(transient, "duckdb: TransactionContext Error: a concurrent transaction's write conflicts with this one: run the transaction again")
	case hasFold(text, "interrupt error: interrupted"):
		return verdict(denied, "duckdb: INTERRUPT Error: "+cancelReason)
	}
	return Result{}, false
}
