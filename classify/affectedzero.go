package classify

// This file holds set 486's reading of a write whose own count of the
// rows it changed is zero: the statement ran and matched nothing, the JSON
// form of pgx's "UPDATE 0" command tag (ambiguous since set 7).

// affectedKeys name a result's count of the rows an UPDATE, DELETE or
// MERGE touched: BigQuery's "numDmlAffectedRows" and dmlStats
// "updatedRowCount"/"deletedRowCount" (sent as strings), Hasura's
// "affected_rows", database/sql and tools' "rowsAffected", MongoDB's
// "matchedCount", Kysely's "numUpdatedRows"/"numDeletedRows", the
// Snowflake SQL API's stats "numRowsUpdated"/"numRowsDeleted".
var affectedKeys = [...]string{"numDmlAffectedRows", "updatedRowCount", "deletedRowCount", "affected_rows", "affectedRows",
	"rowsAffected", "rows_affected", "numAffectedRows", "num_affected_rows", "matchedCount", "matched_count",
	"numUpdatedRows", "numDeletedRows", "numRowsUpdated", "numRowsDeleted"}

// zeroAffected reports a successful write answer whose every count of
// affected rows is 0, and the key that said so. node-postgres' and Neon's
// "rowCount" counts only beside a "command". An insert that added nothing
// (ON CONFLICT DO NOTHING, an upsert) is another matter (addedNothing.go),
// so an answer naming an insert or an upsert that happened is not read,
// nor one that carries an error.
func zeroAffected(b string) (string, bool) {
	key := ""
	check := func(k string) bool {
		v, _, ok := jsonValue(b, k)
		if !ok {
			return true
		}
		if v != "0" {
			return false
		}
		if key == "" {
			key = k
		}
		return true
	}
	for _, k := range affectedKeys {
		if !check(k) {
			return "", false
		}
	}
	if _, _, ok := jsonValue(b, "command"); ok && !check("rowCount") {
		return "", false
	}
	// The cheap test first: most answers hold none of the counts.
	if key == "" || carriesError(b) || hasFold(b, `"insert`) {
		return "", false
	}
	for _, k := range [...]string{"upsertedCount", "upserted_count", "upsertedId", "upserted_id"} {
		if v, _, ok := jsonValue(b, k); ok && v != "0" && v != "null" && v != "" {
			return "", false
		}
	}
	return key, true
}
