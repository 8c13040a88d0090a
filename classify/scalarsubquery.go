package classify

// scalarSubqueryWords: a subquery used as a single value that found
// several rows, in each engine's words. The query ran and its SQL is
// sound; one value was assumed where several exist, as PostgreSQL's 21000
// "more than one row returned by a subquery used as an expression": narrow
// it (ambiguous), even under a code or reason read as a bad call
// (BigQuery's 400 invalidQuery "Scalar subquery produced more than one
// element", the same ZetaSQL words from Spanner under OUT_OF_RANGE;
// set 451). A subquery of the wrong shape ("cannot have more than one
// column") stays the statement's fault.
var scalarSubqueryWords = []pattern{
	{text: "scalar subquery produced more than one element", kind: ambiguous, reason: "a scalar subquery produced several rows (GoogleSQL: BigQuery, Spanner; as 21000): narrow it"},
	{text: "single-row subquery returns more than one row", kind: ambiguous, reason: "a single-row subquery returned several rows (ORA-01427, Snowflake 090150; as 21000): narrow it"},
	{text: "scalar subquery returned more than one row", kind: ambiguous, reason: "a scalar subquery returned several rows (ClickHouse 125; as 21000): narrow it"},
	{text: "scalar sub-query has returned multiple rows", kind: ambiguous, reason: "a scalar subquery returned several rows (Trino SUBQUERY_MULTIPLE_ROWS; as 21000): narrow it"},
	{text: "subquery returns more than 1 row", kind: ambiguous, reason: "a single-value subquery returned several rows (MySQL 1242, as 21000): narrow it"},
	{text: "subquery returned more than 1 value", kind: ambiguous, reason: "a single-value subquery returned several rows (SQL Server 512, as 21000): narrow it"},
	{text: "more than one row returned by a subquery", kind: ambiguous, reason: "cardinality_violation (21000): a subquery used as a value returned several rows"},
}

var scalarSubqueryMatcher = newMatcher(scalarSubqueryWords)

// scalarSubqueryRows reads a code or reason that says "bad call" whose
// text is a single-value subquery that found several rows.
func scalarSubqueryRows(prefix, text string) (Result, bool) {
	r, ok := matchWords(scalarSubqueryMatcher, text)
	if !ok {
		return Result{}, false
	}
	r.Reason = prefix + ", but the description says: " + r.Reason
	return r, true
}
