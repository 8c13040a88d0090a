package classify

// warehouseWords: data warehouses' and query engines' fixed sentences that
// no generic word reads (set 1456).
//
// A Hive-connector partition whose stored schema disagrees with its
// table's (Presto and Trino HiveSplitManager, Amazon Athena's
// HIVE_PARTITION_SCHEMA_MISMATCH: "There is a mismatch between the table
// and partition schemas. The types are incompatible and cannot be
// coerced. The column 'c' in table 't' is declared as type 'double', but
// partition 'p' declared column 'c' as type 'int'") is the metastore's
// state: the query is fine, and the partitions' metadata must be brought
// in line with the table (repost.aws athena-hive-partition-schema-mismatch).
//
// Snowflake's 090105 "Cannot perform SELECT. This session does not have a
// current database. Call 'USE DATABASE', or use a qualified name." and
// 090106's "... does not have a current schema ..." name their repair in
// the call itself: qualify the object's name. Unlike 000606's missing
// warehouse (toolwords.go), which no argument supplies.
var warehouseWords = []pattern{
	{text: "mismatch between the table and partition schemas", kind: premise, reason: "a partition's stored schema disagrees with its table's (Hive connector, Athena HIVE_PARTITION_SCHEMA_MISMATCH): update the partitions' metadata, the query is fine"},
	// Trino's Iceberg connector refusing a CREATE OR REPLACE / INSERT whose
	// columns' types differ from the existing table's at the same
	// positions (ICEBERG_COMMIT_ERROR, type EXTERNAL: "The following
	// columns have types incompatible with the existing columns in their
	// respective positions: foo, bar"): the table's stored schema, as the
	// partition mismatch above; migrate or drop it (set 1674).
	{text: "have types incompatible with the existing columns", kind: premise, reason: "the existing table's columns have other types than the statement writes (Trino Iceberg ICEBERG_COMMIT_ERROR): the table's schema drifted, migrate or replace it"},
	{text: "does not have a current database", kind: invalid, reason: "the session has no current database and the statement's name is unqualified (Snowflake 090105): qualify the name"},
	{text: "does not have a current schema", kind: invalid, reason: "the session has no current schema and the statement's name is unqualified (Snowflake 090106): qualify the name"},
}

// snowflakeValueUnrecognized reports Snowflake's data conversion errors,
// SQLSTATE 22018 and 22007 (100038 "Numeric value 'abc' is not
// recognized", 100037 "Boolean value 'x' is not recognized", 100035
// "Timestamp 'x' is not recognized", 100040 "Date 'x' is not
// recognized"): a value in the statement or the loaded file does not
// convert to the column's type, the same on every run (set 1456). Other
// "... is not recognized" sentences (a shell's "'x' is not recognized as
// an internal or external command") keep their readings.
func snowflakeValueUnrecognized(text string) (Result, bool) {
	if !hasFold(text, "' is not recognized") || hasFold(text, "' is not recognized as") {
		return Result{}, false
	}
	for _, lead := range []string{"numeric value '", "boolean value '", "timestamp '", "date '", "time '"} {
		for i := range foldMatches(text, lead) {
			if i == 0 || !isAlnum(text[i-1]) {
				return verdict(invalid, "a value does not convert to the column's type (Snowflake 100035-100040, SQLSTATE 22018/22007): fix the value or the load's file format")
			}
		}
	}
	return Result{}, false
}
